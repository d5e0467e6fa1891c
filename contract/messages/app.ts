// The rest of the app's, the API's and the e-mails' messages.
// Usernames (§8)

// Contacts (§8)
export const contactExists = 'This contact already exists in your address book';
export const contactInCircle = 'Contact already in inner circle';
export const circleLimit = 'Inner circle limit reached (max 5)';
export const circleNotFound = 'Inner circle not found';
export const addressBookNotFound = 'Address book not found';
export const failedToAddContact = 'Failed to add contact';
export const contactNameRequired = 'Full name is required';

// Receipts (§8)
export const noReceiptsFound = 'No Receipts found';
export const receiptNotFound = 'Receipt not found';
export const receiptEditedOnce = 'Receipt can only be edited once';
export const thanksChangedOnce = 'A thank-you can only be changed once';
export const reflectionTooLong = 'Keep a reflection to 500 characters or fewer';
export const reflectionEmpty = 'Write what you will try next';
export const reflectionNotSaved = "Your reflection wasn't saved. Please try again.";
export const reflectionNotRemoved = "Your reflection wasn't removed. Please try again.";
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
export const feedbackRequestNotCreated = "Your request wasn't made. Please try again.";
export const failedToLoadFeedbackRequests = "We couldn't load your requests. Please try again.";
export const failedToLoadContacts = "We couldn't load your contacts. Please try again.";
/** Who an anonymous answer to a feedback request is from, for the asker. */
export const feedbackAnswerAnonymous = 'Someone';
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
export const followUpChangeYes = 'Yes';
export const followUpChangeSomewhat = 'Somewhat';
export const followUpChangeNo = 'No';
export const followUpsTitle = 'Follow-ups';
export const followUpsIntro =
  'People you gave receipts to ask whether they have changed since. Answer or decline.';
export const followUpsLoadFailed = "Your follow-ups couldn't be loaded. Please try again.";
export const followUpFrom = '{name} asks about {goal}';
export const followUpReminded = 'Reminder: still waiting for your answer';
export const followUpAnswerLabel = 'Your answer';
export const followUpChangeLegend = 'Have you noticed a change?';
export const followUpSend = 'Send answer';
export const followUpDecline = 'Decline';
export const followUpSent = 'You answered this follow-up. Thank you.';
/** Before a giver's own answer on a follow-up they answered ("Your answer: Somewhat"). */
export const followUpYourAnswer = 'Your answer: {change}';
export const followUpDeclined = 'You declined this follow-up.';
export const followUpAnswerFailed = "Your answer wasn't sent. Please try again.";
export const followUpAskButton = 'Ask "Did I change?"';
export const followUpAsked = 'Your follow-up was sent to the people who gave you receipts on this goal.';
export const followUpAskAgainOn = 'You can ask again on {date}.';
export const followUpAskFailed = "Your follow-up wasn't sent. Please try again.";
export const followUpBeforeTitle = 'Before: what receipts said';
export const followUpAfterTitle = 'After: follow-up answers';
export const followUpNoAnswers = 'Nobody has answered this follow-up yet.';
export const followUpAskedOn = 'Follow-up asked {date}';
export const thanksLineRefused =
  "This line can't be sent: it contains a slur or a threat. Please rephrase it.";
export const thanksLineTooLong = 'Keep the line to 140 characters or fewer';
export const thanksNotSent = "Your thank-you wasn't sent. Please try again.";
export const selectRecipient = 'Please select a recipient';
export const failedToUploadVoice = 'Failed to upload voice recording';
export const failedToSaveReceipt = 'Failed to save receipt';
export const failedToUpdateReceipt = 'Failed to update receipt';
export const receiptTextEmpty = 'Receipt text cannot be empty';
export const receiptTextTooLong = 'Receipt text must be at most 500 characters';
export const cannotReceiptYourself = 'You cannot give a receipt to yourself';
export const receiptEmpty = 'Add some text, at least one tag or a voice note before sending.';
export const receiptTimeRanOut = 'Time ran out before anything was added, so nothing was sent.';
export const receiptRequestReused =
  'An earlier try already sent a different version of this receipt. Send again to send this one as a new receipt.';
/** The give flow's list of people failed to load (§8, §9). */
export const failedToLoadUsers = 'Failed to load users';
/** The give flow's username search failed (the spec's other wording for a failed user load, §9). */
export const errorLoadingUsers = 'Error loading users';
/** The hub's whole list ("All") failed to load: shown inside errorLoadingReceipts (§8). */
export const failedToFetchAllReceipts = 'Failed to fetch all Receipts';
export const unexpectedError = 'An unexpected error occurred';
/** A dependency (DynamoDB, S3, Cognito, SES) failed or did not answer in time: 503 with Retry-After. */
export const serviceUnavailable = 'Receipts is briefly unavailable. Please try again.';
/** The give flow keeps the receipt in progress in the browser until the server confirms it. */
export const draftRestored = 'Draft restored';
export const waitingForConnection = "Waiting for a connection — it will be sent when you're back online";
export const notSpecified = 'Not specified';
export const dateNotAvailable = 'Date not available';
export const errorLoadingReceipts = 'Error loading Receipts: {message}';
export const apiDocumentUnavailable = "We couldn't load the API description. Please try again.";

