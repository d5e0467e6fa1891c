import type { BlockedSender } from '@contract/schemas/blocks';
import { ulid } from 'ulid';
import type { StoredReceipt } from '../../domain/receipts';
import { pageOfMemberList } from '../paging/member-lists';
import { sweepIds } from '../paging/sweeps';
import * as keys from '../platform/keys';
import { keyReaders } from '../platform/keys';
import * as queries from '../platform/queries';
import { batchGet, ifConditionHolds, type TableWrite, table, transact } from '../platform/table';
import { restoreReceipts, withheldFor, withholdReceipt, withholdReceipts } from './withheld-receipts';

type BlockKind = 'anonymous' | 'named';
const blockKinds: BlockKind[] = ['anonymous', 'named'];

/**
 * The send transaction's checks: the recipient has blocked the sender in neither kind. A block written
 * before the send commits cancels it; a send committed first is found by the block's sweep.
 */
export const notBlockedChecks = (recipientId: string, senderId: string): TableWrite[] =>
  blockKinds.map((kind) => ({
    ConditionCheck: {
      Key: keys.blockGuard(recipientId, senderId, kind),
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  }));

const ownItem = (key: Record<string, string>) => table.get({ Key: key, ConsistentRead: true });

/** A block's settings row. */
const entryPut = (
  recipientId: string,
  blockId: string,
  item: Record<string, unknown> | StoredReceipt,
  kind: BlockKind,
  now: string,
) => ({
  Put: {
    Item: {
      ...keys.blockEntry(recipientId, blockId),
      entity: 'block',
      blockId,
      senderId: String(item.senderId),
      kind,
      name: kind === 'named' ? String(item.senderName) : null,
      // The receipt an anonymous block was made from: the only one it withholds, and brings back.
      ...(kind === 'anonymous' ? { receiptId: String(item.id) } : {}),
      blockedAt: now,
    },
  },
});

/**
 * The recipient blocks the sender of a receipt in their hub; either kind stops every new receipt from that
 * sender. A block from a named receipt withholds that sender's named receipts (the recipient knows whose
 * they are). A block from an anonymous receipt withholds that receipt alone and is a settings row of its
 * own, however many blocks name the same sender: withholding their others, or adding no row for a second
 * receipt of theirs, would show the recipient which anonymous receipts share an author. Repeating it adds
 * nothing and answers the same. Null when there is no such receipt.
 */
export async function blockSenderOf(recipientId: string, receiptId: string, now: string) {
  // A receipt already withheld (by this block or a report) still names its sender for a repeat.
  const inHub = await ownItem(keys.receipt(recipientId, receiptId));
  const Item = inHub ?? (await ownItem(keys.withheldReceipt(recipientId, receiptId)));
  if (!Item) return null;
  if (Item.anonymous) return blockAnonymous(recipientId, receiptId, now);
  const senderId = String(Item.senderId);
  const newBlockId = ulid();
  const { failed } = await transact({
    guard: {
      Put: {
        Item: {
          ...keys.blockGuard(recipientId, senderId, 'named'),
          entity: 'blockGuard',
          blockId: newBlockId,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    entry: entryPut(recipientId, newBlockId, Item, 'named', now),
  });
  // Blocked already: the repeat answers with the block that exists.
  const blockId = failed.has('guard')
    ? String((await ownItem(keys.blockGuard(recipientId, senderId, 'named')))?.blockId ?? newBlockId)
    : newBlockId;
  // Strongly consistent after the guard is written: every receipt that got in before it is found.
  const ids = await sweepIds(
    recipientId,
    keys.prefixes.receipt,
    'senderId = :sender AND anonymous = :anonymous',
    {
      ':sender': senderId,
      ':anonymous': false,
    },
  );
  await withholdReceipts(recipientId, ids, withheldFor.block(blockId));
  return { blockId };
}

/**
 * The anonymous sender's guard counts the blocks naming them (`blocks`): the last unblock lifts it. Its
 * `blockId` (the first block's) is what a held receipt's delivery checks did not change under it.
 */
const guardAdd = (recipientId: string, senderId: string, blockId: string): TableWrite => ({
  Update: {
    Key: keys.blockGuard(recipientId, senderId, 'anonymous'),
    UpdateExpression: 'SET entity = :entity, blockId = if_not_exists(blockId, :id) ADD blocks :one',
    ExpressionAttributeValues: { ':entity': 'blockGuard', ':id': blockId, ':one': 1 },
  },
});

const attempts = 3;

/** A block from one anonymous receipt: that receipt leaves the hub with the block's row and guard, in one transaction. */
async function blockAnonymous(recipientId: string, receiptId: string, now: string) {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const withheld = await ownItem(keys.withheldReceipt(recipientId, receiptId));
    if (withheld) {
      const reason = withheldFor.of(withheld);
      // Withheld unseen at its delivery: the recipient never had it to block from.
      if (!reason) return null;
      if (reason.kind === 'block') return { blockId: reason.id };
      if (typeof withheld.blockedBy === 'string') return { blockId: withheld.blockedBy };
      // Withheld for a report or a review: it stays so, and remembers the block made from it.
      const blockId = ulid();
      const senderId = String(withheld.senderId);
      const { failed } = await transact({
        receipt: {
          Update: {
            Key: keys.withheldReceipt(recipientId, receiptId),
            UpdateExpression: 'SET blockedBy = :id',
            ConditionExpression: 'attribute_not_exists(blockedBy) AND withheldFor = :reason',
            ExpressionAttributeValues: { ':id': blockId, ':reason': withheld.withheldFor },
          },
        },
        entry: entryPut(recipientId, blockId, withheld, 'anonymous', now),
        guard: guardAdd(recipientId, senderId, blockId),
      });
      if (!failed.size) return { blockId };
      continue;
    }
    const blockId = ulid();
    const moved = await withholdReceipt(recipientId, receiptId, withheldFor.block(blockId), (receipt) => [
      entryPut(recipientId, blockId, receipt, 'anonymous', now),
      guardAdd(recipientId, receipt.senderId, blockId),
    ]);
    if (moved) return { blockId };
  }
  throw new Error(`blockAnonymous: receipt ${receiptId} kept changing under its block`);
}

/** The guard's part in lifting an anonymous block: one less block, or none left and the guard goes. */
async function guardRemove(recipientId: string, senderId: string): Promise<TableWrite> {
  const Key = keys.blockGuard(recipientId, senderId, 'anonymous');
  const blocks = Number((await ownItem(Key))?.blocks ?? 1);
  return blocks <= 1
    ? {
        Delete: {
          Key,
          ConditionExpression: 'attribute_not_exists(blocks) OR blocks <= :one',
          ExpressionAttributeValues: { ':one': 1 },
        },
      }
    : {
        Update: {
          Key,
          UpdateExpression: 'ADD blocks :less',
          ConditionExpression: 'blocks = :blocks',
          ExpressionAttributeValues: { ':less': -1, ':blocks': blocks },
        },
      };
}

/**
 * Lifts a block: new receipts may come again (once no other block names the sender), and the receipts
 * it withheld come back: a named block's, or the one receipt an anonymous block was made from. Nothing
 * else arrives. False if unknown.
 */
export async function unblock(recipientId: string, blockId: string): Promise<boolean> {
  const Item = await ownItem(keys.blockEntry(recipientId, blockId));
  if (!Item) return false;
  const senderId = String(Item.senderId);
  const kind = Item.kind as BlockKind;
  for (let attempt = 0; attempt < attempts; attempt++) {
    const { failed } = await transact({
      entry: {
        Delete: { Key: keys.blockEntry(recipientId, blockId), ConditionExpression: 'attribute_exists(PK)' },
      },
      guard:
        kind === 'named'
          ? { Delete: { Key: keys.blockGuard(recipientId, senderId, 'named') } }
          : await guardRemove(recipientId, senderId),
    });
    // Lifted meanwhile by a racing twin.
    if (failed.has('entry')) return false;
    if (!failed.size) break;
    if (attempt === attempts - 1) throw new Error(`unblock: block ${blockId} kept changing under it`);
  }
  const reason = withheldFor.block(blockId);
  const ids = await sweepIds(recipientId, keys.prefixes.withheld, 'withheldFor = :reason', {
    ':reason': reason,
  });
  await restoreReceipts(recipientId, ids, reason);
  // A receipt withheld for a report keeps that, and forgets the block made from it.
  if (typeof Item.receiptId === 'string')
    await ifConditionHolds(
      table.update({
        Key: keys.withheldReceipt(recipientId, Item.receiptId),
        UpdateExpression: 'REMOVE blockedBy',
        ConditionExpression: 'blockedBy = :id',
        ExpressionAttributeValues: { ':id': blockId },
      }),
    );
  return true;
}

/** The settings list, newest block first. Never the sender's id; no name for an anonymous sender. */
export async function listBlocks(recipientId: string, cursor: string | undefined, limit: number) {
  const page = await pageOfMemberList(
    {
      name: 'blocks',
      userId: recipientId,
      prefix: keys.prefixes.blockEntry,
      query: queries.blocks(recipientId),
    },
    cursor,
    limit,
    'newestFirst',
  );
  const items: BlockedSender[] = page.items.map((item) => ({
    id: String(item.blockId),
    anonymous: item.kind === 'anonymous',
    name: item.kind === 'anonymous' ? null : String(item.name),
    blockedAt: String(item.blockedAt),
  }));
  return { items, cursor: page.cursor };
}

/** Of `userIds`, those who have blocked `senderId` (either kind): user search leaves them out. */
export async function whoBlocked(senderId: string, userIds: readonly string[]): Promise<Set<string>> {
  const guards = await batchGet(
    [...new Set(userIds)].flatMap((id) => blockKinds.map((kind) => keys.blockGuard(id, senderId, kind))),
    { projection: 'PK' },
  );
  return new Set(guards.map((guard) => keyReaders.userOfPartition(guard.PK)));
}
