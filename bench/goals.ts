import { goalTags } from '@contract/enums';
import { goalMonthKey } from '../functions/domain/counters';
import { seededProfile, seedReceipts, writeAll } from '../test/support/seed';
import { compareHistorySizes, type HistorySizesResult } from './history-sizes';

const yearMs = 365 * 86_400_000;
/** A member with five goals (of the setup's twenty) is a keen one; the page reads one index query a goal. */
const chosenGoals = goalTags.slice(0, 5);

/**
 * A member whose `count` received receipts are each linked to one of five public goals, spread over the last
 * five years (10: the last ten days): the receipts in the hub with their goal index keys, and the profile's
 * goal counters per month as the sending transaction keeps them.
 */
async function seedGoalHistory(userId: string, count: number) {
  const now = Date.now();
  const span = count <= 10 ? 10 * 86_400_000 : 5 * yearMs;
  const createdAt = (i: number) => new Date(now - Math.floor((i * span) / count)).toISOString();
  const goalOf = (i: number) => chosenGoals[i % chosenGoals.length]!;
  const byGoalMonth: Record<string, number> = {};
  for (let i = 0; i < count; i++) {
    const key = goalMonthKey(goalOf(i), createdAt(i));
    byGoalMonth[key] = (byGoalMonth[key] ?? 0) + 1;
  }
  await writeAll([
    seededProfile(userId, `goals${userId.slice(-8)}`, {
      goalTags: chosenGoals,
      sharingSettings: { goals: true, receipts: true, bio: true },
      counters: { received: count, receivedByGoalMonth: byGoalMonth },
    }),
  ]);
  await seedReceipts(userId, `${userId}-giver`, count, undefined, (i) => ({
    goal: goalOf(i),
    createdAt: createdAt(i),
  }));
}

/** GET /me/goals with 10 and with 10,000 goal-linked receipts behind it. */
export const measureGoals = (): Promise<HistorySizesResult> =>
  compareHistorySizes(
    `goals page (10 vs 10,000 linked receipts, ${chosenGoals.length} goals)`,
    'GET /me/goals',
    seedGoalHistory,
  );