// Profile and media (§8)
export const failedToUpdateVerification = 'Failed to update verification status';
export const failedToUploadProfilePhoto = 'Failed to upload profile photo';
export const failedToUpdateSocialLinks = 'Failed to update social links';
export const failedToUploadPhoto = 'Failed to upload photo. Please try again.';
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
export const errorLoadingProfile = 'Error loading profile';
export const userIdNotProvided = 'User ID not provided';
export const profileLoadFailed = "We couldn't load this profile.";
export const shortBioTooLong = 'Short bio must be at most 50 characters';
export const invalidUrl = 'Please enter a valid URL';
export const socialLinkElsewhere = 'Please enter a link to your {provider} profile';
export const phoneCharacters = 'Phone number can only contain digits, spaces and + ( ) - .';
export const tooLong = 'Must be at most {max} characters';
export const failedToSaveProfile = 'Failed to save. Please try again.';
export const failedToSaveGoalTags = 'Failed to save goal tags. Please try again.';
export const goalNotOffered = "That goal is not one of the recipient's public goals. Choose another or none.";
export const goalLinkLegend = 'Link to one of their goals (optional)';
export const goalsIntro =
  'Givers can link a Receipt to one of your goals. Each goal shows what came in, month by month.';
export const goalsNotPublic =
  'Your goals are private, so givers cannot link Receipts to them. Share them in Settings.';
export const goalsEmpty = 'You have not chosen any goals yet. Pick a few below.';
export const goalNoLinkedReceipts = 'No Receipts linked to this goal yet.';
/** A goal with nothing linked: one line and this, not a year of empty months. */
export const goalAskAbout = 'Ask someone about {goal}';
export const askAboutGoalMessage = "I'm working on {goal}. Would you leave me a Receipt about it?";
export const goalLatestHeading = 'Latest linked Receipts';
export const goalMonthsSummary = '{count} linked in the last 12 months, {total} in all.';
export const editGoals = 'Edit goals';
export const saveGoals = 'Save goals';
export const goalsSaved = 'Goals saved';
export const failedToLoadGoals = 'Failed to load your goals. Please try again.';
export const failedToLoadJournal = "We couldn't load your journal. Please try again.";
export const sharingSettingNotSaved = 'Sharing setting not saved';

// Users (§7)
export const searchTermRequired = 'Search term is required';

// Sharing: profile link, QR code, scan to give
export const linkCopied = 'Link copied';
export const copyFailed = "Couldn't copy the link. Select it and copy it yourself.";
export const signInToSeeProfile = 'Sign in to see this profile';
export const signInToSeeProfileHint = 'This profile is only visible to members of Receipts.';
// The signed-out profile and give pages: one line on what the visitor is asked to leave.
export const whatIsAReceipt =
  'A Receipt is a short note about who someone really is, from a person who has seen it.';
export const leaveReceiptFor = 'Leave {name} a Receipt';
// The embedded wall (an iframe on a member's own site) and the dialog that writes its code.
export const embedWallTitle = 'What people say about {name}';
export const embedWallClosed = "{name}'s Receipts aren't public.";
export const embedWallNone = 'No public Receipts yet.';
export const embedWallPoweredBy = 'Receipts';
export const embedWallButton = 'Embed on your site';
export const embedWallHint =
  'Paste this code into your site to show your public Receipts. It shows only what anyone with your link may see.';
export const embedWallNeedsOpenLink =
  'Your wall shows on other sites only while your profile is open to everyone with the link.';
export const embedWallCodeCopied = 'Code copied';
// Link previews of /u/{username}: a closed profile and an unknown username read the same.
export const profilePreviewTitle = 'A profile on Receipts';
export const profilePreviewDescription = 'Sign in to see this profile on Receipts.';
export const openProfilePreviewTitle = '{name} (@{username}) · Receipts';
export const openProfilePreviewDescription = 'See the Receipts {name} has received, and leave one.';
export const previewCardReceived = '{count} Receipts received';
export const notAReceiptsProfile = "This QR code isn't a Receipts profile.";
export const cameraDenied =
  'Camera access was refused. Allow the camera for this site, or upload a photo of a QR code.';
