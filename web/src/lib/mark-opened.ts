import type { Receipt } from '@contract/schemas/receipts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { updateHubReceipt } from './receipt-list-cache';

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
    updateHubReceipt(queryClient, receipt.id, (r) => ({ ...r, openedAt }));
    mutation.mutate(receipt.id);
  };
}

/** A received receipt its recipient has not opened yet. */
export const isNew = (receipt: Receipt) => receipt.type === 'received' && !receipt.openedAt;
