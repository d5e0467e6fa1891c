import type { GoalChangeLine } from '@contract/schemas/goals';
import type { OwnSharingSettings } from '@contract/schemas/profile';
import type { StoredFollowUp } from '../../domain/follow-ups';
import { followUpOnWall, type GoalWallFacts, goalsOnWallOf, wallLineOf } from '../../domain/goal-wall';
import { itemKeyText } from '../../domain/item-key';
import { sharingSettingsOf } from '../../domain/profile';
import * as keys from '../platform/keys';
import * as queries from '../platform/queries';
import { batchGet, ifConditionHolds, table } from '../platform/table';
import { followUpOf } from './follow-ups';

/**
 * A goal's follow-ups a wall line may count, kept on the goal's once-a-month guard when one is asked: the
 * latest, and the newest earlier one a step had answered (domain/goal-wall.ts). A wall reads them by key,
 * so its cost is the same however many follow-ups the member ever asked.
 */
interface WallPointers {
  followUpId?: string;
  earlierFollowUpId?: string;
}

const pointersProjection = 'PK, SK, followUpId, earlierFollowUpId';

async function pointersOf(askerId: string, goals: readonly string[]) {
  const guards = goals.map((goal) => ({ goal, key: keys.followUpGoalGuard(askerId, goal) }));
  const found = new Map(
    (
      await batchGet(
        guards.map((g) => g.key),
        { projection: pointersProjection },
      )
    ).map((item) => [itemKeyText(item as { PK: string; SK: string }), item as WallPointers]),
  );
  return new Map(guards.map(({ goal, key }) => [goal, found.get(itemKeyText(key)) ?? {}]));
}

async function followUpsById(askerId: string, ids: readonly string[]) {
  const items = await batchGet(
    [...new Set(ids)].map((id) => keys.followUp(askerId, id)),
    { projection: 'id, answers' },
  );
  return new Map(items.map((item) => [String(item.id), followUpOf(item)]));
}

/**
 * The lines a member's wall shows: for each goal switched on, its follow-up's once a step has answered; none
 * while the member does not share their goals (a line names its goal). Nothing is read for a member who
 * shows none; otherwise two batch reads, whatever the history.
 */
export async function goalChangesOf(
  profile: GoalWallFacts & { userId: string; sharingSettings?: Partial<OwnSharingSettings> },
): Promise<GoalChangeLine[]> {
  const goals = sharingSettingsOf(profile.sharingSettings).goals ? goalsOnWallOf(profile) : [];
  if (!goals.length) return [];
  const pointers = await pointersOf(profile.userId, goals);
  const ids = [...pointers.values()].flatMap((p) => [p.followUpId, p.earlierFollowUpId]);
  const byId = await followUpsById(
    profile.userId,
    ids.filter((id): id is string => Boolean(id)),
  );
  return goals.flatMap((goal) => {
    const { followUpId, earlierFollowUpId } = pointers.get(goal) ?? {};
    return wallLineOf(goal, byId.get(followUpId ?? ''), byId.get(earlierFollowUpId ?? '')) ?? [];
  });
}

/**
 * Which follow-up a new one on `goal` keeps as its earlier (read when it is asked): the one the wall line
 * counts now, if any.
 */
export async function earlierOnWall(askerId: string, goal: string): Promise<string | undefined> {
  const pointers = (await pointersOf(askerId, [goal])).get(goal) ?? {};
  const ids = [pointers.followUpId, pointers.earlierFollowUpId].filter((id): id is string => Boolean(id));
  if (!ids.length) return undefined;
  const byId = await followUpsById(askerId, ids);
  return followUpOnWall(byId.get(pointers.followUpId ?? ''), byId.get(pointers.earlierFollowUpId ?? ''))?.id;
}

/**
 * A guard written before it kept its follow-ups gets them from the member's follow-ups (newest first), once:
 * when the goal's line is switched on. A follow-up asked meanwhile has written its own, and wins.
 */
export async function pointFollowUps(askerId: string, goal: string): Promise<void> {
  const guardKey = keys.followUpGoalGuard(askerId, goal);
  const guard = await table.get({ Key: guardKey, ConsistentRead: true });
  if (!guard || guard.followUpId) return;
  let latest: StoredFollowUp | undefined;
  let earlier: StoredFollowUp | undefined;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await table.query({
      ...queries.followUps(askerId),
      ScanIndexForward: false,
      ExclusiveStartKey: start,
    });
    for (const followUp of (page.Items ?? []).map(followUpOf).filter((f) => f.goal === goal)) {
      if (!latest) latest = followUp;
      else if (!earlier && followUpOnWall(followUp)) earlier = followUp;
    }
    start = page.LastEvaluatedKey;
  } while (start && !earlier);
  if (!latest) return;
  const earlierOne = earlier?.id;
  await ifConditionHolds(
    table.update({
      Key: guardKey,
      UpdateExpression: `SET followUpId = :latest${earlierOne ? ', earlierFollowUpId = :earlier' : ''}`,
      ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(followUpId)',
      ExpressionAttributeValues: { ':latest': latest.id, ...(earlierOne ? { ':earlier': earlierOne } : {}) },
    }),
  );
}
