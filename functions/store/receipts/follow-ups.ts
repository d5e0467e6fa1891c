import { limits } from '@contract/limits';
import {
  daysAfter,
  type FollowUpGiver,
  type StoredFollowUp,
  type StoredFollowUpAsk,
} from '../../domain/follow-ups';
import { itemKeyText } from '../../domain/item-key';
import type { StoredReceipt } from '../../domain/receipts';
import { pageOfMemberList } from '../paging/member-lists';
import * as keys from '../platform/keys';
import * as queries from '../platform/queries';
import { batchGet, type Item, table, transact } from '../platform/table';
import { toStoredReceipt } from '../shared/receipt-item';

export const followUpOf = (item: Item): StoredFollowUp => ({
  id: String(item.id),
  askerId: String(item.askerId),
  goal: String(item.goal),
  question: String(item.question),
  createdAt: String(item.createdAt),
  givers: (item.givers as FollowUpGiver[] | undefined) ?? [],
  before: (item.before as string[] | undefined) ?? [],
  answers: (item.answers as StoredFollowUp['answers'] | undefined) ?? [],
});

/** Every receipt in the member's hub linked to `goal`, newest first (its sparse index, page by page). */
export async function allGoalLinked(askerId: string, goal: string): Promise<StoredReceipt[]> {
  const found: StoredReceipt[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await table.query({
      ...queries.goalLinked(askerId, goal),
      ScanIndexForward: false,
      ExclusiveStartKey: start,
    });
    found.push(...(page.Items ?? []).map(toStoredReceipt));
    start = page.LastEvaluatedKey;
  } while (start);
  return found;
}

/** The block guards either member of a pair may hold against the other, of either kind. */
export const pairGuards = (a: string, b: string) => [
  keys.blockGuard(a, b, 'anonymous'),
  keys.blockGuard(a, b, 'named'),
  keys.blockGuard(b, a, 'anonymous'),
  keys.blockGuard(b, a, 'named'),
];

/**
 * Which of `memberIds` the member may reach: others (a member may keep themselves in their address book), with
 * a profile still there, and no block either way between them.
 */
export async function reachableMembers(memberId: string, memberIds: readonly string[]): Promise<string[]> {
  const others = memberIds.filter((id) => id !== memberId);
  const found = new Set(
    (
      await batchGet<{ PK: string; SK: string }>(
        others.flatMap((id) => [keys.profile(id), ...pairGuards(memberId, id)]),
        { projection: 'PK, SK' },
      )
    ).map(itemKeyText),
  );
  return others.filter(
    (id) =>
      found.has(itemKeyText(keys.profile(id))) &&
      !pairGuards(memberId, id).some((guard) => found.has(itemKeyText(guard))),
  );
}

/** The givers a follow-up may reach (see `reachableMembers`). */
export async function reachableGivers(askerId: string, givers: readonly FollowUpGiver[]) {
  const reachable = new Set(
    await reachableMembers(
      askerId,
      givers.map((g) => g.id),
    ),
  );
  return givers.filter((g) => reachable.has(g.id));
}

/**
 * Stores a follow-up and its asks to each giver in one transaction, with the goal's guard: refused when the
 * member asked about the goal less than `limits.followUp.everyDays` ago. The guard keeps the follow-up, and
 * `earlierOnWall` (the one a wall line counts until this one has enough answers: store/receipts/goal-wall.ts).
 */
export async function saveFollowUp(
  followUp: StoredFollowUp,
  asks: StoredFollowUpAsk[],
  earlierOnWall?: string,
) {
  const { failed } = await transact({
    guard: {
      Put: {
        Item: {
          ...keys.followUpGoalGuard(followUp.askerId, followUp.goal),
          entity: 'followUpGoalGuard',
          askedAt: followUp.createdAt,
          followUpId: followUp.id,
          ...(earlierOnWall ? { earlierFollowUpId: earlierOnWall } : {}),
        },
        ConditionExpression: 'attribute_not_exists(PK) OR askedAt <= :monthAgo',
        ExpressionAttributeValues: { ':monthAgo': daysAfter(followUp.createdAt, -limits.followUp.everyDays) },
      },
    },
    followUp: {
      Put: {
        Item: { ...keys.followUp(followUp.askerId, followUp.id), entity: 'followUp', ...followUp },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    asks: asks.map((ask) => ({
      Put: {
        Item: {
          ...keys.followUpAsk(ask.giverId, ask.id),
          ...keys.followUpReminderIndex(ask.remindAt, ask.giverId, ask.id),
          entity: 'followUpAsk',
          ...ask,
        },
      },
    })),
  });
  if (failed.has('guard')) return 'askedThisMonth' as const;
  if (failed.size) throw new Error(`saveFollowUp: failed ${[...failed].join(', ')}`);
  return 'saved' as const;
}

/** A page of the asker's follow-ups, newest first, each with its "before" receipts still in the hub. */
export async function pageOfFollowUps(askerId: string, cursor: string | undefined, limit: number) {
  const page = await pageOfMemberList(
    {
      name: 'followUps',
      userId: askerId,
      prefix: keys.prefixes.followUp,
      query: queries.followUps(askerId),
    },
    cursor,
    limit,
    'newestFirst',
  );
  const followUps = page.items.map(followUpOf);
  const receipts = await batchGet(followUps.flatMap((f) => f.before.map((id) => keys.receipt(askerId, id))));
  const byId = new Map(receipts.map((item) => [String(item.id), toStoredReceipt(item)]));
  const items = followUps.map((followUp) => ({
    followUp,
    before: followUp.before.flatMap((id) => byId.get(id) ?? []),
  }));
  return { items, cursor: page.cursor };
}
