import * as messages from '@contract/messages';
import { receiptFor } from '../../domain/receipts';
import type { Operation } from '../../http/api-handler';
import { conflict, notFound } from '../../http/errors';
import { editReceiptText } from '../../store/receipts/receipts';

/** Only the recipient edits, once (SPEC §4, §6). Anyone else finds no such receipt. */
export const editReceipt: Operation<'editReceipt'> = async ({ caller, params, body }) => {
  const outcome = await editReceiptText(
    caller.userId,
    params.receiptId,
    body.receiptText,
    new Date().toISOString(),
  );
  if (outcome.kind === 'notFound') throw notFound(messages.receiptNotFound);
  if (outcome.kind === 'alreadyEdited') throw conflict(messages.receiptEditedOnce);
  return receiptFor(outcome.receipt, caller.userId);
};
