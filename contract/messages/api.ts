/**
 * What the API answers with: its errors and refusals (the zod schemas' messages included), the per-account
 * limits' answers, and the words it writes into data ("Someone", "Former member"). The site shows some of them
 * as they come.
 */

// Contacts (§8)
export const contactExists = 'This contact already exists in your address book';
export const contactInCircle = 'Contact already in inner circle';
export const circleLimit = 'Inner circle limit reached (max 5)';
export const circleNotFound = 'Inner circle not found';
export const addressBookNotFound = 'Address book not found';
export const contactNameRequired = 'Full name is required';

// Receipts (§8)
export const receiptNotFound = 'Receipt not found';
export const receiptEditedOnce = 'Receipt can only be edited once';
export const thanksChangedOnce = 'A thank-you can only be changed once';
export const reflectionTooLong = 'Keep a reflection to 500 characters or fewer';
export const reflectionEmpty = 'Write what you will try next';
export const feedbackQuestionEmpty = 'Choose a question or write your own';
export const feedbackQuestionTooLong = 'Keep your question to 120 characters or fewer';
export const feedbackQuestionRefused =
  "This question can't be sent: it contains a slur or a threat. Please rephrase it.";
export const feedbackRecipientNotContact = 'Send requests only to members in your address book';
export const feedbackRecipientsTooMany = 'Send a request to at most 20 contacts';
/** An unknown request, and one whose asker blocked the caller: the same words, so a block is not told. */
export const feedbackRequestNotFound = "This request for feedback doesn't exist or is no longer available.";
export const feedbackRequestExpired = 'This request for feedback has expired.';
export const feedbackRequestFull = 'This request for feedback has all the answers it can take.';
export const feedbackRequestAlreadyResent = 'You already sent a reminder for this request.';
export const feedbackRequestNotSent = 'This request went to no contacts: share its link instead.';
/** Who an anonymous answer to a feedback request is from, for the asker. */
export const feedbackAnswerAnonymous = 'Someone';
/** A chosen contact of a request made before their names were kept on it. */
export const feedbackAskedContact = 'A contact';
/** The follow-up question on a goal, as its givers read it. */
export const followUpQuestion = 'Since then, have you noticed a change in {goal}?';
export const followUpTooSoon =
  'You can ask for a follow-up two weeks after the first receipt linked to this goal.';
export const followUpAskedThisMonth =
  'You asked about this goal less than a month ago. You can ask again a month after.';
export const followUpNoGivers = 'No one has linked a receipt to this goal yet.';
export const followUpNotGoal = 'Choose one of your current goals.';
export const followUpNotFound = "This follow-up doesn't exist or is no longer available.";
export const followUpAlreadyAnswered = 'You have already answered or declined this follow-up.';
export const followUpAnswerEmpty = 'Write a short answer';
export const followUpAnswerTooLong = 'Keep your answer to 280 characters or fewer';
export const followUpAnswerRefused =
  "This answer can't be sent: it contains a slur or a threat. Please rephrase it.";
export const followUpChangeRequired = 'Choose yes, somewhat or no';
/** Who an anonymous follow-up answer is from, for the asker. */
export const followUpAnswerAnonymous = 'Someone';
export const thanksLineRefused =
  "This line can't be sent: it contains a slur or a threat. Please rephrase it.";
export const thanksLineTooLong = 'Keep the line to 140 characters or fewer';
export const selectRecipient = 'Please select a recipient';
export const failedToUploadVoice = 'Failed to upload voice recording';
export const failedToSaveReceipt = 'Failed to save receipt';
export const receiptTextEmpty = 'Receipt text cannot be empty';
export const receiptTextTooLong = 'Receipt text must be at most 500 characters';
export const cannotReceiptYourself = 'You cannot give a receipt to yourself';
export const receiptEmpty = 'Add some text, at least one tag or a voice note before sending.';
export const receiptRequestReused =
  'An earlier try already sent a different version of this receipt. Send again to send this one as a new receipt.';
export const unexpectedError = 'An unexpected error occurred';
/** A dependency (DynamoDB, S3, Cognito, SES) failed or did not answer in time: 503 with Retry-After. */
export const serviceUnavailable = 'Receipts is briefly unavailable. Please try again.';
export const errorLoadingReceipts = 'Error loading Receipts: {message}';

// Profile and media (§8)
export const failedToUpdateVerification = 'Failed to update verification status';
export const failedToUploadProfilePhoto = 'Failed to upload profile photo';
export const failedToUpdateSocialLinks = 'Failed to update social links';
export const uploadImageFile = 'Please upload an image file';
export const uploadImageTooLarge = 'Please upload an image smaller than 10MB';
export const uploadRasterImage = 'Please upload a JPEG, PNG, WebP, GIF or AVIF image';
/** Profile photos are remade as still images; an animation is refused. */
export const photoAnimated = 'Please upload a still image: animated images cannot be used as a profile photo';
/** More pixels than `limits.profilePhotoMaxPixels` (a decompression bomb, or a huge scan). */
export const photoTooManyPixels =
  'Please upload a smaller image: at most 50 megapixels (for example 8,000 × 6,000)';
