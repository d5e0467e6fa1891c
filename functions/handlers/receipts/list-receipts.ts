import { limits } from '@contract/limits';
import { receiptFor, searchTextOf } from '../../domain/receipts';
import type { Operation } from '../../http/api-handler';
import { listReceipts as listStoredReceipts } from '../../store/receipts/receipt-lists';

/** The hub's list: received, sent or both, by category or words, a page at a time. */
export const listReceipts: Operation<'listReceipts'> = async ({ caller, query }) => {
  const page = await listStoredReceipts(
    caller.userId,
    query.box,
    query.cursor,
    query.limit ?? limits.pageSizeDefault,
    {
      category: query.category,
      q: query.q ? searchTextOf(query.q) : undefined,
    },
  );
  return { items: page.items.map((r) => receiptFor(r, caller.userId)), cursor: page.cursor };
};
