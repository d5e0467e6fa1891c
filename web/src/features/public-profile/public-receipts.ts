import type { Category } from '@contract/enums';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { cursorOf, cursorPages } from '@/lib/cursor-pages';
import { queryKeys } from '@/lib/query-keys';
import { newestFirst } from '@/lib/visitor-wall';

/** Where each category's next page starts; null once a category has no more. */
type Cursors = Partial<Record<Category, string | null>>;

/** One public category of a profile, newest first, a page at a time (every public receipt). */
export function usePublicReceipts(userId: string, category: Category | null) {
  return useInfiniteQuery({
    queryKey: queryKeys.receipts.list({ of: 'public', userId, category }),
    enabled: Boolean(userId && category),
    ...cursorPages,
    queryFn: ({ pageParam }) =>
      callApi('listPublicReceipts', {
        params: { userId },
        query: { category: category!, ...cursorOf(pageParam) },
      }),
  });
}

/**
 * Every public category of a profile at once: each page is the next page of every category that has more,
 * newest first within the page. The API pages one category at a time, so "All" asks each of them.
 */
export function useAllPublicReceipts(userId: string, shown: readonly Category[], enabled: boolean) {
  return useInfiniteQuery({
    queryKey: queryKeys.receipts.list({ of: 'public', userId, category: 'All' }),
    enabled: Boolean(userId && shown.length) && enabled,
    initialPageParam: Object.fromEntries(shown.map((c) => [c, undefined])) as Cursors,
    getNextPageParam: (last: { cursors: Cursors }) => {
      const more = Object.entries(last.cursors).filter(([, cursor]) => cursor);
      return more.length ? (Object.fromEntries(more) as Cursors) : undefined;
    },
    queryFn: async ({ pageParam }) => {
      const pages = await Promise.all(
        (Object.keys(pageParam) as Category[]).map(async (category) => {
          const page = await callApi('listPublicReceipts', {
            params: { userId },
            query: { category, ...cursorOf(pageParam[category] ?? undefined) },
          });
          return { category, page };
        }),
      );
      return {
        items: pages.flatMap(({ page }) => page.items).sort(newestFirst),
        cursors: Object.fromEntries(pages.map(({ category, page }) => [category, page.cursor])) as Cursors,
      };
    },
  });
}
