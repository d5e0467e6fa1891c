import type { Receipt } from '@contract/schemas/receipts';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

type ReceiptPages = InfiniteData<{ items: Receipt[]; cursor: string | null }>;

/**
 * Changes one receipt in every cached list of sent and received together (whatever its filter), so the hub and
 * the timeline show it at once.
 */
export function updateHubReceipt(
  queryClient: QueryClient,
  receiptId: string,
  change: (r: Receipt) => Receipt,
) {
  queryClient.setQueriesData<ReceiptPages>(
    { queryKey: queryKeys.receipts.listsWhere({ of: 'hub' }) },
    (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map((r) => (r.id === receiptId ? change(r) : r)),
            })),
          }
        : data,
  );
}
