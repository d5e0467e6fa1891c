import { format } from '@contract/format';
import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import type { DashboardNoticed, DayContextCounts } from '@contract/schemas/dashboard';
import { receiptCount, receiptsInWords } from './figures';

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

type Trend = { name: string; recent: number; previous: number };

/** "Empathy (2) and Active Listening": the names with a figure, most first, the count beside those over 1. */
function namedTrends(trends: readonly Trend[], period: 'recent' | 'previous') {
  return listed(
    trends
      .filter((t) => t[period] > 0)
      .sort((a, b) => b[period] - a[period])
      .map((t) => (t[period] > 1 ? `${t.name} (${t[period]})` : t.name)),
  );
}

/**
 * What people noticed, in sentences, while too few receipts came for bars: how many came lately and for
 * which intents, the tags they carried, and what came in the window before.
 */
export function noticedSentences(noticed: DashboardNoticed) {
  const days = limits.dashboardNoticedDays;
  const received = noticed.intents.reduce((sum, t) => sum + t.recent, 0);
  const intents = namedTrends(noticed.intents, 'recent');
  const tags = namedTrends(noticed.tags, 'recent');
  const before = namedTrends(noticed.intents, 'previous');
  if (!received && !tags && !before) return [noticedSummary(undefined)];
  const words = receiptsInWords(received);
  const receipts = words.charAt(0).toUpperCase() + words.slice(1);
  return [
    received || !tags
      ? format(intents ? messages.noticedFewRecent : messages.noticedFewRecentNoIntent, {
          receipts,
          days,
          intents,
        })
      : null,
    tags ? format(messages.noticedFewTags, { tags }) : null,
    before ? format(messages.noticedFewBefore, { days, intents: before }) : null,
  ].filter((sentence): sentence is string => sentence !== null);
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
