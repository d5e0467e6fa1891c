import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Takes back a held anonymous receipt: it leaves the giver's lists and counts. */
export function useTakeBackReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (receiptId: string) => callApi('takeBackReceipt', { params: { receiptId } }),
    onSuccess: () =>
      Promise.all(
        [queryKeys.receipts.listsWhere({ of: 'hub' }), queryKeys.me.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
