import { ifConditionHolds, table } from '../platform/table';

/** A counter's recount write for one member (profiles/counters.ts: `reflectionsRecountWrite`, …). */
type RecountWrite = (userId: string, count: number) => { Update: Parameters<typeof table.update>[0] };

/**
 * Sets one profile counter of each of `members` to what `count` recounts from their data, one member at a
 * time; a member whose profile is gone (their deletion under way) has nothing to count. Returns how many
 * members it counted.
 */
export async function recountEachMember(
  members: readonly string[],
  count: (userId: string) => Promise<number>,
  write: RecountWrite,
): Promise<number> {
  for (const userId of members) {
    const { Update } = write(userId, await count(userId));
    await ifConditionHolds(table.update(Update));
  }
  return members.length;
}