export const cameraMissing = 'No camera is available on this device. Upload a photo of a QR code instead.';
export const noQrInPhoto = 'No QR code found in this photo. Try a sharper, closer photo.';
export const noMemberWithUsername = 'No one on Receipts has the username @{username}.';
export const askForReceiptMessage = "I'd value your honest feedback. Would you leave me a Receipt?";

// Microphone (§8)
export const microphoneDenied = 'Unable to access microphone. Please check permissions.';

// Notifications: an e-mail for each receipt received (on by default)
export const receiptEmailSubject = 'You received a receipt';
// Receipts that arrive within an hour of the last e-mail are gathered into one
export const gatheredReceiptsEmailSubject = '{count} new receipts';
// A feedback request sent to a chosen contact (under the same switch as receipt e-mails)
export const feedbackRequestEmailSubject = '{name} asked you for a receipt';
// A "Did I change?" follow-up to a giver, and its reminder a week later (the same switch)
export const followUpEmailSubject = '{name} asked whether you have seen a change';
export const followUpReminderEmailSubject = 'Reminder: {name} would like your follow-up';
export const unsubscribeLinkInvalid = 'This unsubscribe link is not valid.';
export const unsubscribed = 'You will no longer get e-mails about new receipts.';
export const emailNotificationsLabel = 'E-mail me when I receive a receipt';
// Mail only to verified owners: an unverified address gets nothing
export const verifyEmailToGetMail = 'Verify your e-mail address to get e-mails from Receipts.';
// The harshness check: a word and phrase list (functions/domain/harshness.ts), never more than that
export const receiptTextRefused =
  "This receipt can't be sent: it contains a slur or a threat. Please rephrase it.";
export const receiptTextHarsh = 'This may land harder than you mean — send anyway or rephrase.';
export const receiptTextHarshAnonymous =
  "This may land harder than you mean. An anonymous receipt can't be sent like this: rephrase it, or send it with your name.";
// Held for review: receipts sent past the harshness prompt wait for the recipient, if they ask for that
export const holdFlaggedLabel = 'Hold flagged receipts for review';
export const holdFlaggedDescription =
  'A receipt whose words are on our list of harsh words, sent anyway, waits here instead of arriving in your hub.';
export const heldForReviewEmpty = 'Nothing is waiting for your review.';
export const heldReceiptAccepted = 'Moved to your hub.';
/** On a receipt sent past the harshness prompt, so its recipient knows it was. */
export const flaggedMark = 'Sent past the harsh-words check';
// Whom a member takes anonymous receipts from: the giver learns only whether they may, never why
export const anonymousNotTaken =
  "This person isn't taking anonymous receipts from you. You can send it with your name.";
// Anonymous receipts are held for the recipient's daily delivery, so their arrival says nothing of when
export const heldUntilDelivery =
  'Anonymous receipts arrive with your daily delivery, never the moment they are sent.';
export const receiptAlreadyDelivered = "This receipt has been delivered and can't be taken back.";
export const receiptTakenBack = 'Taken back. It will not be delivered.';
export const invalidTimeZone = 'Choose a time zone from the list';
export const invalidDeliveryHour = 'Choose an hour between 0 and 23';
// Sending needs a verified address, so throwaway sign-ups can't multiply the per-account limits
export const verifyEmailToSend = 'Verify your e-mail address to give receipts.';
export const unsubscribeConfirm =
  'Stop e-mails about new receipts? Nothing changes until you press Unsubscribe.';

// Recipient control: hide, block, report, moderation
export const onlyRecipientCanDoThis = 'Only the person who received this receipt can do that';
export const hiddenFromProfile = 'Hidden from your profile';
export const hideFromProfile = 'Hide from my profile';
export const showOnProfileAgain = 'Show again';
export const receiptHidden = 'Hidden from your public profile. Only you can see it.';
export const receiptShownAgain = 'Shown on your public profile again.';
/** What a sender the recipient blocked is told: the same as for any undeliverable receipt. */
export const receiptNotDelivered = "This receipt can't be delivered.";
export const blockSender = 'Block sender';
export const blockSenderConfirm =
  "They won't be able to give you receipts or find you in search, and their receipts leave your hub and profile. They aren't told.";
export const blockAnonymousConfirm =
  "Whoever sent this won't be able to give you receipts or find you in search. Their anonymous receipts leave your hub and profile. You still won't see who it was, and they aren't told.";
export const senderBlocked = 'Sender blocked';
export const blockNotFound = 'This block was not found';
export const anonymousSenderBlocked = 'Anonymous sender, blocked on {date}';
export const namedSenderBlocked = '{name}, blocked on {date}';
export const noBlockedPeople = "You haven't blocked anyone.";
export const unblocked = 'Unblocked';
export const failedToBlock = "Couldn't block this sender. Please try again.";
export const failedToChangeVisibility = "Couldn't change who sees this receipt. Please try again.";
export const reportReceipt = 'Report';
export const reportReasonLegend = 'Why are you reporting this receipt?';
export const reportTextLabel = 'What is wrong with it? (needed for "Something else")';
export const reportConfirm =
  'It leaves your hub and profile now, and a moderator will look at it. The sender is not told who reported it.';
