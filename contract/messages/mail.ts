/** What Receipts says outside the site: e-mail subjects, and the titles and text of link previews. */

// Link previews of /u/{username}: a closed profile and an unknown username read the same.
export const profilePreviewTitle = 'A profile on Receipts';
export const profilePreviewDescription = 'Sign in to see this profile on Receipts.';
export const openProfilePreviewTitle = '{name} (@{username}) · Receipts';
export const openProfilePreviewDescription = 'See the Receipts {name} has received, and leave one.';
export const previewCardReceived = '{count} Receipts received';

// Notifications: an e-mail for each receipt received (on by default)
export const receiptEmailSubject = 'You received a receipt';
// The receipt card in that e-mail, where the card's quote would be: the words stay in the app
export const receiptEmailCardNote = 'What they wrote is waiting in your Receipts Hub.';
// Receipts that arrive within an hour of the last e-mail are gathered into one
export const gatheredReceiptsEmailSubject = '{count} new receipts';
// A feedback request sent to a chosen contact (under the same switch as receipt e-mails)
export const feedbackRequestEmailSubject = '{name} asked you for a receipt';
// Its reminder, three days on or when the asker resends it (the same switch)
export const feedbackRequestReminderEmailSubject = 'Reminder: {name} would like your receipt';
// A "Did I change?" follow-up to a giver, and its reminder a week later (the same switch)
export const followUpEmailSubject = '{name} asked whether you have seen a change';
export const followUpReminderEmailSubject = 'Reminder: {name} would like your follow-up';

// To the old address when a member's sign-in e-mail changes (whatever their e-mail setting)
export const signInEmailChangedSubject = 'Your Receipts sign-in email was changed';
export const signInEmailChangedLead =
  'The email you sign in to Receipts with is now {address}. Receipts writes to that address from now on.';
export const signInEmailChangedIfYou = 'If you made this change, there is nothing more to do.';
export const signInEmailChangedIfNot =
  "If you didn't, someone else may have your account: write to us at once";

// To the member when a passkey or two-step sign-in changes (whatever their e-mail setting)
export const signInChangedSubject = 'Your Receipts sign-in was changed';
export const signInChangedLead = 'How you sign in to Receipts changed:';
export const signInChangedPasskeyAdded = 'A passkey was added.';
export const signInChangedPasskeyRemoved = 'A passkey was removed.';
export const signInChangedTwoStepOn = 'Two-step sign-in was turned on.';
export const signInChangedTwoStepOff = 'Two-step sign-in was turned off.';

// Weekly digest (opt-in)
export const digestEmailSubject = 'Your week on Receipts';
