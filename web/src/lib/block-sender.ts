import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Blocks the sender of a received receipt: their receipts leave the hub, so every list refetches. */
export function useBlockSender() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (receiptId: string) => callApi('blockSender', { params: { receiptId }, body: {} }),
    onSuccess: () =>
      Promise.all(
        [
          queryKeys.receipts.listsWhere({ of: 'hub' }),
          queryKeys.me.all,
          queryKeys.blockedPeople.lists(),
          queryKeys.profiles.details(),
          queryKeys.receipts.listsWhere({ of: 'public' }),
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
