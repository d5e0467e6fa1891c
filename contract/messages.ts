/** Every user-facing message of SPEC §5 and §8, word for word. Import these; never retype a message. */
export const messages = {
  // Validation: login and sign-up (§5)
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 12 characters',
  passwordsDoNotMatch: 'Passwords do not match',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  usernameRequired: 'Username is required',
  usernameFormat: 'Username must be 3-20 characters and can only contain letters, numbers, and underscores',
  termsRequired: 'You must accept the terms and privacy policy',
  chooseDifferentUsername: 'Please choose a different username. This one is already taken.',

  // Inline username status (§8)
  usernameChecking: 'Checking username availability...',
  usernameAvailable: 'Username is available!',
  usernameTakenInline: 'Username is already taken.',

  // Authentication (§8)
  /** An API call the server refused for want of a valid session (§6, §8). */
  userNotAuthenticated: 'User not authenticated',
  /** A data call made while signed out: the site has no token to send (§6, §8). */
  noUserSignedIn: 'No user is signed in',
  /** Reading the current user (`GET /me`) while signed out (§8). */
  noUserCurrentlySignedIn: 'No user is currently signed in',
  /** A token issued before its account was deleted: it is refused. */
  accountNoLongerExists: 'This account no longer exists',
  /** A token issued before an operator disabled the account: it is refused. */
  accountDisabled: 'This account is disabled',
  failedToSendVerificationEmail: 'Failed to send verification email',
  /** One wording for getting in and out, everywhere: the navigation, the forms, the profile's actions. */
  signIn: 'Sign In',
  signUp: 'Sign Up',
  signOut: 'Sign Out',
  loginFailed: 'Failed to sign in. Please check your credentials.',
  signUpFailed: 'Failed to create account. Please try again.',
  wrongPassword: 'Incorrect email or password.',
  // Two-step sign-in with an authenticator app (TOTP)
  totpCodeInvalid: 'Enter the 6-digit code from your authenticator app',
  totpCodeWrong: 'That code did not match. Enter the current code from your authenticator app.',
  totpSessionExpired: 'The sign-in took too long. Please sign in again.',
  // Passkeys: sign-in (the login page) and the settings section
  passkeySignIn: 'Use a passkey instead',
  passkeySigningIn: 'Waiting for your passkey...',
  passkeySignInFailed: 'That passkey could not sign you in. Try again, or sign in with your password.',
  passkeyNoneForEmail: 'There is no passkey for this email here. Sign in with your password.',
  passkeyCancelled: 'The passkey request was cancelled or timed out. Try again when you are ready.',
  passkeyNotSupported: 'This browser cannot use passkeys. Sign in with your password.',
  passkeysTitle: 'Passkeys',
  passkeysDescription:
    'Sign in with your fingerprint, face or screen lock instead of typing your password. Your password keeps working too.',
  passkeyAdd: 'Add a passkey',
  passkeyAdding: 'Adding your passkey...',
  passkeyAdded: 'Passkey added. Next time, choose "Use a passkey instead" when you sign in.',
  passkeyAddFailed: 'The passkey could not be added. Please try again.',
  passkeyAlreadyAdded: 'This device already has a passkey for your account.',
  passkeysLoading: 'Loading your passkeys...',
  passkeysLoadFailed: 'Failed to load your passkeys.',
  passkeysNone: 'No passkeys yet.',
  passkeyCreated: 'Added {date}',
  passkeyRemove: 'Remove',
  passkeyRemoveLabel: 'Remove the passkey {name}',
  passkeyRemoved: 'Passkey removed. It no longer signs you in.',
  passkeyRemoveFailed: 'The passkey could not be removed. Please try again.',
  userNotFoundAuth: 'No account found with this email.',
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  /** API Gateway's own body for a throttled request; the local gateway and the stage's WAF rules answer alike. */
  requestThrottled: 'Too Many Requests',
  emailInUse: 'An account with this email already exists.',
  emailNotConfirmed: 'Please confirm your email address before signing in.',
  passwordResetRequired: 'Your password must be reset. Use "Forgot password?" to set a new one.',
  codeWrong: 'That code is not right. Check the latest email we sent and try again.',
  resendCodeFailed: 'We could not send a new code. Please try again in a minute.',
  resetCodeFailed: 'That code did not work. Please check it and try again.',
  codeExpired: 'That code has expired. Press Resend code to get a new one.',
  codeSendFailed: 'We could not send a code. Please check the email address and try again.',
  emailCodeSent: 'We emailed a 6-digit code to {email}. Type it in below to verify your email.',
  emailCodeResent: 'A new code is on its way to {email}.',

  // Usernames (§8)
  failedToVerifyUsername: 'Failed to verify username availability',
  usernameTaken: 'Username is already taken',

  // Contacts (§8)
  contactExists: 'This contact already exists in your address book',
  contactInCircle: 'Contact already in inner circle',
  circleLimit: 'Inner circle limit reached (max 5)',
  circleNotFound: 'Inner circle not found',
  addressBookNotFound: 'Address book not found',
  failedToAddContact: 'Failed to add contact',
  contactNameRequired: 'Full name is required',

  // Receipts (§8)
  noReceiptsFound: 'No Receipts found',
  receiptNotFound: 'Receipt not found',
  receiptEditedOnce: 'Receipt can only be edited once',
  thanksChangedOnce: 'A thank-you can only be changed once',
  reflectionTooLong: 'Keep a reflection to 500 characters or fewer',
  reflectionEmpty: 'Write what you will try next',
  reflectionNotSaved: "Your reflection wasn't saved. Please try again.",
  reflectionNotRemoved: "Your reflection wasn't removed. Please try again.",
  feedbackQuestionEmpty: 'Choose a question or write your own',
  feedbackQuestionTooLong: 'Keep your question to 120 characters or fewer',
  feedbackQuestionRefused: "This question can't be sent: it contains a slur or a threat. Please rephrase it.",
  feedbackRecipientNotContact: 'Send requests only to members in your address book',
  feedbackRecipientsTooMany: 'Send a request to at most 20 contacts',
  /** An unknown request, and one whose asker blocked the caller: the same words, so a block is not told. */
  feedbackRequestNotFound: "This request for feedback doesn't exist or is no longer available.",
  feedbackRequestExpired: 'This request for feedback has expired.',
  feedbackRequestFull: 'This request for feedback has all the answers it can take.',
  feedbackRequestNotCreated: "Your request wasn't made. Please try again.",
  failedToLoadFeedbackRequests: "We couldn't load your requests. Please try again.",
  failedToLoadContacts: "We couldn't load your contacts. Please try again.",
  /** Who an anonymous answer to a feedback request is from, for the asker. */
  feedbackAnswerAnonymous: 'Someone',
  /** The follow-up question on a goal, as its givers read it. */
  followUpQuestion: 'Since then, have you noticed a change in {goal}?',
  followUpTooSoon: 'You can ask for a follow-up two weeks after the first receipt linked to this goal.',
  followUpAskedThisMonth: 'You asked about this goal less than a month ago. You can ask again a month after.',
  followUpNoGivers: 'No one has linked a receipt to this goal yet.',
  followUpNotGoal: 'Choose one of your current goals.',
  followUpNotFound: "This follow-up doesn't exist or is no longer available.",
  followUpAlreadyAnswered: 'You have already answered or declined this follow-up.',
  followUpAnswerEmpty: 'Write a short answer',
  followUpAnswerTooLong: 'Keep your answer to 280 characters or fewer',
  followUpAnswerRefused: "This answer can't be sent: it contains a slur or a threat. Please rephrase it.",
  followUpChangeRequired: 'Choose yes, somewhat or no',
  /** Who an anonymous follow-up answer is from, for the asker. */
  followUpAnswerAnonymous: 'Someone',
  followUpChangeYes: 'Yes',
  followUpChangeSomewhat: 'Somewhat',
  followUpChangeNo: 'No',
  followUpsTitle: 'Follow-ups',
  followUpsIntro: 'People you gave receipts to ask whether they have changed since. Answer or decline.',
  followUpsLoadFailed: "Your follow-ups couldn't be loaded. Please try again.",
  followUpFrom: '{name} asks about {goal}',
  followUpReminded: 'Reminder: still waiting for your answer',
  followUpAnswerLabel: 'Your answer',
  followUpChangeLegend: 'Have you noticed a change?',
  followUpSend: 'Send answer',
  followUpDecline: 'Decline',
  followUpSent: 'You answered this follow-up. Thank you.',
  /** Before a giver's own answer on a follow-up they answered ("Your answer: Somewhat"). */
  followUpYourAnswer: 'Your answer: {change}',
  followUpDeclined: 'You declined this follow-up.',
  followUpAnswerFailed: "Your answer wasn't sent. Please try again.",
  followUpAskButton: 'Ask "Did I change?"',
  followUpAsked: 'Your follow-up was sent to the people who gave you receipts on this goal.',
  followUpAskAgainOn: 'You can ask again on {date}.',
  followUpAskFailed: "Your follow-up wasn't sent. Please try again.",
  followUpBeforeTitle: 'Before: what receipts said',
  followUpAfterTitle: 'After: follow-up answers',
  followUpNoAnswers: 'Nobody has answered this follow-up yet.',
  followUpAskedOn: 'Follow-up asked {date}',
  thanksLineRefused: "This line can't be sent: it contains a slur or a threat. Please rephrase it.",
  thanksLineTooLong: 'Keep the line to 140 characters or fewer',
  thanksNotSent: "Your thank-you wasn't sent. Please try again.",
  selectRecipient: 'Please select a recipient',
  failedToUploadVoice: 'Failed to upload voice recording',
  failedToSaveReceipt: 'Failed to save receipt',
  failedToUpdateReceipt: 'Failed to update receipt',
  receiptTextEmpty: 'Receipt text cannot be empty',
  receiptTextTooLong: 'Receipt text must be at most 500 characters',
  cannotReceiptYourself: 'You cannot give a receipt to yourself',
  receiptEmpty: 'Add some text, at least one tag or a voice note before sending.',
  receiptTimeRanOut: 'Time ran out before anything was added, so nothing was sent.',
  receiptRequestReused:
    'An earlier try already sent a different version of this receipt. Send again to send this one as a new receipt.',
  /** The give flow's list of people failed to load (§8, §9). */
  failedToLoadUsers: 'Failed to load users',
  /** The give flow's username search failed (the spec's other wording for a failed user load, §9). */
  errorLoadingUsers: 'Error loading users',
  /** The hub's whole list ("All") failed to load: shown inside errorLoadingReceipts (§8). */
  failedToFetchAllReceipts: 'Failed to fetch all Receipts',
  unexpectedError: 'An unexpected error occurred',
  /** A dependency (DynamoDB, S3, Cognito, SES) failed or did not answer in time: 503 with Retry-After. */
  serviceUnavailable: 'Receipts is briefly unavailable. Please try again.',
  /** The give flow keeps the receipt in progress in the browser until the server confirms it. */
  draftRestored: 'Draft restored',
  waitingForConnection: "Waiting for a connection — it will be sent when you're back online",
  networkError: 'Network error: please check your connection and try again.',
  notSpecified: 'Not specified',
  dateNotAvailable: 'Date not available',
  errorLoadingReceipts: 'Error loading Receipts: {message}',
  apiDocumentUnavailable: "We couldn't load the API description. Please try again.",

  // Profile and media (§8)
  failedToUpdateVerification: 'Failed to update verification status',
  failedToUploadProfilePhoto: 'Failed to upload profile photo',
  failedToUpdateSocialLinks: 'Failed to update social links',
  failedToUploadPhoto: 'Failed to upload photo. Please try again.',
  uploadImageFile: 'Please upload an image file',
  uploadImageTooLarge: 'Please upload an image smaller than 10MB',
  uploadRasterImage: 'Please upload a JPEG, PNG, WebP, GIF or AVIF image',
  /** Profile photos are remade as still images; an animation is refused. */
  photoAnimated: 'Please upload a still image: animated images cannot be used as a profile photo',
  /** More pixels than `limits.profilePhotoMaxPixels` (a decompression bomb, or a huge scan). */
  photoTooManyPixels: 'Please upload a smaller image: at most 50 megapixels (for example 8,000 × 6,000)',
  /** The file announced an image but could not be decoded (truncated or corrupt). */
  photoUnreadable: 'This image could not be read. Please try another photo.',
  profileRequired: 'Please finish setting up your profile first',
  userNotFound: 'User not found',
  errorLoadingProfile: 'Error loading profile',
  userIdNotProvided: 'User ID not provided',
  profileLoadFailed: "We couldn't load this profile.",
  shortBioTooLong: 'Short bio must be at most 50 characters',
  invalidUrl: 'Please enter a valid URL',
  textTooLong: '{field} must be at most {max} characters',
  socialLinkElsewhere: 'Please enter a link to your {provider} profile',
  phoneCharacters: 'Phone number can only contain digits, spaces and + ( ) - .',
  tooLong: 'Must be at most {max} characters',
  failedToSaveProfile: 'Failed to save. Please try again.',
  failedToSaveGoalTags: 'Failed to save goal tags. Please try again.',
  goalNotOffered: "That goal is not one of the recipient's public goals. Choose another or none.",
  goalLinkLegend: 'Link to one of their goals (optional)',
  goalsIntro: 'Givers can link a Receipt to one of your goals. Each goal shows what came in, month by month.',
  goalsNotPublic: 'Your goals are private, so givers cannot link Receipts to them. Share them in Settings.',
  goalsEmpty: 'You have not chosen any goals yet. Pick a few below.',
  goalNoLinkedReceipts: 'No Receipts linked to this goal yet.',
  /** A goal with nothing linked: one line and this, not a year of empty months. */
  goalAskAbout: 'Ask someone about {goal}',
  askAboutGoalMessage: "I'm working on {goal}. Would you leave me a Receipt about it?",
  goalLatestHeading: 'Latest linked Receipts',
  goalMonthsSummary: '{count} linked in the last 12 months, {total} in all.',
  editGoals: 'Edit goals',
  saveGoals: 'Save goals',
  goalsSaved: 'Goals saved',
  failedToLoadGoals: 'Failed to load your goals. Please try again.',
  failedToLoadJournal: "We couldn't load your journal. Please try again.",
  sharingSettingNotSaved: 'Sharing setting not saved',

  // Users (§7)
  searchTermRequired: 'Search term is required',

  // Sharing: profile link, QR code, scan to give
  linkCopied: 'Link copied',
  copyFailed: "Couldn't copy the link. Select it and copy it yourself.",
  signInToSeeProfile: 'Sign in to see this profile',
  signInToSeeProfileHint: 'This profile is only visible to members of Receipts.',
  // The signed-out profile and give pages: one line on what the visitor is asked to leave.
  whatIsAReceipt: 'A Receipt is a short note about who someone really is, from a person who has seen it.',
  leaveReceiptFor: 'Leave {name} a Receipt',
  // The embedded wall (an iframe on a member's own site) and the dialog that writes its code.
  embedWallTitle: 'What people say about {name}',
  embedWallClosed: "{name}'s Receipts aren't public.",
  embedWallNone: 'No public Receipts yet.',
  embedWallPoweredBy: 'Receipts',
  embedWallButton: 'Embed on your site',
  embedWallHint:
    'Paste this code into your site to show your public Receipts. It shows only what anyone with your link may see.',
  embedWallNeedsOpenLink:
    'Your wall shows on other sites only while your profile is open to everyone with the link.',
  embedWallCodeCopied: 'Code copied',
  // Link previews of /u/{username}: a closed profile and an unknown username read the same.
  profilePreviewTitle: 'A profile on Receipts',
  profilePreviewDescription: 'Sign in to see this profile on Receipts.',
  openProfilePreviewTitle: '{name} (@{username}) · Receipts',
  openProfilePreviewDescription: 'See the Receipts {name} has received, and leave one.',
  previewCardReceived: '{count} Receipts received',
  notAReceiptsProfile: "This QR code isn't a Receipts profile.",
  cameraDenied: 'Camera access was refused. Allow the camera for this site, or upload a photo of a QR code.',
  cameraMissing: 'No camera is available on this device. Upload a photo of a QR code instead.',
  noQrInPhoto: 'No QR code found in this photo. Try a sharper, closer photo.',
  noMemberWithUsername: 'No one on Receipts has the username @{username}.',
  askForReceiptMessage: "I'd value your honest feedback. Would you leave me a Receipt?",

  // Microphone (§8)
  microphoneDenied: 'Unable to access microphone. Please check permissions.',

  // Notifications: an e-mail for each receipt received (on by default)
  receiptEmailSubject: 'You received a receipt',
  // Receipts that arrive within an hour of the last e-mail are gathered into one
  gatheredReceiptsEmailSubject: '{count} new receipts',
  // A feedback request sent to a chosen contact (under the same switch as receipt e-mails)
  feedbackRequestEmailSubject: '{name} asked you for a receipt',
  // A "Did I change?" follow-up to a giver, and its reminder a week later (the same switch)
  followUpEmailSubject: '{name} asked whether you have seen a change',
  followUpReminderEmailSubject: 'Reminder: {name} would like your follow-up',
  unsubscribeLinkInvalid: 'This unsubscribe link is not valid.',
  unsubscribed: 'You will no longer get e-mails about new receipts.',
  emailNotificationsLabel: 'E-mail me when I receive a receipt',
  // Mail only to verified owners: an unverified address gets nothing
  verifyEmailToGetMail: 'Verify your e-mail address to get e-mails from Receipts.',
  // The harshness check: a word and phrase list (functions/domain/harshness.ts), never more than that
  receiptTextRefused: "This receipt can't be sent: it contains a slur or a threat. Please rephrase it.",
  receiptTextHarsh: 'This may land harder than you mean — send anyway or rephrase.',
  receiptTextHarshAnonymous:
    "This may land harder than you mean. An anonymous receipt can't be sent like this: rephrase it, or send it with your name.",
  // Held for review: receipts sent past the harshness prompt wait for the recipient, if they ask for that
  holdFlaggedLabel: 'Hold flagged receipts for review',
  holdFlaggedDescription:
    'A receipt whose words are on our list of harsh words, sent anyway, waits here instead of arriving in your hub.',
  heldForReviewEmpty: 'Nothing is waiting for your review.',
  heldReceiptAccepted: 'Moved to your hub.',
  /** On a receipt sent past the harshness prompt, so its recipient knows it was. */
  flaggedMark: 'Sent past the harsh-words check',
  // Whom a member takes anonymous receipts from: the giver learns only whether they may, never why
  anonymousNotTaken: "This person isn't taking anonymous receipts from you. You can send it with your name.",
  // Anonymous receipts are held for the recipient's daily delivery, so their arrival says nothing of when
  heldUntilDelivery: 'Anonymous receipts arrive with your daily delivery, never the moment they are sent.',
  receiptAlreadyDelivered: "This receipt has been delivered and can't be taken back.",
  receiptTakenBack: 'Taken back. It will not be delivered.',
  invalidTimeZone: 'Choose a time zone from the list',
  invalidDeliveryHour: 'Choose an hour between 0 and 23',
  // Sending needs a verified address, so throwaway sign-ups can't multiply the per-account limits
  verifyEmailToSend: 'Verify your e-mail address to give receipts.',
  unverifiedAccountsRemoved:
    'Verify your e-mail within {days} days of signing up, or the account and its username are removed.',
  unsubscribeConfirm: 'Stop e-mails about new receipts? Nothing changes until you press Unsubscribe.',

  // Recipient control: hide, block, report, moderation
  onlyRecipientCanDoThis: 'Only the person who received this receipt can do that',
  hiddenFromProfile: 'Hidden from your profile',
  hideFromProfile: 'Hide from my profile',
  showOnProfileAgain: 'Show again',
  receiptHidden: 'Hidden from your public profile. Only you can see it.',
  receiptShownAgain: 'Shown on your public profile again.',
  /** What a sender the recipient blocked is told: the same as for any undeliverable receipt. */
  receiptNotDelivered: "This receipt can't be delivered.",
  blockSender: 'Block sender',
  blockSenderConfirm:
    "They won't be able to give you receipts or find you in search, and their receipts leave your hub and profile. They aren't told.",
  blockAnonymousConfirm:
    "Whoever sent this won't be able to give you receipts or find you in search. Their anonymous receipts leave your hub and profile. You still won't see who it was, and they aren't told.",
  senderBlocked: 'Sender blocked',
  blockNotFound: 'This block was not found',
  anonymousSenderBlocked: 'Anonymous sender, blocked on {date}',
  namedSenderBlocked: '{name}, blocked on {date}',
  noBlockedPeople: "You haven't blocked anyone.",
  unblocked: 'Unblocked',
  failedToBlock: "Couldn't block this sender. Please try again.",
  failedToChangeVisibility: "Couldn't change who sees this receipt. Please try again.",
  reportReceipt: 'Report',
  reportReasonLegend: 'Why are you reporting this receipt?',
  reportTextLabel: 'What is wrong with it? (needed for "Something else")',
  reportConfirm:
    'It leaves your hub and profile now, and a moderator will look at it. The sender is not told who reported it.',
  receiptReported: 'Reported. It is no longer in your hub.',
  failedToReport: "Couldn't report this receipt. Please try again.",
  reportReasonRequired: 'Choose why you are reporting this receipt',
  reportTextRequired: 'Tell us what is wrong with this receipt',
  reportNotFound: 'This report was not found',
  reportAlreadyHandled: 'This report was already handled',
  moderatorsOnly: 'Only moderators can do that',
  moderatorsOnlyHint:
    'The moderation page is for members of the moderators group. If you were just made a moderator, sign out and sign in again.',
  noOpenReports: 'No open reports',
  noOpenReportsHint: 'Receipts people report from their hub show up here for you to review.',
  errorLoadingReports: "Couldn't load the reports: {message}",
  dismissReport: 'Dismiss',
  removeReportedReceipt: 'Remove receipt',
  removeReportedReceiptTitle: 'Remove this receipt for good?',
  removeReportedReceiptConfirm:
    'It is deleted for the sender and the recipient, with its voice note, and leaves their counts. This cannot be undone.',
  reportDismissed: "Report dismissed. The receipt stays out of the reporter's hub.",
  reportedReceiptRemoved: 'Receipt removed for both people.',
  failedToHandleReport: "Couldn't update this report. Please try again.",

  // Export and account deletion
  downloadMyData: 'Download my data',
  downloadMyDataDescription:
    'A JSON file with your profile, settings, goals, contacts, inner circle and every receipt, and a CSV of your receipts. Voice-note links in them work for 5 minutes.',
  preparingDownload: 'Preparing your data… {count} receipts so far',
  dataDownloaded: 'Your data was downloaded.',
  deleteAccount: 'Delete account',
  deleteAccountDescription:
    'Deletes your profile, contacts, inner circle, settings, photo and the receipts you received. Receipts you gave stay with their recipients, shown as from "Former member". This cannot be undone.',
  deleteAccountConfirmLabel: 'Type your username, {username}, to confirm',
  deleteAccountConfirmMismatch: 'Type your username exactly as shown to confirm',
  accountDeleted: 'Your account was deleted.',
  formerMember: 'Former member',

  // Weekly digest (opt-in)
  digestLabel: 'E-mail me a weekly digest',
  digestDescription:
    "Off by default. Once a week: the receipts you received by category, one of them highlighted, and who in your inner circle you haven't given a receipt to lately.",
  digestOfferTitle: 'Get a weekly digest?',
  digestOfferText:
    'Once a week we can e-mail you what people noticed in you: your receipts by category, one highlighted, and a nudge to give back. You can turn it off any time in Settings.',
  digestOfferAccept: 'Send me the weekly digest',
  digestOfferDecline: 'No thanks',
  digestOfferAccepted: 'Weekly digest on. Change it any time in Settings.',
  digestEmailSubject: 'Your week on Receipts',
  digestUnsubscribed: 'You will no longer get the weekly digest.',
  digestUnsubscribeConfirm: 'Stop the weekly digest? Nothing changes until you press Unsubscribe.',

  // Dashboard: the member's growth figures
  errorLoadingDashboard: "Couldn't load your dashboard: {message}",
  dashboardEmpty: 'No receipts yet. Your figures start with your first one, given or received.',

  // Per-account limits: which limit, its maximum, and when it resets.
  receiptsPerDayReached:
    "You've sent the most receipts allowed in a day ({max}). You can send more in {wait}.",
  receiptsToOneRecipientReached:
    "You've sent this person the most receipts allowed in a day ({max}). You can send them more in {wait}.",
  directoryPagesReached:
    "You've looked through the most pages of members allowed in a minute ({max}). You can look again in {wait}.",
  anonymousReceiptsToOneMemberReached:
    'This person has received the most anonymous receipts allowed in a day ({max}). You can send them a named receipt now, or an anonymous one in {wait}.',
  uploadsPerHourReached:
    "You've uploaded the most photos and voice notes allowed in an hour ({max}). You can upload more in {wait}.",
  feedbackRequestsPerDayReached:
    "You've asked for feedback the most times allowed in a day ({max}). You can ask again in {wait}.",
  contactsPerDayReached:
    "You've added the most contacts allowed in a day ({max}). You can add more in {wait}.",
  reportsPerDayReached:
    "You've sent the most reports allowed in a day ({max}). You can report more in {wait}.",
  searchesPerMinuteReached:
    "You've searched the most times allowed in a minute ({max}). You can search again in {wait}.",
  usernameChecksReached:
    'Too many username checks from your network ({max} a minute). You can check again in {wait}.',
  contactFormLimitReached:
    'Too many messages from your network ({max} an hour). You can write again in {wait}.',

  // Contact form
  contactFormNameRequired: 'Please tell us your name',
  contactFormMessageRequired: 'Please write a message',
  contactFormSent:
    'Thanks, your message is on its way to the team. We read every message and reply to the e-mail address you gave.',
  contactFormFailed: 'Your message could not be sent. Please try again.',

  // Generic API answers
  invalidRequest: 'Invalid request',
  invalidCursor: 'Invalid cursor',
  invalidId: 'Invalid id',
  invalidLimit: 'Invalid limit',
  invalidRequestId: 'Invalid request id',
  jsonBodyRequired: 'Request body must be JSON, sent with Content-Type: application/json',
  formBodyRequired:
    'Request body must be a form, sent with Content-Type: application/x-www-form-urlencoded or multipart/form-data',
  disallowedCharacters: 'Please remove control, invisible or text-direction characters',
  notFound: 'Not found',
  forbidden: 'You do not have access to this resource',
} as const;

export type MessageKey = keyof typeof messages;

/** Fills `{name}` placeholders: `format(messages.errorLoadingReceipts, { message })`. */
export function format(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
