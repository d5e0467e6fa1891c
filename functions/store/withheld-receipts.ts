import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { StoredReceipt } from '../domain/receipts';
import { dynamo, tableName } from './clients';
import { cancelledConditions, sendRetryingConflicts } from './dynamo-errors';
import { keys } from './keys';
import { receiptItem, toStoredReceipt } from './receipt-item';
import { onTable, type TableWrite } from './table';

/**
 * The recipient's counters a receipt in their hub adds to, changed by `delta` (1 or -1): received, per
 * category and intent, and the hidden counts when it is hidden from the profile.
 */
export function recipientCounterUpdate(receipt: StoredReceipt, delta: 1 | -1) {
  const names: Record<string, string> = { '#received': 'received' };
  const sets = ['counters.#received = counters.#received + :delta'];
  const add = (path: string) => sets.push(`${path} = if_not_exists(${path}, :zero) + :delta`);
  if (receipt.category) {
    names['#byCategory'] = 'receivedByCategory';
    names['#category'] = receipt.category;
    add('counters.#byCategory.#category');
  }
  if (receipt.intent) {
    names['#byIntent'] = 'receivedByIntent';
    names['#intent'] = receipt.intent;
    add('counters.#byIntent.#intent');
  }
  if (receipt.hiddenAt) {
    names['#hidden'] = 'hidden';
    add('counters.#hidden');
    if (receipt.category) {
      names['#hiddenByCategory'] = 'hiddenByCategory';
      add('counters.#hiddenByCategory.#category');
    }
  }
  return {
    Update: {
      TableName: tableName(),
      Key: keys.profile(receipt.recipientId),
      UpdateExpression: `SET ${sets.join(', ')}`,
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: names,
      // DynamoDB refuses a value the expression does not use.
      ExpressionAttributeValues: { ':delta': delta, ...(sets.length > 1 ? { ':zero': 0 } : {}) },
    },
  };
}

/** The item's state a counter change was computed from: the write applies only if it is still so. */
const sameHiddenState = (receipt: StoredReceipt) =>
  receipt.hiddenAt ? 'attribute_exists(hiddenAt)' : 'attribute_not_exists(hiddenAt)';

const attempts = 3;

/**
 * Takes a received receipt out of its recipient's hub, public profile and counts, in one transaction: the
 * item moves to WITHHELD# (keeping the sender's index keys, so the sender's view is unchanged) with the
 * reason it was withheld (`block:<blockId>`, `report:<reportId>`), and `alongside` (conditioned writes that
 * belong with it, e.g. the report) in the same transaction. False when it is not in the hub or a write of
 * `alongside` failed its condition.
 */
export async function withholdReceipt(
  recipientId: string,
  receiptId: string,
  reason: string,
  alongside: (receipt: StoredReceipt) => TableWrite[] = () => [],
): Promise<boolean> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const { Item } = await dynamo.send(
      new GetCommand({
        TableName: tableName(),
        Key: keys.receipt(recipientId, receiptId),
        ConsistentRead: true,
      }),
    );
    if (!Item) return false;
    const receipt = toStoredReceipt(Item);
    const { GSI2PK: _p, GSI2SK: _ps, GSI3PK: _c, GSI3SK: _cs, ...kept } = Item;
    try {
      await sendRetryingConflicts(
        new TransactWriteCommand({
          TransactItems: [
            {
              Delete: {
                TableName: tableName(),
                Key: keys.receipt(recipientId, receiptId),
                ConditionExpression: `attribute_exists(PK) AND ${sameHiddenState(receipt)}`,
              },
            },
            {
              Put: {
                TableName: tableName(),
                Item: {
                  ...kept,
                  ...keys.withheldReceipt(recipientId, receiptId),
                  entity: 'withheldReceipt',
                  withheldFor: reason,
                },
              },
            },
            recipientCounterUpdate(receipt, -1),
            ...alongside(receipt).map(onTable),
          ],
        }),
      );
      return true;
    } catch (error) {
      const failed = cancelledConditions(error);
      if (!failed) throw error;
      // A write of `alongside` (after the first three) was refused: nothing to retry.
      if (failed.slice(3).some(Boolean)) return false;
      // The receipt changed (hidden, shown, withheld) between the read and the write: read again.
    }
  }
  return false;
}

/** Puts a receipt withheld for `reason` back in its recipient's hub, profile and counts. */
export async function restoreReceipt(
  recipientId: string,
  receiptId: string,
  reason: string,
): Promise<boolean> {
  const { Item } = await dynamo.send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.withheldReceipt(recipientId, receiptId),
      ConsistentRead: true,
    }),
  );
  if (!Item || Item.withheldFor !== reason) return false;
  const receipt = toStoredReceipt(Item);
  try {
    await sendRetryingConflicts(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: tableName(),
              Key: keys.withheldReceipt(recipientId, receiptId),
              ConditionExpression: 'withheldFor = :reason',
              ExpressionAttributeValues: { ':reason': reason },
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: receiptItem(receipt),
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          recipientCounterUpdate(receipt, 1),
        ],
      }),
    );
    return true;
  } catch (error) {
    if (cancelledConditions(error)) return false;
    throw error;
  }
}

/**
 * Every id in the recipient's partition under `prefix` whose item matches `filter` (strongly consistent,
 * read to the end: a sweep over one person's box, not a page).
 */
export async function sweepIds(
  recipientId: string,
  prefix: string,
  filter: string,
  values: Record<string, unknown>,
): Promise<string[]> {
  const ids: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        FilterExpression: filter,
        ExpressionAttributeValues: { ':pk': keys.userPartition(recipientId), ':prefix': prefix, ...values },
        ProjectionExpression: 'id',
        ConsistentRead: true,
        ExclusiveStartKey: start,
      }),
    );
    ids.push(...(page.Items ?? []).map((item) => String(item.id)));
    start = page.LastEvaluatedKey;
  } while (start);
  return ids;
}
