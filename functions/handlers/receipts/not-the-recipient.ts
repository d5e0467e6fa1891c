import * as messages from '@contract/messages';
import { forbidden, notFound } from '../../http/errors';
import { findReceiptOf } from '../../store/receipts/receipts';

/** A recipient-only action on a receipt not in the caller's hub: the sender is told why, anyone else 404. */
export async function notTheRecipient(callerId: string, receiptId: string) {
  const sent = await findReceiptOf(callerId, receiptId);
  return sent ? forbidden(messages.onlyRecipientCanDoThis) : notFound(messages.receiptNotFound);
}
