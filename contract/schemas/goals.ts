import * as z from 'zod/mini';
import { GoalTagName } from './goal-tags';
import { Receipt } from './receipts';

const Count = z.number().check(z.refine(Number.isInteger));

/** A calendar month (UTC) as `YYYY-MM`, and how many received receipts were linked to the goal in it. */
export const GoalMonth = z.object({ month: z.string().check(z.regex(/^\d{4}-\d{2}$/)), count: Count });
export type GoalMonth = z.infer<typeof GoalMonth>;

/**
 * One of the member's current goal tags with the receipts givers linked to it: per month (the last
 * `limits.goalMonths`, oldest first), in all, and the latest few as the hub shows them (an anonymous one
 * never names its sender). Withheld receipts (block, report) are not counted.
 */
export const GoalProgress = z.object({
  tag: GoalTagName,
  category: z.string(),
  total: Count,
  months: z.array(GoalMonth),
  latest: z.array(Receipt),
  /** Whether the member shows this goal's "Did I change?" line on their wall (off unless they switch it on). */
  onWall: z.boolean(),
});
export type GoalProgress = z.infer<typeof GoalProgress>;

/** `GET /me/goals`: the goals page. `goalsPublic`: givers can link receipts to them (sharing settings). */
export const MyGoals = z.object({ goals: z.array(GoalProgress), goalsPublic: z.boolean() });
export type MyGoals = z.infer<typeof MyGoals>;

/**
 * `PUT /me/goal-wall`: show or stop showing one of the caller's goals' "Did I change?" line on their wall.
 * Only the caller's own goals: there is no way to name anyone else's.
 */
export const GoalOnWall = z.strictObject({ goal: GoalTagName, shown: z.boolean() });
export type GoalOnWall = z.infer<typeof GoalOnWall>;

/**
 * A goal's "Did I change?" result as a wall shows it: how many answered (a whole multiple of
 * `limits.goalChangeOnWallStep`) and how many of those noticed a change. No answer's words, no names.
 */
export const GoalChangeLine = z.object({ goal: GoalTagName, answered: Count, noticed: Count });
export type GoalChangeLine = z.infer<typeof GoalChangeLine>;
