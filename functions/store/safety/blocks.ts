import type { BlockedSender } from '@contract/schemas/blocks';
import { ulid } from 'ulid';
import { pageOfMemberList } from '../paging/member-lists';
import { sweepIds } from '../paging/sweeps';
import * as keys from '../platform/keys';
import { keyReaders } from '../platform/keys';
import * as queries from '../platform/queries';
import { batchGet, type TableWrite, table, transact } from '../platform/table';
import { restoreReceipts, withheldFor, withholdReceipts } from './withheld-receipts';

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

/**
 * The recipient blocks the sender of a receipt in their hub. A block made from an anonymous receipt
 * withholds that sender's anonymous receipts, one from a named receipt their named ones: withholding the
 * other kind too would tell the recipient who an anonymous sender is. Either kind stops every new receipt
 * from that sender. Repeating it adds nothing and answers the same. Null when there is no such receipt.
 */
export async function blockSenderOf(recipientId: string, receiptId: string, now: string) {
  // A receipt already withheld (by this block or a report) still names its sender for a repeat.
  const Item =
    (await ownItem(keys.receipt(recipientId, receiptId))) ??
    (await ownItem(keys.withheldReceipt(recipientId, receiptId)));
  if (!Item) return null;
  const senderId = String(Item.senderId);
  const kind: BlockKind = Item.anonymous ? 'anonymous' : 'named';
  const newBlockId = ulid();
  const { failed } = await transact({
    guard: {
      Put: {
        Item: { ...keys.blockGuard(recipientId, senderId, kind), entity: 'blockGuard', blockId: newBlockId },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    entry: {
      Put: {
        Item: {
          ...keys.blockEntry(recipientId, newBlockId),
          entity: 'block',
          blockId: newBlockId,
          senderId,
          kind,
          name: kind === 'named' ? String(Item.senderName) : null,
          blockedAt: now,
        },
      },
    },
  });
  // Blocked already: the repeat answers with the block that exists.
  const blockId = failed.has('guard')
    ? String((await ownItem(keys.blockGuard(recipientId, senderId, kind)))?.blockId ?? newBlockId)
    : newBlockId;
  // Strongly consistent after the guard is written: every receipt that got in before it is found.
  const ids = await sweepIds(
    recipientId,
    keys.prefixes.receipt,
    'senderId = :sender AND anonymous = :anonymous',
    {
      ':sender': senderId,
      ':anonymous': kind === 'anonymous',
    },
  );
  await withholdReceipts(recipientId, ids, withheldFor.block(blockId));
  return { blockId };
}

/** Lifts a block: new receipts may come again, and the receipts it withheld come back. False if unknown. */
export async function unblock(recipientId: string, blockId: string): Promise<boolean> {
  const Item = await ownItem(keys.blockEntry(recipientId, blockId));
  if (!Item) return false;
  const { failed } = await transact({
    entry: {
      Delete: { Key: keys.blockEntry(recipientId, blockId), ConditionExpression: 'attribute_exists(PK)' },
    },
    guard: { Delete: { Key: keys.blockGuard(recipientId, String(Item.senderId), Item.kind as BlockKind) } },
  });
  // Lifted meanwhile by a racing twin.
  if (failed.size) return false;
  const reason = withheldFor.block(blockId);
  const ids = await sweepIds(recipientId, keys.prefixes.withheld, 'withheldFor = :reason', {
    ':reason': reason,
  });
  await restoreReceipts(recipientId, ids, reason);
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
