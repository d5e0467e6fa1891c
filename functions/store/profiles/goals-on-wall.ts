import * as keys from '../platform/keys';
import { ifConditionHolds, table } from '../platform/table';

/**
 * The goals whose "Did I change?" line the member shows on their wall: a string set on the profile (absent
 * until one is switched on), so a wall that reads the profile knows at once whether to read any follow-up.
 */
export const goalsOnWallAttribute = 'goalsOnWall';

/**
 * Switches one goal's line on or off, only while it is one of the member's current goals (checked in the
 * write). False when it is not, or there is no profile.
 */
export async function switchGoalOnWall(userId: string, goal: string, shown: boolean): Promise<boolean> {
  const written = await ifConditionHolds(
    table.update({
      Key: keys.profile(userId),
      UpdateExpression: `${shown ? 'ADD' : 'DELETE'} ${goalsOnWallAttribute} :goal`,
      ConditionExpression: 'attribute_exists(PK) AND contains(goalTags, :name)',
      ExpressionAttributeValues: { ':goal': new Set([goal]), ':name': goal },
    }),
  );
  return written !== null;
}

/** Goals the member no longer has leave the wall with their switch off (picked again, they start off). */
export async function dropGoalsOffWall(userId: string, goals: readonly string[]): Promise<void> {
  if (!goals.length) return;
  await ifConditionHolds(
    table.update({
      Key: keys.profile(userId),
      UpdateExpression: `DELETE ${goalsOnWallAttribute} :goals`,
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':goals': new Set(goals) },
    }),
  );
}
