import { limits } from '@contract/limits';
import type { DayContextCounts } from '@contract/schemas/dashboard';
import { receiptCount } from './figures';

/** The one-sentence summaries above each chart: what a reader would take from looking at it. */

/** "Work", "Work and Play", "Work, Health and Play". */
const listed = (names: string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/**
 * Which category the period's receipts were in: the one with the most, only when no other has as many (a tie
 * names them all), and never "most" of a single receipt.
 */
export function flowSummary(
  span: 'weeks' | 'months',
  direction: 'received' | 'given',
  byCategory: readonly { category: string; count: number }[],
) {
  const periods = `${span === 'weeks' ? limits.dashboardWeeks : limits.dashboardMonths} ${span}`;
  const verb = direction === 'received' ? 'received' : 'gave';
  const total = byCategory.reduce((sum, c) => sum + c.count, 0);
  const most = Math.max(0, ...byCategory.map((c) => c.count));
  const tops = byCategory.filter((c) => c.count === most).map((c) => c.category);
  const where =
    total === 0
      ? ''
      : total === 1
        ? `, in ${tops[0]}`
        : tops.length === 1
          ? `, the most in ${tops[0]} (${most})`
          : `: ${listed(tops)}, ${most} each`;
  return `In the last ${periods} you ${verb} ${receiptCount(total)}${where}.`;
}

export function noticedSummary(top: { name: string; recent: number; previous: number } | undefined) {
  const days = limits.dashboardNoticedDays;
  return top
    ? `In the last ${days} days people noticed ${top.name} most (${top.recent}, against ${top.previous} in the ${days} days before).`
    : `No intents or tags came in the last ${days} days or the ${days} days before.`;
}

const dayNames = { 'Good Day': 'good', 'Mixed Day': 'mixed', 'Hard Day': 'hard' } as const;

/** "2 on good days and 1 on a hard day": only the kinds of day with receipts; empty when none has any. */
function onDays(counts: DayContextCounts) {
  return listed(
    (Object.keys(dayNames) as (keyof typeof dayNames)[])
      .filter((day) => counts[day] > 0)
      .map(
        (day) =>
          `${counts[day]} on ${counts[day] === 1 ? `a ${dayNames[day]} day` : `${dayNames[day]} days`}`,
      ),
  );
}

/** Written for 0, 1 and many: kinds of day with nothing are left out rather than listed as zeros. */
export function dayContextsSummary(received: DayContextCounts, given: DayContextCounts) {
  const [got, gave] = [onDays(received), onDays(given)];
  if (!got && !gave) return 'No receipt you gave or received says what kind of day it was yet.';
  const receivedPart = got ? `You received ${got}` : 'None you received says what kind of day it was';
  const givenPart = gave ? `you gave ${gave}` : 'none you gave says it';
  return `${receivedPart}; ${givenPart}.`;
}
