import type { StoredReceipt } from '../../domain/receipts';
import { cancellationReasons } from '../platform/dynamo-errors';
import * as keys from '../platform/keys';
import { table, transact } from '../platform/table';
import { setExpression } from '../platform/update-expression';
import { ensureHiddenMap, hiddenCounterWrite } from '../profiles/counters';
import { toStoredReceipt } from '../shared/receipt-item';

export type VisibilityOutcome = { kind: 'done'; receipt: StoredReceipt } | { kind: 'notFound' };

async function receivedReceipt(recipientId: string, receiptId: string) {
  const item = await table.get({ Key: keys.receipt(recipientId, receiptId), ConsistentRead: true });
  return item ? toStoredReceipt(item) : null;
}

/** A nested SET below a missing map: refused alone, or as a transaction's cancellation reason. */
const isMissingMap = (error: unknown) =>
  [
    error instanceof Error ? error.message : '',
    ...cancellationReasons(error).map((r) => r.Message ?? ''),
  ].some((message) => /document path/i.test(message));

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

  // The public tabs' index key: removed while hidden, written back when shown again.
  const publicKey = keys.publicInCategory(recipientId, receipt.category, receiptId);
  const showAgain = setExpression(publicKey);
  const write = () =>
    transact({
      receipt: {
        Update: {
          Key: keys.receipt(recipientId, receiptId),
          ...(hidden
            ? {
                UpdateExpression: `SET hiddenAt = :now REMOVE ${Object.keys(publicKey).join(', ')}`,
                ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(hiddenAt)',
                ExpressionAttributeValues: { ':now': now },
              }
            : {
                ...showAgain,
                UpdateExpression: `${showAgain.UpdateExpression} REMOVE hiddenAt`,
                ConditionExpression: 'attribute_exists(PK) AND attribute_exists(hiddenAt)',
              }),
        },
      },
      hiddenCounts: hiddenCounterWrite(recipientId, receipt, hidden),
    });
  let outcome: Awaited<ReturnType<typeof write>>;
  try {
    outcome = await write();
  } catch (error) {
    if (!isMissingMap(error)) throw error;
    await ensureHiddenMap(recipientId);
    outcome = await write();
  }
  if (outcome.failed.size) {
    // A racing twin already made the change (or the receipt went): report the state as it now is.
    const current = await receivedReceipt(recipientId, receiptId);
    return current ? { kind: 'done', receipt: current } : { kind: 'notFound' };
  }
  return {
    kind: 'done',
    receipt: hidden ? { ...receipt, hiddenAt: now } : (({ hiddenAt: _, ...shown }) => shown)(receipt),
  };
}
