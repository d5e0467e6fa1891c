// Growth with little data: what the dashboard says instead of a chart while a figure counts fewer receipts
// than `limits.dashboardChartsFrom`.

/** "One receipt came your way in the last 90 days, for Active Listening." */
export const noticedFewRecent = '{receipts} came your way in the last {days} days, for {intents}.';
/** Said when none of the window's receipts had an intent. */
export const noticedFewRecentNoIntent = '{receipts} came your way in the last {days} days.';
export const noticedFewTags = 'People tagged {tags}.';
export const noticedFewBefore = 'In the {days} days before: {intents}.';
/** Under a figure drawn as a sentence: when it becomes a chart. */
export const dashboardChartLater = 'A chart appears here from {count} receipts.';

// A goal's "Did I change?" result on the member's wall: one line, when they switch it on for that goal.

/** "4 of 5 people who gave feedback on Public Speaking noticed a change" */
export const goalChangeLine = '{noticed} of {answered} people who gave feedback on {goal} noticed a change';
export const goalChangesHeading = 'Growth';
export const goalOnWallSwitch = 'Show on my wall';
export const goalOnWallHint =
  'Once {step} people have answered, your wall says how many of them noticed a change, and again each time {step} more have. Never what anyone wrote, or who.';
export const goalOnWallFailed = "Your wall wasn't changed. Please try again.";
