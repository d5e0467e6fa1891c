import type { Operation } from '../../http/api-handler';
import { takeOrRefuse } from '../../http/limit-refusal';
import { countMetric } from '../../metrics/business-metrics';
import { businessMetrics } from '../../metrics/names';
import { reportReceipt as reportStoredReceipt } from '../../store/safety/reports';
import { memberSubject } from '../../store/shared/account-limits';
import { notTheRecipient } from './not-the-recipient';

/**
 * Only the recipient; reporting again answers the same and changes nothing. The reports-a-day limit is taken
 * first (one conditional write: a refused report reads nothing) and given back when the report changed
 * nothing (reported already, or not the caller's receipt).
 */
export const reportReceipt: Operation<'reportReceipt'> = async ({ caller, params, body }) => {
  const now = new Date();
  const taken = await takeOrRefuse('reportsPerDay', memberSubject(caller.userId), now);
  const outcome = await reportStoredReceipt(caller.userId, params.receiptId, body, now.toISOString());
  if (outcome === 'reported') countMetric(businessMetrics.receiptsReported);
  else await taken.giveBack();
  if (outcome === 'notFound') throw await notTheRecipient(caller.userId, params.receiptId);
  return {};
};
