import * as messages from '@contract/messages';
import type { Operation } from '../../http/api-handler';
import { conflict, notFound } from '../../http/errors';
import { takeBackHeld } from '../../store/receipts/held-receipts';

/** Only the giver, and only until it is delivered: one that has reached its recipient stays. */
export const takeBackReceipt: Operation<'takeBackReceipt'> = async ({ caller, params }) => {
  const outcome = await takeBackHeld(caller.userId, params.receiptId);
  if (outcome === 'notFound') throw notFound(messages.receiptNotFound);
  if (outcome === 'delivered') throw conflict(messages.receiptAlreadyDelivered);
  return {};
};
