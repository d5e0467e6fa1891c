import { keyOf, settleAll } from '../paging/sweeps';
import * as keys from '../platform/keys';
import * as queries from '../platform/queries';
import { batchDelete, table } from '../platform/table';
import { requestOf } from '../receipts/feedback-requests';
import type { Step } from './deletion-step';

/**
 * Account deletion's step for the feedback requests the member made: each chosen contact's copy goes (it
 * names the asker), then the request. Copies sent to the member go with their partition.
 */
export const feedbackRequestsMade: Step = (userId, _marker, hasTime) =>
  settleAll(queries.feedbackRequests(userId), hasTime, async (item) => {
    const request = requestOf(item);
    await batchDelete(request.recipients.map((id) => keys.feedbackRequestForMe(id, request.id)));
    await table.delete({ Key: keyOf(item) });
  });
