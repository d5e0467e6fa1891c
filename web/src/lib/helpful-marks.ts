import type { HelpfulMark } from '@contract/enums';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { updateHubReceipt } from './receipt-list-cache';

/** The recipient's marks on a received receipt, all at once; the hub's cached lists take the server's answer. */
export function useMarkReceiptHelpful() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ receiptId, marks }: { receiptId: string; marks: HelpfulMark[] }) =>
      callApi('markReceiptHelpful', { params: { receiptId }, body: { marks } }),
    onSuccess: (updated) => updateHubReceipt(queryClient, updated.id, () => updated),
  });
}

/** The member's totals as a giver: nothing shown until a first round of marks was counted. */
export function useHelpfulTotals(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.helpfulTotals.all,
    queryFn: () => callApi('getHelpfulTotals', {}),
    enabled,
  });
}
