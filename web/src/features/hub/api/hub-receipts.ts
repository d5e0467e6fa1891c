import type { Category } from '@contract/enums';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { cursorOf, cursorPages } from '@/lib/cursor-pages';
import { hubKeys } from './query-keys';

export type HubFilter = 'All' | Category | 'Other';

/** Sent and received together, newest first, a page at a time; category and text filtered on the server. */
export function useHubReceipts(filter: HubFilter, search: string) {
  return useInfiniteQuery({
    queryKey: hubKeys.receiptsIn(filter, search),
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
