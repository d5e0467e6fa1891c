import * as messages from '@contract/messages';
import { harshnessOf } from '../../domain/harshness';
import { receiptFor } from '../../domain/receipts';
import type { Operation } from '../../http/api-handler';
import { badRequest, conflict } from '../../http/errors';
import { thankFor } from '../../store/receipts/thanks';
import { notTheRecipient } from './not-the-recipient';

/** Only the recipient; a slur or a threat in the line is refused, as in a receipt. */
export const thankForReceipt: Operation<'thankForReceipt'> = async ({ caller, params, body }) => {
  if ((await harshnessOf(body.line)) === 'refused') throw badRequest(messages.thanksLineRefused);
  const outcome = await thankFor(caller.userId, params.receiptId, body, new Date().toISOString());
  if (outcome.kind === 'notFound') throw await notTheRecipient(caller.userId, params.receiptId);
  if (outcome.kind === 'changedOnce') throw conflict(messages.thanksChangedOnce);
  return receiptFor(outcome.receipt, caller.userId);
};
