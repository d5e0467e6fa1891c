import * as messages from '@contract/messages';
import { errorCodes } from '@contract/schemas/common';
import { receiptFor } from '../../domain/receipts';
import type { Operation } from '../../http/api-handler';
import { HttpError } from '../../http/errors';
import { helpfulTotalsFor, markReceipt } from '../../store/receipts/helpful-marks';
import { notTheRecipient } from './not-the-recipient';

/**
 * Only the recipient, on a receipt in their hub, with a verified address (each person a round counts costs
 * a real inbox); the answer is their receipt with its marks.
 */
export const markReceiptHelpful: Operation<'markReceiptHelpful'> = async ({ caller, params, body }) => {
  if (!caller.emailVerified)
    throw new HttpError(403, errorCodes.emailNotVerified, messages.verifyEmailToMark);
  const receipt = await markReceipt(caller.userId, params.receiptId, body.marks);
  if (!receipt) throw await notTheRecipient(caller.userId, params.receiptId);
  return receiptFor(receipt, caller.userId);
};

/** The caller's own totals as a giver: nobody else's can be asked for. */
export const getHelpfulTotals: Operation<'getHelpfulTotals'> = ({ caller }) =>
  helpfulTotalsFor(caller.userId);
