import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { updateHubReceipt } from './receipt-list-cache';

/**
 * Hides a received receipt from the recipient's public profile, or shows it again. The hub's cached lists
 * take the server's answer (the receipt with or without `hiddenAt`); public views refetch.
 */
export function useReceiptVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ receiptId, hidden }: { receiptId: string; hidden: boolean }) =>
      callApi('setReceiptVisibility', { params: { receiptId }, body: { hidden } }),
    onSuccess: (updated) => {
      updateHubReceipt(queryClient, updated.id, () => updated);
      void queryClient.invalidateQueries({ queryKey: queryKeys.profiles.details() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.receipts.listsWhere({ of: 'public' }) });
    },
  });
}
