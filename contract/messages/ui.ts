/** What the site itself says: labels, hints, confirmations and the errors of its own pages (SPEC §8 and §9). */

// Contacts (§8)
export const failedToAddContact = 'Failed to add contact';

// Receipts (§8)
export const noReceiptsFound = 'No Receipts found';
export const reflectionNotSaved = "Your reflection wasn't saved. Please try again.";
export const reflectionNotRemoved = "Your reflection wasn't removed. Please try again.";
export const feedbackRequestNotCreated = "Your request wasn't made. Please try again.";
export const feedbackReminderNotSent = "Your reminder wasn't sent. Please try again.";
/** A request's reminder, on the asker's card: once, to those they asked who have not answered. */
export const feedbackResendButton = "Remind those who haven't answered";
export const feedbackResendSending = 'Sending reminder…';
export const feedbackResentOn = 'Reminder sent {date}';
/** On a request in "Asked of you" once its asker's reminder reached the member. */
export const feedbackRemindedOn = 'Still waiting for your answer · reminded {date}';
/** Settings, under whom the member takes anonymous receipts from. */
export const addressBookAnonymityNote =
  'From your address book takes at least {min} members in it: with fewer, no one can send you a receipt anonymously.';
/** Under the contacts a request goes to: below this many, an anonymous answer is not tied to the request. */
export const anonymitySetHint =
  'Ask at least {min} people to keep answers anonymous: asked of fewer, an anonymous answer arrives as an ordinary anonymous receipt, not as an answer to this request.';
export const failedToLoadFeedbackRequests = "We couldn't load your requests. Please try again.";
export const failedToLoadContacts = "We couldn't load your contacts. Please try again.";
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
export const thanksNotSent = "Your thank-you wasn't sent. Please try again.";
export const failedToUpdateReceipt = 'Failed to update receipt';
export const receiptTimeRanOut = 'Time ran out before anything was added, so nothing was sent.';
/** The give form's countdown, as a screen reader hears it. */
export const timerSecondsLeft = '{seconds} seconds left';
export const timerOneSecondLeft = '1 second left';
export const timerMinutesLeft = '{minutes} minutes left';
export const timerOneMinuteLeft = '1 minute left';
/** The give flow's list of people failed to load (§8, §9). */
export const failedToLoadUsers = 'Failed to load users';
/** The give flow's username search failed (the spec's other wording for a failed user load, §9). */
export const errorLoadingUsers = 'Error loading users';
/** The hub's whole list ("All") failed to load: shown inside errorLoadingReceipts (§8). */
export const failedToFetchAllReceipts = 'Failed to fetch all Receipts';
/** The give flow keeps the receipt in progress in the browser until the server confirms it. */
export const draftRestored = 'Draft restored';
export const waitingForConnection = "Waiting for a connection — it will be sent when you're back online";
export const notSpecified = 'Not specified';
export const dateNotAvailable = 'Date not available';
export const apiDocumentUnavailable = "We couldn't load the API description. Please try again.";

// Profile and media (§8)
export const failedToUploadPhoto = 'Failed to upload photo. Please try again.';
export const errorLoadingProfile = 'Error loading profile';
export const userIdNotProvided = 'User ID not provided';
export const profileLoadFailed = "We couldn't load this profile.";
export const failedToSaveProfile = 'Failed to save. Please try again.';
export const failedToSaveGoalTags = 'Failed to save goal tags. Please try again.';
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

// Sharing: profile link, QR code, scan to give
export const linkCopied = 'Link copied';
export const copyFailed = "Couldn't copy the link. Select it and copy it yourself.";
export const signInToSeeProfile = 'Sign in to see this profile';
export const signInToSeeProfileHint = 'This profile is only visible to members of Receipts.';
// The signed-out profile and give pages: one line on what the visitor is asked to leave.
export const whatIsAReceipt =
  'A Receipt is a short note about who someone really is, from a person who has seen it.';
export const leaveReceiptFor = 'Leave {name} a Receipt';
// The arrival block: what a signed-out visitor of a member's link sees first (the request link's one action).
export const answerRequestOf = "Answer {name}'s Request";
export const giveReceiptTo = 'Give {name} a Receipt';
// One sample Receipt: the landing page's hero and the arrival block show the same card.
export const sampleReceiptLabel = 'A sample Receipt';
export const sampleReceiptGiver = 'From Maya, a coworker';
export const sampleReceiptKnows = 'Work · Hard Day';
export const sampleReceiptQuote =
  '“You kept the meeting calm when everyone else got defensive, and you made sure the quiet people were heard.”';
