// Helpful marks: the recipient's private marks on a received receipt, and the giver's totals of them.

export const helpfulMarksLegend = 'Was it helpful?';
/** Under the marks: who sees them. `{giver}` is the giver's name, or "Whoever sent it". */
export const helpfulMarksPrivacy =
  'Only you see your marks. {giver} sees only totals of marks from at least {people} people, never yours alone.';
export const helpfulMarksAnonymousGiver = 'Whoever sent it';
/** Marking needs a verified address, so throwaway accounts can't make up the people a round counts. */
export const verifyEmailToMark = 'Verify your email address to mark receipts.';
export const helpfulMarksNotSaved = "Your marks weren't saved. Please try again.";
export const helpfulTotalsTitle = 'How your receipts helped';
/** Before a first round was counted. */
export const helpfulTotalsWaiting =
  'People you give receipts to can mark them specific, actionable or kind. Your totals appear here once {people} different people have marked yours, so no mark can be traced to anyone.';
export const helpfulTotalsAcross = 'Across your last {receipts} marked receipts:';
export const helpfulTotalsTip = 'Tip:';
export const helpfulTotalsRounds =
  'Totals change only after {people} more people have marked your receipts, never one mark at a time.';
export const helpfulTotalsNotLoaded = "We couldn't load your totals.";
