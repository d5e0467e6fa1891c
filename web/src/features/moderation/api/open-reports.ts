import { limits } from '@contract/limits';
import type { ResponseOf } from '@contract/routes';
import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { cursorOf, cursorPages } from '@/lib/cursor-pages';
import { queryKeys } from '@/lib/query-keys';

export type OpenReportPages = InfiniteData<ResponseOf<'listOpenReports'>, string | undefined>;

/** Open reports, newest first, a page at a time (moderators only; the API says 403 to anyone else). */
export function useOpenReports() {
  return useInfiniteQuery({
    queryKey: queryKeys.reports.list({ status: 'open' }),
    ...cursorPages,
    queryFn: ({ pageParam }) =>
      callApi('listOpenReports', {
        query: { limit: limits.pageSizeDefault, ...cursorOf(pageParam) },
      }),
  });
}
