import type { StoredReceipt } from '../domain/receipts';
import { keys } from './keys';
import type { TableWrite } from './table';

/** The sender's counters give the receipt back, in the transaction that deletes it: they stay exact. */
export function senderCounterUpdate(receipt: StoredReceipt): TableWrite {
  // Receipts written before a counter existed never raised it: a missing counter stays at zero.
  const decrement = (path: string) => `${path} = if_not_exists(${path}, :one) - :one`;
  const sets = [decrement('counters.sent')];
  const names: Record<string, string> = {};
  if (receipt.category) {
    names['#category'] = receipt.category;
    sets.push(decrement('counters.sentByCategory.#category'));
  }
  if (receipt.anonymous) sets.push(decrement('counters.sentAnonymously'));
  return {
    Update: {
      Key: keys.profile(receipt.senderId),
      UpdateExpression: `SET ${sets.join(', ')}`,
      ConditionExpression: 'attribute_exists(PK)',
      ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
      ExpressionAttributeValues: { ':one': 1 },
    },
  };
}
