import { dayContexts, emotionalRegulations, intents } from '@contract/enums';
import { limits } from '@contract/limits';
import {
  type CategoryCounts,
  type Dashboard,
  type DashboardCircleMember,
  type DashboardFlow,
  type DashboardPeriod,
  dashboardCategories,
} from '@contract/schemas/dashboard';
import { type StatsRole, statsAttributes } from './counters-stats';
import {
  dayOf,
  dayStart,
  daysBetween,
  lastMonths,
  lastWeeks,
  type Period,
  weekOf,
} from './dashboard-periods';

/** A bucket item as read (attributes by name); missing buckets and attributes count zero. */
export type Bucket = Record<string, unknown>;

/** A bucket of one period, by the period's name (`2026-W09`, `2026-03`, `2026-03-04`): the store reads its key. */
export interface PeriodBucket {
  name: string;
  bucket: Bucket;
}

/** What the dashboard is made of: the member's buckets, by period, and their circle's last dates. */
export interface DashboardInput {
  now: Date;
  total: Bucket | undefined;
  /** Week buckets from the week the previous noticed window starts in up to this week (covers the charts). */
  weeks: PeriodBucket[];
  months: PeriodBucket[];
  /** Day buckets of the two weeks the noticed windows start in. */
  days: PeriodBucket[];
  circle: Omit<DashboardCircleMember, 'suggestGiving'>[];
  /** Reflections the journal lists. */
  reflections: number;
  requestsAnswered: number;
  followUpsAnswered: number;
}

const count = (bucket: Bucket | undefined, attribute: string) => {
  const value = bucket?.[attribute];
  return typeof value === 'number' && value > 0 ? value : 0;
};

const flowOf = (bucket: Bucket | undefined, role: StatsRole): DashboardFlow => {
  const byCategory = Object.fromEntries(
    dashboardCategories.map((c) => [c, count(bucket, statsAttributes.byCategory(role, c))]),
  ) as CategoryCounts;
  return { total: Object.values(byCategory).reduce((a, b) => a + b, 0), byCategory };
};

function periodsOf(periods: Period[], buckets: PeriodBucket[]) {
  const byName = new Map(buckets.map((b) => [b.name, b.bucket]));
  return periods.map(({ period, start }): DashboardPeriod => {
    const bucket = byName.get(period);
    return { period, start, received: flowOf(bucket, 'received'), given: flowOf(bucket, 'given') };
  });
}

/**
 * Weeks in a row with something given, from this week (or last week, while this one has none yet), from
 * the totals item's receipts-given-per-week attributes (one read, whatever the run's length).
 */
function givingRun(now: Date, total: Bucket | undefined) {
  const gaveIn = (week: string) => count(total, statsAttributes.givenInWeek(week)) > 0;
  const givenThisWeek = gaveIn(weekOf(now));
  let run = 0;
  for (let back = givenThisWeek ? 0 : 1; run < limits.dashboardStreakWeeksMax; back++, run++) {
    if (!gaveIn(weekOf(new Date(now.getTime() - back * 7 * 86_400_000)))) break;
  }
  return { givenStreakWeeks: run, givenThisWeek };
}

/** The first days of the recent window (today its last) and of the same number of days before it. */
export function noticedWindows(now: Date) {
  const window = limits.dashboardNoticedDays;
  return { recentFrom: dayStart(now, 1 - window), previousFrom: dayStart(now, 1 - 2 * window) };
}

/**
 * Intents and tags of the two windows: whole weeks from the week buckets, and the two weeks a window starts
 * in from their day buckets (`edgeDays`), so each window is exact to the day.
 */
function noticed(now: Date, weeks: PeriodBucket[], edgeDays: PeriodBucket[]) {
  const windows = noticedWindows(now);
  const [recentFrom, previousFrom] = [dayOf(windows.recentFrom), dayOf(windows.previousFrom)];
  const [recentEdge, previousEdge] = [weekOf(windows.recentFrom), weekOf(windows.previousFrom)];
  const recent = [
    ...weeks.filter((b) => b.name > recentEdge),
    ...edgeDays.filter((b) => b.name >= recentFrom),
  ].map((b) => b.bucket);
  const previous = [
    ...weeks.filter((b) => b.name > previousEdge && b.name < recentEdge),
    ...edgeDays.filter((b) => b.name >= previousFrom && b.name < recentFrom),
  ].map((b) => b.bucket);
  const sum = (buckets: Bucket[], attribute: string) => buckets.reduce((n, b) => n + count(b, attribute), 0);
  const trends = <T extends string>(names: readonly T[], attribute: (name: T) => string) =>
    names
      .map((name) => ({
        name,
        recent: sum(recent, attribute(name)),
        previous: sum(previous, attribute(name)),
      }))
      .filter((t) => t.recent + t.previous > 0)
      .sort((a, b) => b.recent - a.recent || b.previous - a.previous || a.name.localeCompare(b.name));
  return {
    recentFrom,
    previousFrom,
    intents: trends(intents, statsAttributes.intent),
    tags: trends(emotionalRegulations, statsAttributes.tag),
  };
}

const contextsOf = (total: Bucket | undefined, role: StatsRole) =>
  Object.fromEntries(dayContexts.map((c) => [c, count(total, statsAttributes.byContext(role, c))])) as Record<
    (typeof dayContexts)[number],
    number
  >;

/** The "Give a receipt" shortcut: a member not given to in the last `innerCircleNudgeDays` days. */
export const suggestsGiving = (member: Pick<DashboardCircleMember, 'userId' | 'lastGivenAt'>, now: Date) =>
  member.userId !== null &&
  (member.lastGivenAt === null || daysBetween(member.lastGivenAt, now) >= limits.innerCircleNudgeDays);

/** The dashboard from the member's buckets (pure: the store reads them, this adds them up). */
export function dashboardOf(input: DashboardInput): Dashboard {
  const { now, total } = input;
  const balance = { received: count(total, 'received'), given: count(total, 'given') };
  return {
    asOf: now.toISOString(),
    isNew: balance.received === 0 && balance.given === 0,
    weeks: periodsOf(lastWeeks(now, limits.dashboardWeeks), input.weeks),
    months: periodsOf(lastMonths(now, limits.dashboardMonths), input.months),
    noticed: noticed(now, input.weeks, input.days),
    dayContexts: { received: contextsOf(total, 'received'), given: contextsOf(total, 'given') },
    balance,
    rhythm: givingRun(now, total),
    innerCircle: input.circle.map((m) => ({ ...m, suggestGiving: suggestsGiving(m, now) })),
    reflections: input.reflections,
    requestsAnswered: input.requestsAnswered,
    followUpsAnswered: input.followUpsAnswered,
  };
}
