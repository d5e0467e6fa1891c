import { receiptFor } from '../../domain/receipts';
import type { Operation } from '../../http/api-handler';
import { helpfulTotalsFor, markReceipt } from '../../store/receipts/helpful-marks';
import { notTheRecipient } from './not-the-recipient';

/** Only the recipient, on a receipt in their hub; the answer is their receipt with its marks. */
export const markReceiptHelpful: Operation<'markReceiptHelpful'> = async ({ caller, params, body }) => {
  const receipt = await markReceipt(caller.userId, params.receiptId, body.marks);
  if (!receipt) throw await notTheRecipient(caller.userId, params.receiptId);
  return receiptFor(receipt, caller.userId);
};

/** The caller's own totals as a giver: nobody else's can be asked for. */
export const getHelpfulTotals: Operation<'getHelpfulTotals'> = ({ caller }) =>
  helpfulTotalsFor(caller.userId);
