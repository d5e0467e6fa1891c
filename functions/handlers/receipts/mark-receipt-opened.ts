import * as messages from '@contract/messages';
import type { Operation } from '../../http/api-handler';
import { notFound } from '../../http/errors';
import { markReceiptOpened as markOpened } from '../../store/receipts/receipts';

/** The recipient opened the receipt: it is no longer marked "new". */
export const markReceiptOpened: Operation<'markReceiptOpened'> = async ({ caller, params }) => {
  if (!(await markOpened(caller.userId, params.receiptId, new Date().toISOString())))
    throw notFound(messages.receiptNotFound);
  return {};
};
