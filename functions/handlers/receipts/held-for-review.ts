import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import { receiptFor } from '../../domain/receipts';
import type { Operation } from '../../http/api-handler';
import { notFound } from '../../http/errors';
import { acceptHeldForReview, listHeldForReview as listStored } from '../../store/safety/held-for-review';

/** The caller's receipts held for their review, a page at a time, as the recipient sees them. */
export const listHeldForReview: Operation<'listHeldForReview'> = async ({ caller, query }) => {
  const page = await listStored(caller.userId, query.cursor, query.limit ?? limits.pageSizeDefault);
  return { items: page.items.map((r) => receiptFor(r, caller.userId)), cursor: page.cursor };
};

/** Only the recipient's own held receipts: anything else is not found. */
export const acceptHeldReceipt: Operation<'acceptHeldReceipt'> = async ({ caller, params }) => {
  if (!(await acceptHeldForReview(caller.userId, params.receiptId))) throw notFound(messages.receiptNotFound);
  return {};
};
