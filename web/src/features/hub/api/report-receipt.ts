import type { ReportRequest } from '@contract/schemas/reports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publicProfileKeys } from '@/features/public-profile/api/query-keys';
import { callApi } from '@/lib/api-client';
import { meQueryKey } from '@/lib/use-me';
import { hubKeys } from './query-keys';

/** Reports a received receipt: it leaves the hub, the profile and the counts, so those refetch. */
export function useReportReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ receiptId, report }: { receiptId: string; report: ReportRequest }) =>
      callApi('reportReceipt', { params: { receiptId }, body: report }),
    onSuccess: () =>
      Promise.all(
        [hubKeys.receipts, meQueryKey, publicProfileKeys.allProfiles, publicProfileKeys.allReceipts].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
