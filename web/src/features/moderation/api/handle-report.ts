import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { queryKeys } from '@/lib/query-keys';
import type { OpenReportPages } from './open-reports';

/** What a moderator does with an open report: close it, or close it and remove the receipt. */
export type ReportDecision = 'dismiss' | 'remove';

const routeOf = { dismiss: 'dismissReport', remove: 'removeReportedReceipt' } as const;

/**
 * Dismisses a report or removes its receipt. The handled report leaves the cached list; a removal also
 * changes the sender's lists and counts, which are the moderator's own if they sent it.
 */
export function useHandleReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reportId, decision }: { reportId: string; decision: ReportDecision }) =>
      callApi(routeOf[decision], { params: { reportId }, body: {} }),
    onSuccess: (_, { reportId, decision }) => {
      forgetReport(queryClient, reportId);
      if (decision === 'remove')
        for (const queryKey of [queryKeys.receipts.listsWhere({ of: 'hub' }), queryKeys.me.all])
          void queryClient.invalidateQueries({ queryKey });
    },
    onError: (error, { reportId }) => {
      if (handledElsewhere(error)) forgetReport(queryClient, reportId);
    },
  });
}

/** Another moderator got there first (409), or the report is gone (404): it is not open any more. */
export const handledElsewhere = (error: unknown) =>
  error instanceof ApiError && (error.status === 409 || error.status === 404);

/** Takes a handled report out of the loaded pages (the pages' cursors stay as they were). */
function forgetReport(queryClient: QueryClient, reportId: string) {
  queryClient.setQueryData<OpenReportPages>(queryKeys.reports.list({ status: 'open' }), (data) =>
    data
      ? { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.filter((r) => r.id !== reportId) })) }
      : data,
  );
}
