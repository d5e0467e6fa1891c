import { BatchGetCommand, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { BlockedSender } from '@contract/schemas/blocks';
import { ulid } from 'ulid';
import { dynamo, tableName } from './clients';
import { decodeSingle, encodeSingle, singleStream } from './cursors';
import { cancelledConditions, sendRetryingConflicts } from './dynamo-errors';
import { keys } from './keys';
import { restoreReceipts, sweepIds, withholdReceipts } from './withheld-receipts';

type BlockKind = 'anonymous' | 'named';
const blockKinds: BlockKind[] = ['anonymous', 'named'];
const reasonOf = (blockId: string) => `block:${blockId}`;

/**
 * The send transaction's checks: the recipient has blocked the sender in neither kind. A block written
 * before the send commits cancels it; a send committed first is found by the block's sweep.
 */
export const notBlockedChecks = (recipientId: string, senderId: string) =>
  blockKinds.map((kind) => ({
    ConditionCheck: {
      TableName: tableName(),
      Key: keys.blockGuard(recipientId, senderId, kind),
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  }));

const ownItem = async (key: Record<string, string>) =>
  (await dynamo.send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item;

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
  let blockId = ulid();
  try {
    await sendRetryingConflicts(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: { ...keys.blockGuard(recipientId, senderId, kind), entity: 'blockGuard', blockId },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...keys.blockEntry(recipientId, blockId),
                entity: 'block',
                blockId,
                senderId,
                kind,
                name: kind === 'named' ? String(Item.senderName) : null,
                blockedAt: now,
              },
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (!cancelledConditions(error)?.[0]) throw error;
    const { Item: guard } = await dynamo.send(
      new GetCommand({
        TableName: tableName(),
        Key: keys.blockGuard(recipientId, senderId, kind),
        ConsistentRead: true,
      }),
    );
    blockId = String(guard?.blockId ?? blockId);
  }
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
  await withholdReceipts(recipientId, ids, reasonOf(blockId));
  return { blockId };
}

/** Lifts a block: new receipts may come again, and the receipts it withheld come back. False if unknown. */
export async function unblock(recipientId: string, blockId: string): Promise<boolean> {
  const { Item } = await dynamo.send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.blockEntry(recipientId, blockId),
      ConsistentRead: true,
    }),
  );
  if (!Item) return false;
  try {
    await sendRetryingConflicts(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: tableName(),
              Key: keys.blockEntry(recipientId, blockId),
              ConditionExpression: 'attribute_exists(PK)',
            },
          },
          {
            Delete: {
              TableName: tableName(),
              Key: keys.blockGuard(recipientId, String(Item.senderId), Item.kind as BlockKind),
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (cancelledConditions(error)) return false;
    throw error;
  }
  const reason = reasonOf(blockId);
  const ids = await sweepIds(recipientId, keys.prefixes.withheld, 'withheldFor = :reason', {
    ':reason': reason,
  });
  await restoreReceipts(recipientId, ids, reason);
  return true;
}

const blockList = (recipientId: string) =>
  singleStream(JSON.stringify(['blocks', recipientId]), {
    PK: { equals: keys.userPartition(recipientId) },
    SK: { prefix: keys.prefixes.blockEntry },
  });

/** The settings list, newest block first. Never the sender's id; no name for an anonymous sender. */
export async function listBlocks(recipientId: string, cursor: string | undefined, limit: number) {
  const list = blockList(recipientId);
  const page = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: {
        ':pk': keys.userPartition(recipientId),
        ':prefix': keys.prefixes.blockEntry,
      },
      ScanIndexForward: false,
      ExclusiveStartKey: decodeSingle(list, cursor),
      Limit: limit,
    }),
  );
  const items: BlockedSender[] = (page.Items ?? []).map((item) => ({
    id: String(item.blockId),
    anonymous: item.kind === 'anonymous',
    name: item.kind === 'anonymous' ? null : String(item.name),
    blockedAt: String(item.blockedAt),
  }));
  return { items, cursor: encodeSingle(list, page.LastEvaluatedKey) };
}

/** Of `userIds`, those who have blocked `senderId` (either kind): user search leaves them out. */
export async function whoBlocked(senderId: string, userIds: readonly string[]): Promise<Set<string>> {
  const blocked = new Set<string>();
  const unique = [...new Set(userIds)];
  for (let i = 0; i < unique.length; i += 50) {
    let request:
      | Record<string, { Keys: Record<string, unknown>[]; ProjectionExpression: string }>
      | undefined = {
      [tableName()]: {
        Keys: unique
          .slice(i, i + 50)
          .flatMap((id) => blockKinds.map((kind) => keys.blockGuard(id, senderId, kind))),
        ProjectionExpression: 'PK',
      },
    };
    while (request && Object.keys(request).length) {
      const result = await dynamo.send(new BatchGetCommand({ RequestItems: request }));
      for (const item of result.Responses?.[tableName()] ?? [])
        blocked.add(String(item.PK).slice(keys.userPartition('').length));
      request = result.UnprocessedKeys as typeof request;
    }
  }
  return blocked;
}
