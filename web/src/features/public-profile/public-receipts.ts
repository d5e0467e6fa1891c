import type { Category } from '@contract/enums';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { cursorOf, cursorPages } from '@/lib/cursor-pages';
import { queryKeys } from '@/lib/query-keys';

/** One public category tab of a profile, newest first, a page at a time (every public receipt). */
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
