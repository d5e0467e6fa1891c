// The sign-in, sign-up and password-reset pages' messages: kept apart so those pages load only these.
// Validation: login and sign-up (§5)
export const emailRequired = 'Email is required';
export const emailInvalid = 'Email is invalid';
export const passwordRequired = 'Password is required';
export const passwordTooShort = 'Password must be at least 12 characters';
export const passwordsDoNotMatch = 'Passwords do not match';
export const firstNameRequired = 'First name is required';
export const lastNameRequired = 'Last name is required';
export const usernameRequired = 'Username is required';
export const usernameFormat =
  'Username must be 3-20 characters and can only contain letters, numbers, and underscores';
export const termsRequired = 'You must accept the terms and privacy policy';
export const chooseDifferentUsername = 'Please choose a different username. This one is already taken.';

// Inline username status (§8)
export const usernameChecking = 'Checking username availability...';
export const usernameAvailable = 'Username is available!';
export const usernameTakenInline = 'Username is already taken.';

// Authentication (§8)
/** An API call the server refused for want of a valid session (§6, §8). */
export const userNotAuthenticated = 'User not authenticated';
/** A data call made while signed out: the site has no token to send (§6, §8). */
export const noUserSignedIn = 'No user is signed in';
/** Reading the current user (`GET /me`) while signed out (§8). */
export const noUserCurrentlySignedIn = 'No user is currently signed in';
/** A token issued before its account was deleted: it is refused. */
export const accountNoLongerExists = 'This account no longer exists';
/** A token issued before an operator disabled the account: it is refused. */
export const accountDisabled = 'This account is disabled';
export const failedToSendVerificationEmail = 'Failed to send verification email';
export const loginFailed = 'Failed to sign in. Please check your credentials.';
export const signUpFailed = 'Failed to create account. Please try again.';
export const wrongPassword = 'Incorrect email or password.';
// Two-step sign-in with an authenticator app (TOTP)
export const totpCodeInvalid = 'Enter the 6-digit code from your authenticator app';
export const totpCodeWrong = 'That code did not match. Enter the current code from your authenticator app.';
export const totpSessionExpired = 'The sign-in took too long. Please sign in again.';
// Passkeys: sign-in (the login page) and the settings section
export const passkeySignIn = 'Use a passkey instead';
export const passkeySigningIn = 'Waiting for your passkey...';
export const passkeySignInFailed =
  'That passkey could not sign you in. Try again, or sign in with your password.';
export const passkeyNoneForEmail = 'There is no passkey for this email here. Sign in with your password.';
export const passkeyCancelled =
  'The passkey request was cancelled or timed out. Try again when you are ready.';
export const passkeyNotSupported = 'This browser cannot use passkeys. Sign in with your password.';
export const passkeyAlreadyAdded = 'This device already has a passkey for your account.';
export const userNotFoundAuth = 'No account found with this email.';
export const tooManyRequests = 'Too many attempts. Please wait a moment and try again.';
/** A throttled request whose answer says when to try again (the edge's rules). */
export const tooManyRequestsFor = 'Too many requests. Please try again in {wait}.';
/** API Gateway's own body for a throttled request; the local gateway and the stage's WAF rules answer alike. */
export const requestThrottled = 'Too Many Requests';
export const emailInUse = 'An account with this email already exists.';
export const emailNotConfirmed = 'Please confirm your email address before signing in.';
export const passwordResetRequired = 'Your password must be reset. Use "Forgot password?" to set a new one.';
export const codeWrong = 'That code is not right. Check the latest email we sent and try again.';
export const resendCodeFailed = 'We could not send a new code. Please try again in a minute.';
export const resetCodeFailed = 'That code did not work. Please check it and try again.';
export const codeExpired = 'That code has expired. Press Resend code to get a new one.';
export const codeSendFailed = 'We could not send a code. Please check the email address and try again.';
export const emailCodeSent = 'We emailed a 6-digit code to {email}. Type it in below to verify your email.';
export const emailCodeResent = 'A new code is on its way to {email}.';
// Sign-up: usernames and the unverified-account rule
export const unverifiedAccountsRemoved =
  'Verify your email within {days} days of signing up, or the account and its username are removed.';
export const usernameTaken = 'Username is already taken';
export const failedToVerifyUsername = 'Failed to verify username availability';