// Its tags, one chip each, parted by commas.
export const sampleReceiptTags = 'De-escalated Tension, Remained Grounded, Active Listening';
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
export const unsubscribed = 'You will no longer get emails about new receipts.';
export const emailNotificationsLabel = 'Email me when I receive a receipt';
// Mail only to verified owners: an unverified address gets nothing
export const verifyEmailToGetMail = 'Verify your email address to get emails from Receipts.';
// Held for review: receipts sent past the harshness prompt wait for the recipient, if they ask for that
export const holdFlaggedLabel = 'Hold flagged receipts for review';
export const holdFlaggedDescription =
  'A receipt whose words are on our list of harsh words, sent anyway, waits here instead of arriving in your hub.';
export const heldForReviewEmpty = 'Nothing is waiting for your review.';
export const heldReceiptAccepted = 'Moved to your hub.';
/** On a receipt sent past the harshness prompt, so its recipient knows it was. */
export const flaggedMark = 'Sent past the harsh-words check';
// Anonymous receipts are held for the recipient's daily delivery, so their arrival says nothing of when
export const heldUntilDelivery =
  'Anonymous receipts arrive with your daily delivery, never the moment they are sent.';
/** Settings, under the delivery time: a change waits, so that it tells nothing of when a receipt was sent. */
export const deliveryChangeWaits =
  'A new time applies to anonymous receipts sent {days} days after you change it, so changing it tells you nothing about when one was sent.';
export const deliveryChangePending =
  'Anonymous receipts sent before {date} still arrive at {time} ({zone}); from then on, at the time above.';
/**
 * What the giver is told of a held anonymous receipt's delivery: a day, never the recipient's hour (it would
 * tell the giver the recipient's time zone and chosen hour).
 */
export const deliversWithinADay = 'Delivers within a day';
export const heldReceiptSent =
  '{when} to {name}. Anonymous receipts arrive with their daily delivery, so the moment you sent it stays yours; you can take it back from your hub until then.';
export const receiptTakenBack = 'Taken back. It will not be delivered.';
export const unsubscribeConfirm =
  'Stop emails about new receipts? Nothing changes until you press Unsubscribe.';

// Recipient control: hide, block, report, moderation
export const hiddenFromProfile = 'Hidden from your profile';
/** The hub card's unread dot, as a screen reader hears it. */
export const unreadMark = 'New';
export const hideFromProfile = 'Hide from my profile';
export const showOnProfileAgain = 'Show again';
export const receiptHidden = 'Hidden from your public profile. Only you can see it.';
export const receiptShownAgain = 'Shown on your public profile again.';
export const blockSender = 'Block sender';
export const blockSenderConfirm =
  "They won't be able to give you receipts or find you in search, and their receipts leave your hub and profile. They aren't told.";
export const blockAnonymousConfirm =
  "Whoever sent this won't be able to give you receipts or find you in search. Their anonymous receipts leave your hub and profile. You still won't see who it was, and they aren't told.";
export const senderBlocked = 'Sender blocked';
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
export const accountDeleted = 'Your account was deleted.';

// Weekly digest (opt-in)
export const digestLabel = 'Email me a weekly digest';
export const digestDescription =
  "Off by default. Once a week: the receipts you received by category, one of them highlighted, and who in your inner circle you haven't given a receipt to lately.";
export const digestOfferTitle = 'Get a weekly digest?';
export const digestOfferText =
  'Once a week we can email you what people noticed in you: your receipts by category, one highlighted, and a nudge to give back. You can turn it off any time in Settings.';
export const digestOfferAccept = 'Send me the weekly digest';
export const digestOfferDecline = 'No thanks';
export const digestOfferAccepted = 'Weekly digest on. Change it any time in Settings.';
export const digestUnsubscribed = 'You will no longer get the weekly digest.';
export const digestUnsubscribeConfirm =
  'Stop the weekly digest? Nothing changes until you press Unsubscribe.';

// Dashboard: the member's growth figures
export const errorLoadingDashboard = "Couldn't load your dashboard: {message}";
export const dashboardEmpty = 'No receipts yet. Your figures start with your first one, given or received.';

// Contact form
export const contactFormSent =
  'Thanks, your message is on its way to the team. We read every message and reply to the email address you gave.';
export const contactFormFailed = 'Your message could not be sent. Please try again.';
