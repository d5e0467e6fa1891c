import { goalTagCategories, goalTagCategoryNames } from '@contract/enums';
import { limits } from '@contract/limits';
import type { GoalProgress, MyGoals } from '@contract/schemas/goals';
import type { SharingSettings } from '@contract/schemas/profile';
import { goalMonthCount, goalTotal, type ProfileCounters } from './counters';
import { type GoalWallFacts, isOnWall } from './goal-wall';
import { receiptFor, type StoredReceipt } from './receipts';

/** What the goal rules read of a profile. */
interface GoalFacts extends GoalWallFacts {
  userId: string;
  goalTags: readonly string[];
  sharingSettings: SharingSettings;
  counters: ProfileCounters;
}

/** A giver may link a receipt to `goal` only while it is one of the recipient's goals and goals are public. */
export const offersGoal = (recipient: Pick<GoalFacts, 'goalTags' | 'sharingSettings'>, goal: string) =>
  recipient.sharingSettings.goals && recipient.goalTags.includes(goal);

/** The last `limits.goalMonths` calendar months (UTC) up to `now`'s, oldest first, as `YYYY-MM`. */
export function recentMonths(now: Date): string[] {
  return Array.from({ length: limits.goalMonths }, (_, i) => {
    const month = new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (limits.goalMonths - 1 - i), 1),
    );
    return month.toISOString().slice(0, 7);
  });
}

const categoryOf = (goal: string) =>
  goalTagCategoryNames.find((c) => (goalTagCategories[c] as readonly string[]).includes(goal)) ?? '';

/**
 * The goals page: each current goal (in the setup's order) with its counts from the profile's counters and
 * its latest linked receipts (`latest`, read from the goal's index) as the owner sees them in the hub.
 */
export function myGoalsOf(
  profile: GoalFacts,
  latest: ReadonlyMap<string, readonly StoredReceipt[]>,
  now: Date,
): MyGoals {
  const months = recentMonths(now);
  const goals = goalTagCategoryNames
    .flatMap((c) => goalTagCategories[c] as readonly string[])
    .filter((goal) => profile.goalTags.includes(goal))
    .map(
      (goal): GoalProgress => ({
        tag: goal,
        category: categoryOf(goal),
        total: goalTotal(profile.counters, goal),
        months: months.map((month) => ({ month, count: goalMonthCount(profile.counters, goal, month) })),
        latest: (latest.get(goal) ?? []).map((r) => receiptFor(r, profile.userId)),
        onWall: isOnWall(profile, goal),
      }),
    );
  return { goals, goalsPublic: profile.sharingSettings.goals };
}
