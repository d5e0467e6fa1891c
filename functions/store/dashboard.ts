import { limits } from '@contract/limits';
import type { Dashboard } from '@contract/schemas/dashboard';
import { statsSortKeys } from '../domain/counters-stats';
import { dashboardOf } from '../domain/dashboard';
import { dayOf, dayStart, monthOf, monthStart, weekOf, weekStart } from '../domain/dashboard-periods';
import { listCircleMembers } from './inner-circle';
import { keys, queries } from './keys';
import { table } from './table';

/**
 * The dashboard's reads: a constant number of DynamoDB requests whatever the history. One GetItem (totals),
 * three bounded Queries (weeks, months, days: at most `dashboardStreakWeeksMax` + `dashboardMonths` +
 * 2 × `dashboardNoticedDays` small items, one page each), the circle (one Query, at most 5 members) and,
 * per member, two Queries of one item each (the newest pair entry given and received named): at most 15.
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
  const prefix = statsSortKeys.pairPrefix(kind, otherId);
  const { Items } = await table.query({
    ...queries.statsPair(userId, kind, otherId),
    ScanIndexForward: false,
    Limit: 1,
  });
  const sortKey = Items?.[0]?.SK;
  return typeof sortKey === 'string' ? (sortKey.slice(prefix.length).split('#')[0] ?? null) : null;
}

export async function readDashboard(userId: string, now: Date): Promise<Dashboard> {
  const weeksBack = limits.dashboardStreakWeeksMax;
  const daysBack = 2 * limits.dashboardNoticedDays;
  const [total, weeks, months, days, members] = await Promise.all([
    table.get({ Key: keys.stats(userId, statsSortKeys.total()) }),
    between(
      userId,
      statsSortKeys.week(weekOf(weekStart(now, -weeksBack))),
      statsSortKeys.week(weekOf(now)),
      weeksBack + 1,
    ),
    between(
      userId,
      statsSortKeys.month(monthOf(monthStart(now, 1 - limits.dashboardMonths))),
      statsSortKeys.month(monthOf(now)),
      limits.dashboardMonths,
    ),
    between(
      userId,
      statsSortKeys.day(dayOf(dayStart(now, 1 - daysBack))),
      statsSortKeys.day(dayOf(now)),
      daysBack,
    ),
    listCircleMembers(userId),
  ]);
  const circle = await Promise.all(
    members.map(async (m) => {
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
  return dashboardOf({ now, total, weeks, months, days, circle });
}
