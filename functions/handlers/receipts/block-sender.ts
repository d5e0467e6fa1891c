import type { Operation } from '../../http/api-handler';
import { countMetric } from '../../metrics/business-metrics';
import { businessMetrics } from '../../metrics/names';
import { blockSenderOf } from '../../store/safety/blocks';
import { notTheRecipient } from './not-the-recipient';

/** The recipient blocks a received receipt's sender; the list and unblocking are list-blocks.ts and unblock.ts. */
export const blockSender: Operation<'blockSender'> = async ({ caller, params }) => {
  const blocked = await blockSenderOf(caller.userId, params.receiptId, new Date().toISOString());
  if (!blocked) throw await notTheRecipient(caller.userId, params.receiptId);
  countMetric(businessMetrics.sendersBlocked);
  return {};
};
