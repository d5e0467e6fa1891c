import { limits } from '@contract/limits';
import type { Dashboard } from '@contract/schemas/dashboard';
import {
  type Bucket,
  type DashboardInput,
  dashboardOf,
  noticedWindows,
  type PeriodBucket,
} from '../../domain/dashboard';
import { dayOf, dayStart, monthOf, monthStart, weekOf, weekStart } from '../../domain/dashboard-periods';
import { itemKeyText } from '../../domain/item-key';
import { listCircleMembers } from '../members/inner-circle';
import * as keys from '../platform/keys';
import { keyReaders } from '../platform/keys';
import * as queries from '../platform/queries';
import { batchGet, table } from '../platform/table';
import { profileCountsOf } from '../profiles/counters';
import { latestOf } from '../profiles/stats-pairs';
import { countAnsweredRequests } from '../receipts/loop-counts';

/**
 * The dashboard's reads: a constant number of DynamoDB requests and items whatever the history. In
 * parallel, three bounded Queries (the ~27 weeks since the previous noticed window began, which cover the
 * 12-week chart; 12 months; the circle, at most 5 members) and the requests answered (loop-counts.ts: a
 * Query of the requests, and a batch read of their answers when there are some); then one batch read by key
 * of the totals (with the giving run's weeks), the profile (the counts of reflections and follow-up
 * answers, kept with their writes), the days of the two weeks a noticed window starts in (7 each) and, per
 * circle member, the newest pair entry given and received named (stats-pairs.ts): 6 at most, 7 with answers.
 */
const between = async (userId: string, from: string, to: string, limit: number) =>
  (
    await table.query({
      ...queries.statsBetween(userId, from, to),
      ScanIndexForward: false,
      Limit: limit,
    })
  ).Items ?? [];

const { statsSortKeys } = keys;
const weekKey = (at: Date) => statsSortKeys.week(weekOf(at));
/** Bucket items by the period their sort keys name, for the pure half (domain/dashboard.ts). */
const byPeriod = (period: 'week' | 'month' | 'day', buckets: Bucket[]): PeriodBucket[] =>
  buckets.map((bucket) => ({ name: keyReaders.statsPeriod(bucket.SK, period), bucket }));
/** The keys of the day buckets of the week `at` falls in. */
const daysOfWeek = (userId: string, at: Date) =>
  Array.from({ length: 7 }, (_, d) =>
    keys.stats(userId, statsSortKeys.day(dayOf(dayStart(weekStart(at), d)))),
  );

type Members = Awaited<ReturnType<typeof listCircleMembers>>;
const pairLatestKey = (userId: string, kind: 'gave' | 'named', otherId: string) =>
  keys.statsPairLatest(keys.statsPairPartition(userId, kind, otherId));
/** The keys of the circle's newest pair entries: two per member with an account. */
const circleKeys = (userId: string, members: Members) =>
  members.flatMap((m) =>
    m.userId ? [pairLatestKey(userId, 'gave', m.userId), pairLatestKey(userId, 'named', m.userId)] : [],
  );

/** Each inner-circle member with when the member last gave them a receipt and last got a named one. */
function circleOf(userId: string, members: Members, found: readonly Record<string, unknown>[]) {
  const latest = latestOf(found);
  const at = (kind: 'gave' | 'named', otherId: string | null | undefined) =>
    otherId ? (latest.get(keys.statsPairPartition(userId, kind, otherId)) ?? null) : null;
  return members.map((m) => ({
    contactId: m.id,
    userId: m.userId,
    name: m.name,
    username: m.username,
    lastGivenAt: at('gave', m.userId),
    lastReceivedNamedAt: at('named', m.userId),
  }));
}

/**
 * For each inner-circle member: when the member last gave them a receipt and when they last gave the member
 * a named one (the circle's Query, then one batch read). The weekly digest's nudge.
 */
export async function circleActivityOf(userId: string): Promise<DashboardInput['circle']> {
  const members = await listCircleMembers(userId);
  return circleOf(userId, members, await batchGet(circleKeys(userId, members)));
}

export async function readDashboard(userId: string, now: Date): Promise<Dashboard> {
  const { recentFrom, previousFrom } = noticedWindows(now);
  const chartFrom = weekStart(now, 1 - limits.dashboardWeeks);
  const weeksFrom = new Date(Math.min(previousFrom.getTime(), chartFrom.getTime()));
  const [requestsAnswered, weeks, months, members] = await Promise.all([
    countAnsweredRequests(userId),
    between(
      userId,
      weekKey(weeksFrom),
      weekKey(now),
      2 + Math.ceil((now.getTime() - weeksFrom.getTime()) / (7 * 86_400_000)),
    ),
    between(
      userId,
      statsSortKeys.month(monthOf(monthStart(now, 1 - limits.dashboardMonths))),
      statsSortKeys.month(monthOf(now)),
      limits.dashboardMonths,
    ),
    listCircleMembers(userId),
  ]);
  const [total, profile] = [keys.stats(userId, statsSortKeys.total()), keys.profile(userId)];
  const dayKeys = [...daysOfWeek(userId, recentFrom), ...daysOfWeek(userId, previousFrom)];
  const found = await batchGet([total, profile, ...dayKeys, ...circleKeys(userId, members)]);
  const byKey = new Map(found.map((item) => [itemKeyText(item as { PK: string; SK: string }), item]));
  const days = dayKeys.flatMap((key) => byKey.get(itemKeyText(key)) ?? []) as Bucket[];
  const counts = profileCountsOf(byKey.get(itemKeyText(profile)));
  return dashboardOf({
    now,
    total: byKey.get(itemKeyText(total)),
    weeks: byPeriod('week', weeks),
    months: byPeriod('month', months),
    days: byPeriod('day', days),
    circle: circleOf(userId, members, found),
    reflections: counts.reflections,
    requestsAnswered,
    followUpsAnswered: counts.followUpAnswers,
  });
}
