import type { Thanks } from '@contract/schemas/receipts';
import type { StoredReceipt } from '../../domain/receipts';
import * as keys from '../platform/keys';
import { ifConditionHolds, table, transact } from '../platform/table';
import { thanksCounterWrite } from '../profiles/counters';
import { toStoredReceipt } from '../shared/receipt-item';

export type ThanksOutcome =
  | { kind: 'thanked'; receipt: StoredReceipt }
  | { kind: 'changedOnce' }
  | { kind: 'notFound' };

type ThanksWords = Pick<Thanks, 'reaction' | 'line'>;

/**
 * The recipient's thank-you on a received receipt (the key is the caller's own partition, so only the
 * recipient can send one; a withheld receipt is not there). The first one is counted in the giver's
 * `thanksReceived` in the same transaction; it may then be changed once.
 */
export async function thankFor(
  recipientId: string,
  receiptId: string,
  words: ThanksWords,
  at: string,
): Promise<ThanksOutcome> {
  const key = keys.receipt(recipientId, receiptId);
  const current = await table.get({ Key: key, ConsistentRead: true });
  if (!current) return { kind: 'notFound' };
  if (current.thanks) return changeThanks(key, words, at);
  const thanks: Thanks = { ...words, at };
  const first = {
    Update: {
      Key: key,
      UpdateExpression: 'SET thanks = :thanks',
      ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(thanks)',
      ExpressionAttributeValues: { ':thanks': thanks },
    },
  };
  const { failed } = await transact({
    thanks: first,
    giver: thanksCounterWrite(String(current.senderId)),
  });
  // Another first thank-you won the race: this one is its change. A giver whose account has ended has no
  // figures to count it in: the thank-you is kept on the receipt alone.
  if (failed.has('thanks')) return changeThanks(key, words, at);
  if (failed.has('giver') && !(await ifConditionHolds(table.update(first.Update))))
    return changeThanks(key, words, at);
  const receipt = await table.get({ Key: key, ConsistentRead: true });
  return receipt ? { kind: 'thanked', receipt: toStoredReceipt(receipt) } : { kind: 'notFound' };
}

async function changeThanks(key: ReturnType<typeof keys.receipt>, words: ThanksWords, at: string) {
  const changed = await ifConditionHolds(
    table.update({
      Key: key,
      UpdateExpression: 'SET thanks.reaction = :reaction, thanks.line = :line, thanks.changedAt = :at',
      ConditionExpression: 'attribute_exists(thanks) AND attribute_not_exists(thanks.changedAt)',
      ExpressionAttributeValues: { ':reaction': words.reaction, ':line': words.line, ':at': at },
      ReturnValues: 'ALL_NEW',
    }),
  );
  if (changed) return { kind: 'thanked' as const, receipt: toStoredReceipt(changed.Attributes ?? {}) };
  return (await table.get({ Key: key, ConsistentRead: true }))
    ? { kind: 'changedOnce' as const }
    : { kind: 'notFound' as const };
}
