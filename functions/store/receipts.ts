import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { StoredReceipt } from '../domain/receipts';
import { dynamo, tableName } from './clients';
import { cancelledConditions, isConditionFailed } from './dynamo-errors';
import { keys } from './keys';
import { receiptItem, toStoredReceipt } from './receipt-item';

export type SaveOutcome =
  | { kind: 'created'; receipt: StoredReceipt }
  | { kind: 'repeat'; receiptId: string }
  | { kind: 'noRecipient' };

/**
 * Writes the receipt, its idempotency record and both parties' counters in one transaction: a retried
 * or double-clicked submit (same client request id) creates one receipt, and counters never drift.
 */
export async function saveReceipt(receipt: StoredReceipt, clientRequestId: string): Promise<SaveOutcome> {
  const counterNames: Record<string, string> = {};
  // `unread` is the top bar's badge: receipts since the hub was last opened.
  const recipientSets = [
    'counters.received = counters.received + :one',
    'counters.unread = if_not_exists(counters.unread, :zero) + :one',
  ];
  if (receipt.category) {
    counterNames['#category'] = receipt.category;
    recipientSets.push(
      'counters.receivedByCategory.#category = if_not_exists(counters.receivedByCategory.#category, :zero) + :one',
    );
  }
  if (receipt.intent) {
    counterNames['#intent'] = receipt.intent;
    recipientSets.push(
      'counters.receivedByIntent.#intent = if_not_exists(counters.receivedByIntent.#intent, :zero) + :one',
    );
  }
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: receiptItem(receipt),
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...keys.receiptRequest(receipt.senderId, clientRequestId),
                entity: 'receiptRequest',
                receiptId: receipt.id,
                recipientId: receipt.recipientId,
                createdAt: receipt.createdAt,
              },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          {
            Update: {
              TableName: tableName(),
              Key: keys.profile(receipt.recipientId),
              UpdateExpression: `SET ${recipientSets.join(', ')}`,
              ConditionExpression: 'attribute_exists(PK)',
              ...(Object.keys(counterNames).length ? { ExpressionAttributeNames: counterNames } : {}),
              ExpressionAttributeValues: { ':one': 1, ':zero': 0 },
            },
          },
          {
            Update: {
              TableName: tableName(),
              Key: keys.profile(receipt.senderId),
              UpdateExpression: receipt.category
                ? 'SET counters.sent = counters.sent + :one, counters.sentByCategory.#category = if_not_exists(counters.sentByCategory.#category, :zero) + :one'
                : 'SET counters.sent = counters.sent + :one',
              ConditionExpression: 'attribute_exists(PK)',
              ...(receipt.category ? { ExpressionAttributeNames: { '#category': receipt.category } } : {}),
              ExpressionAttributeValues: { ':one': 1, ...(receipt.category ? { ':zero': 0 } : {}) },
            },
          },
          {
            Update: {
              TableName: tableName(),
              Key: keys.sentToCounter(receipt.senderId, receipt.recipientId),
              UpdateExpression: 'SET entity = :entity ADD #count :one',
              ExpressionAttributeNames: { '#count': 'count' },
              ExpressionAttributeValues: { ':one': 1, ':entity': 'sentTo' },
            },
          },
        ],
      }),
    );
    return { kind: 'created', receipt };
  } catch (error) {
    const failed = cancelledConditions(error);
    if (!failed) throw error;
    if (failed[1]) {
      const previous = await getReceiptRequest(receipt.senderId, clientRequestId);
      if (previous) return { kind: 'repeat', receiptId: previous.receiptId };
    }
    if (failed[2] || failed[3]) return { kind: 'noRecipient' };
    throw error;
  }
}

async function getReceiptRequest(senderId: string, clientRequestId: string) {
  const { Item } = await dynamo.send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.receiptRequest(senderId, clientRequestId),
      ConsistentRead: true,
    }),
  );
  return Item ? { receiptId: Item.receiptId as string, recipientId: Item.recipientId as string } : null;
}

/** A receipt the caller received (its own partition) or sent (the sent index). */
export async function findReceiptOf(callerId: string, receiptId: string): Promise<StoredReceipt | null> {
  const received = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.receipt(callerId, receiptId) }),
  );
  if (received.Item) return toStoredReceipt(received.Item);
  const sent = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK = :id',
      ExpressionAttributeValues: { ':pk': keys.sentIndexPartition(callerId), ':id': receiptId },
      Limit: 1,
    }),
  );
  return sent.Items?.[0] ? toStoredReceipt(sent.Items[0]) : null;
}

export type EditOutcome =
  | { kind: 'edited'; receipt: StoredReceipt }
  | { kind: 'notFound' }
  | { kind: 'alreadyEdited' };

/** The recipient's one edit: a conditional update, so of two racing edits exactly one wins. */
export async function editReceiptText(
  recipientId: string,
  receiptId: string,
  text: string,
  now: string,
): Promise<EditOutcome> {
  try {
    const { Attributes } = await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.receipt(recipientId, receiptId),
        UpdateExpression:
          'SET originalText = receiptText, receiptText = :text, editedAt = :now, updatedAt = :now, searchBody = :lower',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(editedAt)',
        ExpressionAttributeValues: { ':text': text, ':now': now, ':lower': text.toLowerCase() },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return { kind: 'edited', receipt: toStoredReceipt(Attributes ?? {}) };
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    const { Item } = await dynamo.send(
      new GetCommand({
        TableName: tableName(),
        Key: keys.receipt(recipientId, receiptId),
        ConsistentRead: true,
      }),
    );
    return Item ? { kind: 'alreadyEdited' } : { kind: 'notFound' };
  }
}

/**
 * The recipient opened a receipt: stamps `openedAt` once (later opens keep the first time). The key is the
 * caller's own partition, so only the recipient can mark it; false when there is no such receipt.
 */
export async function markReceiptOpened(
  recipientId: string,
  receiptId: string,
  now: string,
): Promise<boolean> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.receipt(recipientId, receiptId),
        UpdateExpression: 'SET openedAt = if_not_exists(openedAt, :now)',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':now': now },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}
