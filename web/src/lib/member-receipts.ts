import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi } from '@/lib/api-client';
import { cursorOf, cursorPages } from '@/lib/cursor-pages';
import { type HubFilter, queryKeys } from '@/lib/query-keys';

/**
 * The member's sent and received receipts together, newest first, a page at a time; category and text
 * filtered on the server. The hub and the timeline show this one list (one cache, so a hidden, opened or
 * blocked receipt changes on both at once).
 */
export function useMemberReceipts(filter: HubFilter, search: string) {
  const pages = useInfiniteQuery({
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
  const items = pages.data?.pages.flatMap((p) => p.items) ?? [];
  // A very sparse search may end a bounded server read with no matches yet: keep reading to a match or the end.
  const searching = items.length === 0 && pages.hasNextPage;
  const { isFetching, fetchNextPage } = pages;
  useEffect(() => {
    if (searching && !isFetching) void fetchNextPage();
  }, [searching, isFetching, fetchNextPage]);
  return { pages, items, searching };
}
