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
