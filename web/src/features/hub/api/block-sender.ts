import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publicProfileKeys } from '@/features/public-profile/api/query-keys';
import { settingsKeys } from '@/features/settings/api/query-keys';
import { callApi } from '@/lib/api-client';
import { meQueryKey } from '@/lib/use-me';
import { hubKeys } from './query-keys';

/** Blocks the sender of a received receipt: their receipts leave the hub, so every list refetches. */
export function useBlockSender() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (receiptId: string) => callApi('blockSender', { params: { receiptId }, body: {} }),
    onSuccess: () =>
      Promise.all(
        [
          hubKeys.receipts,
          meQueryKey,
          settingsKeys.blockedPeople,
          publicProfileKeys.allProfiles,
          publicProfileKeys.allReceipts,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