/** The file announced an image but could not be decoded (truncated or corrupt). */
export const photoUnreadable = 'This image could not be read. Please try another photo.';
export const profileRequired = 'Please finish setting up your profile first';
export const userNotFound = 'User not found';
export const shortBioTooLong = 'Short bio must be at most 50 characters';
export const invalidUrl = 'Please enter a valid URL';
export const socialLinkElsewhere = 'Please enter a link to your {provider} profile';
export const phoneCharacters = 'Phone number can only contain digits, spaces and + ( ) - .';
export const tooLong = 'Must be at most {max} characters';
export const goalNotOffered = "That goal is not one of the recipient's public goals. Choose another or none.";

// Users (§7)
export const searchTermRequired = 'Search term is required';

// Notifications: an e-mail for each receipt received (on by default)
export const unsubscribeLinkInvalid = 'This unsubscribe link is not valid.';
// The harshness check: a word and phrase list (functions/domain/harshness.ts), never more than that
export const receiptTextRefused =
  "This receipt can't be sent: it contains a slur or a threat. Please rephrase it.";
/** The same refusal, for words about self-harm ("kill yourself"): `lines` is contract/crisis-lines.ts. */
export const receiptTextRefusedSelfHarm =
  "This receipt can't be sent: it contains a slur or a threat. Please rephrase it. If you or someone you know is struggling, you can talk to someone now: {lines}.";
export const receiptTextHarsh = 'This may land harder than you mean — send anyway or rephrase.';
export const receiptTextHarshAnonymous =
  "This may land harder than you mean. An anonymous receipt can't be sent like this: rephrase it, or send it with your name.";
// Whom a member takes anonymous receipts from: the giver learns only whether they may, never why
export const anonymousNotTaken =
  "This person isn't taking anonymous receipts from you. You can send it with your name.";
export const receiptAlreadyDelivered = "This receipt has been delivered and can't be taken back.";
export const invalidTimeZone = 'Choose a time zone from the list';
export const invalidDeliveryHour = 'Choose an hour between 0 and 23';
// Sending needs a verified address, so throwaway sign-ups can't multiply the per-account limits
export const verifyEmailToSend = 'Verify your email address to give receipts.';

// Recipient control: hide, block, report, moderation
export const onlyRecipientCanDoThis = 'Only the person who received this receipt can do that';
/** What a sender the recipient blocked is told: the same as for any undeliverable receipt. */
export const receiptNotDelivered = "This receipt can't be delivered.";
export const blockNotFound = 'This block was not found';
export const reportReasonRequired = 'Choose why you are reporting this receipt';
export const reportTextRequired = 'Tell us what is wrong with this receipt';
export const reportNotFound = 'This report was not found';
export const reportAlreadyHandled = 'This report was already handled';
export const moderatorsOnly = 'Only moderators can do that';

// Export and account deletion
export const deleteAccountConfirmMismatch = 'Type your username exactly as shown to confirm';
export const formerMember = 'Former member';

// Per-account limits: which limit, its maximum, and when it resets.
export const receiptsPerDayReached =
  "You've sent the most receipts allowed in a day ({max}). You can send more in {wait}.";
export const receiptsToOneRecipientReached =
  "You've sent this person the most receipts allowed in a day ({max}). You can send them more in {wait}.";
export const directoryPagesReached =
  "You've looked through the most pages of members allowed in a minute ({max}). You can look again in {wait}.";
export const anonymousReceiptsFromOneGiverReached =
  "You've sent this person the most anonymous receipts allowed in a day ({max}). You can send them a named receipt now, or an anonymous one in {wait}.";
export const uploadsPerHourReached =
  "You've uploaded the most photos and voice notes allowed in an hour ({max}). You can upload more in {wait}.";
export const feedbackRequestsPerDayReached =
  "You've asked for feedback the most times allowed in a day ({max}). You can ask again in {wait}.";
export const contactsPerDayReached =
  "You've added the most contacts allowed in a day ({max}). You can add more in {wait}.";
export const reportsPerDayReached =
  "You've sent the most reports allowed in a day ({max}). You can report more in {wait}.";
export const searchesPerMinuteReached =
  "You've searched the most times allowed in a minute ({max}). You can search again in {wait}.";
export const usernameChecksReached =
  'Too many username checks from your network ({max} a minute). You can check again in {wait}.';
export const signInMethodReportsReached =
  'Too many sign-in checks ({max} an hour). Settings can check again in {wait}.';
export const contactFormLimitReached =
  'Too many messages from your network ({max} an hour). You can write again in {wait}.';

// Reading the member's sign-in methods from Cognito
export const signInMethodsTokenRefused = 'Your sign-in has expired. Please sign in again.';

// Contact form
export const contactFormNameRequired = 'Please tell us your name';
export const contactFormMessageRequired = 'Please write a message';

// Generic API answers
export const invalidCursor = 'Invalid cursor';
export const invalidId = 'Invalid id';
export const invalidLimit = 'Invalid limit';
export const invalidRequestId = 'Invalid request id';
export const jsonBodyRequired = 'Request body must be JSON, sent with Content-Type: application/json';
export const formBodyRequired =
  'Request body must be a form, sent with Content-Type: application/x-www-form-urlencoded or multipart/form-data';
export const notFound = 'Not found';
export const forbidden = 'You do not have access to this resource';
export const notThroughEdge =
  "This address does not serve the API: call it at the site's own address, under /api";
