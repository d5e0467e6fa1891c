import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { cursorOf, cursorPages } from '@/lib/cursor-pages';
import { type HubFilter, queryKeys } from '@/lib/query-keys';

/** Sent and received together, newest first, a page at a time; category and text filtered on the server. */
export function useHubReceipts(filter: HubFilter, search: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.receipts.list({ of: 'hub', filter, search }),
    ...cursorPages,
    queryFn: ({ pageParam }) =>
      callApi('listReceipts', {
        query: {
          box: 'all',
          limit: 30,
          ...(filter === 'All' ? {} : { category: filter }),
          ...(search ? { q: search } : {}),
          ...cursorOf(pageParam),
        },
      }),
  });
}
