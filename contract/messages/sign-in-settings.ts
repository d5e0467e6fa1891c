// Settings: how a member signs in (passkeys, two-step sign-in, the sign-in e-mail) and the passkey offer after
// sign-up. Apart from auth.ts, so the sign-in pages do not load them.
export const passkeysTitle = 'Passkeys';
export const passkeysDescription =
  'Sign in with your fingerprint, face or screen lock instead of typing your password. Your password keeps working too.';
export const passkeyAdd = 'Add a passkey';
export const passkeyAdding = 'Adding your passkey...';
export const passkeyAdded = 'Passkey added. Next time, choose "Use a passkey instead" when you sign in.';
export const passkeyAddFailed = 'The passkey could not be added. Please try again.';
export const passkeysLoading = 'Loading your passkeys...';
export const passkeysLoadFailed = 'Failed to load your passkeys.';
export const passkeysNone = 'No passkeys yet.';
export const passkeyCreated = 'Added {date}';
export const passkeyRemove = 'Remove';
export const passkeyRemoveLabel = 'Remove the passkey {name}';
export const passkeyRemoved = 'Passkey removed. It no longer signs you in.';
export const passkeyRemoveFailed = 'The passkey could not be removed. Please try again.';
/** Offered once a new member has signed up, until they add one or put the offer away. */
export const passkeyOfferTitle = 'Sign in faster with a passkey';
export const passkeyOfferText =
  'Use your fingerprint, face or screen lock instead of typing your password. You can remove it any time in Settings.';
export const passkeyOfferDismiss = 'Not now';
/**
 * Changing how a member signs in, or deleting the account, needs a recent sign-in (`limits.stepUpMinutes`):
 * the site's notice and the API's refusal (`RECENT_SIGN_IN_NEEDED`) say the same.
 */
export const stepUpNeeded =
  'To make this change, sign in again first: your last sign-in was more than {minutes} minutes ago.';
export const stepUpSignIn = 'Sign In again';
/** Settings, Account: the sign-in e-mail, changed once the code sent to the new address is entered. */
export const emailChangeStart = 'Change email';
export const emailChangeNewLabel = 'New email';
export const emailChangeSend = 'Send code';
export const emailChangeCodeSent =
  'We emailed a 6-digit code to {email}. Until you enter it, you keep signing in with {current}.';
export const emailChangeConfirm = 'Change email';
export const emailChangeSame = 'That is already the email you sign in with.';
export const emailChangeFailed = 'Your email was not changed. Please try again.';
export const emailChanged = 'You now sign in with {email}. We let your old address know.';
export const twoStepLoadFailed = 'Failed to load your sign-in settings.';
