import { limits } from '@contract/limits';
import type { ResponseOf } from '@contract/routes';
import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { moderationKeys } from './query-keys';

export type OpenReportPages = InfiniteData<ResponseOf<'listOpenReports'>, string | undefined>;

/** Open reports, newest first, a page at a time (moderators only; the API says 403 to anyone else). */
export function useOpenReports() {
  return useInfiniteQuery({
    queryKey: moderationKeys.openReports,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      callApi('listOpenReports', {
        query: { limit: limits.pageSizeDefault, ...(pageParam ? { cursor: pageParam } : {}) },
      }),
    getNextPageParam: (last) => last.cursor ?? undefined,
  });
}
