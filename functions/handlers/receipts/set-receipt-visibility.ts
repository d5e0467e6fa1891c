import { receiptFor } from '../../domain/receipts';
import type { Operation } from '../../http/api-handler';
import { setReceiptHidden } from '../../store/receipts/receipt-visibility';
import { notTheRecipient } from './not-the-recipient';

/** Only the recipient: the sender is told why not, anyone else finds no such receipt. */
export const setReceiptVisibility: Operation<'setReceiptVisibility'> = async ({ caller, params, body }) => {
  const outcome = await setReceiptHidden(
    caller.userId,
    params.receiptId,
    body.hidden,
    new Date().toISOString(),
  );
  if (outcome.kind === 'notFound') throw await notTheRecipient(caller.userId, params.receiptId);
  return receiptFor(outcome.receipt, caller.userId);
};
