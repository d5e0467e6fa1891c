import { receiptFor } from '../../domain/receipts';
import type { Operation } from '../../http/api-handler';
import { errorFields } from '../../http/logger';
import { sendRefusalError } from '../../http/send-refusal';
import { countMetric } from '../../metrics/business-metrics';
import { businessMetrics } from '../../metrics/names';
import { sendReceipt } from '../../sending/send-receipt';

/**
 * Sending a receipt (sending/send-receipt.ts): it checks and attaches the voice note, so this function
 * bundles the S3 client and its role has the media grants voice notes need.
 */
export const createReceipt: Operation<'createReceipt'> = async ({ caller, body, log }) => {
  if (!caller.emailVerified) throw sendRefusalError({ reason: 'emailNotVerified' });
  const outcome = await sendReceipt(caller.userId, body, (error) =>
    log.warn('pending voice note left to expire', errorFields(error)),
  );
  if (outcome.kind === 'refused') throw sendRefusalError(outcome.refusal);
  if (outcome.kind === 'created') countMetric(businessMetrics.receiptsSent);
  return receiptFor(outcome.receipt, caller.userId);
};
