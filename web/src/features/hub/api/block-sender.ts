import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { meQueryKey } from '@/lib/use-me';

/** Blocks the sender of a received receipt: their receipts leave the hub, so every list refetches. */
export function useBlockSender() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (receiptId: string) => callApi('blockSender', { params: { receiptId }, body: {} }),
    onSuccess: () =>
      Promise.all(
        [['hub-receipts'], meQueryKey, ['blocked-people'], ['public-profile'], ['public-receipts']].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
