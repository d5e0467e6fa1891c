import * as z from 'zod/mini';
import { categories, dayContexts, emotionalRegulations, intents, otherCategory } from '../enums';
import { Id, IsoDate } from './common';

/**
 * `GET /me/dashboard`: the member's growth figures, read from aggregates kept with the receipts (a constant
 * number of DynamoDB requests however long the history). Every figure is a count over what the member's
 * hub shows them: received = their received list, given = their sent list (a receipt its recipient
 * withheld still shows in its sender's sent list, so it still counts as given). Receipts the member hid
 * from their public profile stay in their own figures. Days, weeks and months are UTC; weeks are ISO weeks.
 * Window sizes: `limits.dashboardWeeks`, `dashboardMonths`, `dashboardNoticedDays`, `innerCircleNudgeDays`.
 */
const Count = z.number().check(z.refine(Number.isInteger));

/** The categories a receipt may have, plus `Other` for one with none (as the hub groups them). */
export const dashboardCategories = [...categories, otherCategory] as const;
export type DashboardCategory = (typeof dashboardCategories)[number];

/** A count per category, every category present (zero when none). */
export const CategoryCounts = z.object({
  Work: Count,
  Health: Count,
  Play: Count,
  Relationships: Count,
  Other: Count,
});
export type CategoryCounts = z.infer<typeof CategoryCounts>;

export const DashboardFlow = z.object({ total: Count, byCategory: CategoryCounts });
export type DashboardFlow = z.infer<typeof DashboardFlow>;

/** `yyyy-mm-dd`, UTC. */
export const IsoDay = z.iso.date();

/** One week or month of the charts: what the member received and gave in it. */
export const DashboardPeriod = z.object({
  /** The ISO week (`2026-W48`) or month (`2026-11`). */
  period: z.string(),
  /** Its first day (a Monday for a week). */
  start: IsoDay,
  received: DashboardFlow,
  given: DashboardFlow,
});
export type DashboardPeriod = z.infer<typeof DashboardPeriod>;

/** How often one intent or tag came in the last window of days (`recent`) and in the window before it. */
const trend = <T extends z.ZodMiniType>(name: T) => z.object({ name, recent: Count, previous: Count });

export const DashboardNoticed = z.object({
  /** First day of the recent window (today is its last day); the previous window ends the day before. */
  recentFrom: IsoDay,
  previousFrom: IsoDay,
  /** Received only; entries with any count, most `recent` first (then most `previous`, then by name). */
  intents: z.array(trend(z.enum(intents))),
  /** The receipts' "Tags" (emotional regulation). */
  tags: z.array(trend(z.enum(emotionalRegulations))),
});
export type DashboardNoticed = z.infer<typeof DashboardNoticed>;

export const DayContextCounts = z.object({ 'Good Day': Count, 'Mixed Day': Count, 'Hard Day': Count });
export type DayContextCounts = z.infer<typeof DayContextCounts>;
export const dashboardDayContexts = dayContexts;

/** One inner-circle member beside the caller's receipts with them. */
export const DashboardCircleMember = z.object({
  contactId: Id,
  /** Null for a contact who is not a member (nothing can be given to or received from them here). */
  userId: z.nullable(Id),
  name: z.string(),
  username: z.string(),
  /** When the caller last gave them a receipt (named or anonymous), as the caller's sent list shows. */
  lastGivenAt: z.nullable(IsoDate),
  /** When they last gave the caller a named receipt: anonymous receipts never count here. */
  lastReceivedNamedAt: z.nullable(IsoDate),
  /**
   * The "Give a receipt" shortcut applies: a member the caller has not given to in the last
   * `limits.innerCircleNudgeDays` days (or ever).
   */
  suggestGiving: z.boolean(),
});
export type DashboardCircleMember = z.infer<typeof DashboardCircleMember>;

export const Dashboard = z.object({
  /** When the figures were read; "today", "this week" and "this month" are the UTC ones of this instant. */
  asOf: IsoDate,
  /** Nothing received or given yet: the page shows the next steps (every figure below is zero or empty). */
  isNew: z.boolean(),
  /** The last `limits.dashboardWeeks` ISO weeks, oldest first, the current week last; empty weeks included. */
  weeks: z.array(DashboardPeriod),
  /** The last `limits.dashboardMonths` months, oldest first, the current month last. */
  months: z.array(DashboardPeriod),
  noticed: DashboardNoticed,
  /** How many receipts came on good, mixed and hard days (all time; receipts with no day context left out). */
  dayContexts: z.object({ received: DayContextCounts, given: DayContextCounts }),
  /** All-time totals, equal to the hub's received and sent counts. */
  balance: z.object({ received: Count, given: Count }),
  rhythm: z.object({
    /**
     * Weeks in a row with at least one receipt given, up to this week; a current week with none yet does not
     * break the run (it counts from last week). At most `limits.dashboardStreakWeeksMax`.
     */
    givenStreakWeeks: Count,
    givenThisWeek: z.boolean(),
  }),
  /** The caller's inner circle (at most `limits.innerCircleMax`), in the order the circle lists them. */
  innerCircle: z.array(DashboardCircleMember),
  /** Reflections written, as the journal lists them (on receipts still in the hub). */
  reflections: Count,
  /** Feedback requests answered, as /app/requests lists them; follow-up answers, as the goals page shows them. */
  requestsAnswered: Count,
  followUpsAnswered: Count,
});
export type Dashboard = z.infer<typeof Dashboard>;
