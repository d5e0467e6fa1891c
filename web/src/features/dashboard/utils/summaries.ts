import { limits } from '@contract/limits';
import type { DayContextCounts } from '@contract/schemas/dashboard';
import { receiptCount } from './figures';

/** The one-sentence summaries above each chart: what a reader would take from looking at it. */

export function flowSummary(
  span: 'weeks' | 'months',
  direction: 'received' | 'given',
  total: number,
  top: { category: string; count: number } | undefined,
) {
  const periods = `${span === 'weeks' ? limits.dashboardWeeks : limits.dashboardMonths} ${span}`;
  const verb = direction === 'received' ? 'received' : 'gave';
  const most = top && total > 0 ? `, most of them in ${top.category} (${top.count})` : '';
  return `In the last ${periods} you ${verb} ${receiptCount(total)}${most}.`;
}

export function noticedSummary(top: { name: string; recent: number; previous: number } | undefined) {
  const days = limits.dashboardNoticedDays;
  return top
    ? `In the last ${days} days people noticed ${top.name} most (${top.recent}, against ${top.previous} in the ${days} days before).`
    : `No intents or tags came in the last ${days} days or the ${days} days before.`;
}

export function dayContextsSummary(received: DayContextCounts, given: DayContextCounts) {
  const counts = (c: DayContextCounts) => [c['Good Day'], c['Mixed Day'], c['Hard Day']];
  const [rg, rm, rh] = counts(received);
  const [gg, gm, gh] = counts(given);
  return `You received ${rg} on good days, ${rm} on mixed days and ${rh} on hard days; you gave ${gg}, ${gm} and ${gh}.`;
}