export const receiptReported = 'Reported. It is no longer in your hub.';
export const failedToReport = "Couldn't report this receipt. Please try again.";
export const reportReasonRequired = 'Choose why you are reporting this receipt';
export const reportTextRequired = 'Tell us what is wrong with this receipt';
export const reportNotFound = 'This report was not found';
export const reportAlreadyHandled = 'This report was already handled';
export const moderatorsOnly = 'Only moderators can do that';
export const moderatorsOnlyHint =
  'The moderation page is for members of the moderators group. If you were just made a moderator, sign out and sign in again.';
export const noOpenReports = 'No open reports';
export const noOpenReportsHint = 'Receipts people report from their hub show up here for you to review.';
export const errorLoadingReports = "Couldn't load the reports: {message}";
export const dismissReport = 'Dismiss';
export const removeReportedReceipt = 'Remove receipt';
export const removeReportedReceiptTitle = 'Remove this receipt for good?';
export const removeReportedReceiptConfirm =
  'It is deleted for the sender and the recipient, with its voice note, and leaves their counts. This cannot be undone.';
export const reportDismissed = "Report dismissed. The receipt stays out of the reporter's hub.";
export const reportedReceiptRemoved = 'Receipt removed for both people.';
export const failedToHandleReport = "Couldn't update this report. Please try again.";

// Export and account deletion
export const downloadMyData = 'Download my data';
export const downloadMyDataDescription =
  'A JSON file with your profile, settings, goals, contacts, inner circle and every receipt, and a CSV of your receipts. Voice-note links in them work for 5 minutes.';
export const preparingDownload = 'Preparing your data… {count} receipts so far';
export const dataDownloaded = 'Your data was downloaded.';
export const deleteAccount = 'Delete account';
export const deleteAccountDescription =
  'Deletes your profile, contacts, inner circle, settings, photo and the receipts you received. Receipts you gave stay with their recipients, shown as from "Former member". This cannot be undone.';
export const deleteAccountConfirmLabel = 'Type your username, {username}, to confirm';
export const deleteAccountConfirmMismatch = 'Type your username exactly as shown to confirm';
export const accountDeleted = 'Your account was deleted.';
export const formerMember = 'Former member';

// Weekly digest (opt-in)
export const digestLabel = 'E-mail me a weekly digest';
export const digestDescription =
  "Off by default. Once a week: the receipts you received by category, one of them highlighted, and who in your inner circle you haven't given a receipt to lately.";
export const digestOfferTitle = 'Get a weekly digest?';
export const digestOfferText =
  'Once a week we can e-mail you what people noticed in you: your receipts by category, one highlighted, and a nudge to give back. You can turn it off any time in Settings.';
export const digestOfferAccept = 'Send me the weekly digest';
export const digestOfferDecline = 'No thanks';
export const digestOfferAccepted = 'Weekly digest on. Change it any time in Settings.';
export const digestEmailSubject = 'Your week on Receipts';
export const digestUnsubscribed = 'You will no longer get the weekly digest.';
export const digestUnsubscribeConfirm =
  'Stop the weekly digest? Nothing changes until you press Unsubscribe.';

// Dashboard: the member's growth figures
export const errorLoadingDashboard = "Couldn't load your dashboard: {message}";
export const dashboardEmpty = 'No receipts yet. Your figures start with your first one, given or received.';

// Per-account limits: which limit, its maximum, and when it resets.
export const receiptsPerDayReached =
  "You've sent the most receipts allowed in a day ({max}). You can send more in {wait}.";
export const receiptsToOneRecipientReached =
  "You've sent this person the most receipts allowed in a day ({max}). You can send them more in {wait}.";
export const directoryPagesReached =
  "You've looked through the most pages of members allowed in a minute ({max}). You can look again in {wait}.";
export const anonymousReceiptsToOneMemberReached =
  'This person has received the most anonymous receipts allowed in a day ({max}). You can send them a named receipt now, or an anonymous one in {wait}.';
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
export const contactFormLimitReached =
  'Too many messages from your network ({max} an hour). You can write again in {wait}.';

// Contact form
export const contactFormNameRequired = 'Please tell us your name';
export const contactFormMessageRequired = 'Please write a message';
export const contactFormSent =
  'Thanks, your message is on its way to the team. We read every message and reply to the e-mail address you gave.';
export const contactFormFailed = 'Your message could not be sent. Please try again.';

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
