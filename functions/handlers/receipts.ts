import { limits } from '@contract/limits';
import { messages } from '@contract/messages';
import { receiptFor } from '../domain/receipts';
import { createApiHandler } from '../http/api-handler';
import { conflict, forbidden, notFound } from '../http/errors';
import { listReceipts } from '../store/receipt-lists';
import { setReceiptHidden } from '../store/receipt-visibility';
import { editReceiptText, findReceiptOf, markReceiptOpened } from '../store/receipts';

/** The hub's list and the recipient's one edit: DynamoDB only (sending a receipt is in media.ts). */

export const handler = createApiHandler('receipts', {
  listReceipts: async ({ caller, query }) => {
    const page = await listReceipts(
      caller.userId,
      query.box,
      query.cursor,
      query.limit ?? limits.pageSizeDefault,
      {
        category: query.category,
        q: query.q?.toLowerCase() || undefined,
      },
    );
    return { items: page.items.map((r) => receiptFor(r, caller.userId)), cursor: page.cursor };
  },

  /** Only the recipient edits, once (SPEC §4, §6). Anyone else finds no such receipt. */
  editReceipt: async ({ caller, params, body }) => {
    const outcome = await editReceiptText(
      caller.userId,
      params.receiptId,
      body.receiptText,
      new Date().toISOString(),
    );
    if (outcome.kind === 'notFound') throw notFound(messages.receiptNotFound);
    if (outcome.kind === 'alreadyEdited') throw conflict(messages.receiptEditedOnce);
    return receiptFor(outcome.receipt, caller.userId);
  },

  /** Only the recipient: the sender is told why not, anyone else finds no such receipt. */
  setReceiptVisibility: async ({ caller, params, body }) => {
    const outcome = await setReceiptHidden(
      caller.userId,
      params.receiptId,
      body.hidden,
      new Date().toISOString(),
    );
    if (outcome.kind === 'notFound') {
      if (await findReceiptOf(caller.userId, params.receiptId))
        throw forbidden(messages.onlyRecipientCanDoThis);
      throw notFound(messages.receiptNotFound);
    }
    return receiptFor(outcome.receipt, caller.userId);
  },

  markReceiptOpened: async ({ caller, params }) => {
    if (!(await markReceiptOpened(caller.userId, params.receiptId, new Date().toISOString())))
      throw notFound(messages.receiptNotFound);
    return {};
  },
});
