import type { Receipt } from '@contract/schemas/receipts';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { hubKeys } from './query-keys';

type ReceiptPages = InfiniteData<{ items: Receipt[]; cursor: string | null }>;

/**
 * Tells the server the recipient opened a receipt, once: it stops being "new" here at once (every cached
 * hub list), and everywhere else after the next fetch.
 */
export function useMarkOpened() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (receiptId: string) => callApi('markReceiptOpened', { params: { receiptId }, body: {} }),
  });
  return (receipt: Receipt) => {
    if (receipt.type !== 'received' || receipt.openedAt) return;
    const openedAt = new Date().toISOString();
    queryClient.setQueriesData<ReceiptPages>({ queryKey: hubKeys.receipts }, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map((r) => (r.id === receipt.id ? { ...r, openedAt } : r)),
            })),
          }
        : data,
    );
    mutation.mutate(receipt.id);
  };
}

/** A received receipt its recipient has not opened yet. */
export const isNew = (receipt: Receipt) => receipt.type === 'received' && !receipt.openedAt;
