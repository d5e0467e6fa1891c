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
import { listCircleMembers } from '../members/inner-circle';
import * as keys from '../platform/keys';
import { keyReaders } from '../platform/keys';
import * as queries from '../platform/queries';
import { table } from '../platform/table';
import { reflectionCount } from '../profiles/counters';
import { countAnsweredRequests, countFollowUpAnswers } from '../receipts/loop-counts';

/**
 * The dashboard's reads: a constant number of DynamoDB requests and items whatever the history. One GetItem
 * (totals, with the giving run's weeks), four bounded Queries (the ~27 weeks since the previous noticed
 * window began, which cover the 12-week chart; 12 months; the days of the two weeks a noticed window starts
 * in, at most 7 each), the circle (one Query, at most 5 members), the reflections' count (one GetItem of the
 * profile's counter, whatever the member wrote) and, per member, two Queries of one item each (the newest
 * pair entry given, and received named): at most 17, with the loop counts' reads (loop-counts.ts) beside.
 */
const between = async (userId: string, from: string, to: string, limit: number) =>
  (
    await table.query({
      ...queries.statsBetween(userId, from, to),
      ScanIndexForward: false,
      Limit: limit,
    })
  ).Items ?? [];

/** When the newest pair entry of `kind` with `otherId` was made (its receipt's creation), or null. */
async function lastOfPair(userId: string, kind: 'gave' | 'named', otherId: string) {
  const { Items } = await table.query({
    ...queries.statsPair(userId, kind, otherId),
    ScanIndexForward: false,
    Limit: 1,
  });
  return keyReaders.statsPairCreatedAt(Items?.[0]?.SK);
}

const { statsSortKeys } = keys;
const weekKey = (at: Date) => statsSortKeys.week(weekOf(at));
const dayKey = (at: Date) => statsSortKeys.day(dayOf(at));
/** Bucket items by the period their sort keys name, for the pure half (domain/dashboard.ts). */
const byPeriod = (period: 'week' | 'month' | 'day', buckets: Bucket[]): PeriodBucket[] =>
  buckets.map((bucket) => ({ name: keyReaders.statsPeriod(bucket.SK, period), bucket }));
/** The day buckets of the week `at` falls in. */
const daysOfWeek = (userId: string, at: Date) =>
  between(userId, dayKey(weekStart(at)), dayKey(dayStart(weekStart(at), 6)), 7);

/**
 * For each inner-circle member: when the member last gave them a receipt and when they last gave the member
 * a named one (two one-item Queries each; at most 5 members). The dashboard and the weekly digest's nudge.
 */
export async function circleActivityOf(
  userId: string,
  members?: Awaited<ReturnType<typeof listCircleMembers>>,
): Promise<DashboardInput['circle']> {
  return Promise.all(
    (members ?? (await listCircleMembers(userId))).map(async (m) => {
      const [lastGivenAt, lastReceivedNamedAt] = m.userId
        ? await Promise.all([lastOfPair(userId, 'gave', m.userId), lastOfPair(userId, 'named', m.userId)])
        : [null, null];
      return {
        contactId: m.id,
        userId: m.userId,
        name: m.name,
        username: m.username,
        lastGivenAt,
        lastReceivedNamedAt,
      };
    }),
  );
}

export async function readDashboard(userId: string, now: Date): Promise<Dashboard> {
  const { recentFrom, previousFrom } = noticedWindows(now);
  const chartFrom = weekStart(now, 1 - limits.dashboardWeeks);
  const weeksFrom = new Date(Math.min(previousFrom.getTime(), chartFrom.getTime()));
  const [loop, [total, weeks, months, recentEdge, previousEdge, members, reflections]] = await Promise.all([
    Promise.all([countAnsweredRequests(userId), countFollowUpAnswers(userId)]),
    Promise.all([
      table.get({ Key: keys.stats(userId, statsSortKeys.total()) }),
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
      daysOfWeek(userId, recentFrom),
      daysOfWeek(userId, previousFrom),
      listCircleMembers(userId),
      reflectionCount(userId),
    ]),
  ]);
  const circle = await circleActivityOf(userId, members);
  return dashboardOf({
    now,
    total,
    weeks: byPeriod('week', weeks),
    months: byPeriod('month', months),
    days: byPeriod('day', [...recentEdge, ...previousEdge]),
    circle,
    reflections,
    requestsAnswered: loop[0],
    followUpsAnswered: loop[1],
  });
}
