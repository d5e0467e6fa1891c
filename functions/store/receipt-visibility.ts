import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { StoredReceipt } from '../domain/receipts';
import { dynamo, tableName } from './clients';
import { cancelledConditions, sendRetryingConflicts } from './dynamo-errors';
import { keys } from './keys';
import { toStoredReceipt } from './receipt-item';

export type VisibilityOutcome = { kind: 'done'; receipt: StoredReceipt } | { kind: 'notFound' };

async function receivedReceipt(recipientId: string, receiptId: string) {
  const { Item } = await dynamo.send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.receipt(recipientId, receiptId),
      ConsistentRead: true,
    }),
  );
  return Item ? toStoredReceipt(Item) : null;
}

const isMissingMap = (error: unknown) => error instanceof Error && /document path/i.test(error.message);

/** Profiles from before hiding existed lack the per-category map; a nested SET needs it to exist. */
async function ensureHiddenMap(recipientId: string) {
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.profile(recipientId),
      UpdateExpression: 'SET counters.hiddenByCategory = if_not_exists(counters.hiddenByCategory, :empty)',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':empty': {} },
    }),
  );
}

/**
 * The recipient hides a received receipt from their public profile, or shows it again. The flag, the
 * public index key (GSI2, which public tabs read) and the profile's `hidden` counters change in one
 * transaction, conditioned on the receipt's current state: a repeat or a racing twin changes nothing,
 * so counters stay exact. The key is the caller's own partition: only the recipient finds the receipt.
 */
export async function setReceiptHidden(
  recipientId: string,
  receiptId: string,
  hidden: boolean,
  now: string,
): Promise<VisibilityOutcome> {
  const receipt = await receivedReceipt(recipientId, receiptId);
  if (!receipt) return { kind: 'notFound' };
  if (Boolean(receipt.hiddenAt) === hidden) return { kind: 'done', receipt };

  const step = hidden ? ':one' : ':minusOne';
  const counterSets = [`counters.#hidden = if_not_exists(counters.#hidden, :zero) + ${step}`];
  const names: Record<string, string> = { '#hidden': 'hidden' };
  if (receipt.category) {
    names['#byCategory'] = 'hiddenByCategory';
    names['#category'] = receipt.category;
    counterSets.push(
      `counters.#byCategory.#category = if_not_exists(counters.#byCategory.#category, :zero) + ${step}`,
    );
  }
  const publicKey = keys.publicInCategory(recipientId, receipt.category, receiptId);
  const write = () =>
    sendRetryingConflicts(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: keys.receipt(recipientId, receiptId),
              ...(hidden
                ? {
                    UpdateExpression: 'SET hiddenAt = :now REMOVE GSI2PK, GSI2SK',
                    ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(hiddenAt)',
                    ExpressionAttributeValues: { ':now': now },
                  }
                : {
                    UpdateExpression: 'SET GSI2PK = :pk, GSI2SK = :sk REMOVE hiddenAt',
                    ConditionExpression: 'attribute_exists(PK) AND attribute_exists(hiddenAt)',
                    ExpressionAttributeValues: { ':pk': publicKey.GSI2PK, ':sk': publicKey.GSI2SK },
                  }),
            },
          },
          {
            Update: {
              TableName: tableName(),
              Key: keys.profile(recipientId),
              UpdateExpression: `SET ${counterSets.join(', ')}`,
              ConditionExpression: 'attribute_exists(PK)',
              ExpressionAttributeNames: names,
              ExpressionAttributeValues: { ':zero': 0, [step]: hidden ? 1 : -1 },
            },
          },
        ],
      }),
    );
  try {
    try {
      await write();
    } catch (error) {
      if (!isMissingMap(error)) throw error;
      await ensureHiddenMap(recipientId);
      await write();
    }
  } catch (error) {
    // A racing twin already made the change (or the receipt went): report the state as it now is.
    if (!cancelledConditions(error)) throw error;
    const current = await receivedReceipt(recipientId, receiptId);
    return current ? { kind: 'done', receipt: current } : { kind: 'notFound' };
  }
  return {
    kind: 'done',
    receipt: hidden ? { ...receipt, hiddenAt: now } : (({ hiddenAt: _, ...shown }) => shown)(receipt),
  };
}
