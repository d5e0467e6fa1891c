import type { ReportRequest } from '@contract/schemas/reports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Reports a received receipt: it leaves the hub, the profile and the counts, so those refetch. */
export function useReportReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ receiptId, report }: { receiptId: string; report: ReportRequest }) =>
      callApi('reportReceipt', { params: { receiptId }, body: report }),
    onSuccess: () =>
      Promise.all(
        [
          queryKeys.receipts.listsWhere({ of: 'hub' }),
          queryKeys.me.all,
          queryKeys.profiles.details(),
          queryKeys.receipts.listsWhere({ of: 'public' }),
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
