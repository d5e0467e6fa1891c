import type { Category } from '@contract/enums';
import { limits } from '@contract/limits';
import type { SocialLinks } from '@contract/schemas/profile';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { cursorOf, cursorPages } from '@/lib/cursor-pages';
import { queryKeys } from '@/lib/query-keys';
import { useSaveThenRefresh } from '@/lib/save-then-refresh';

/** The user's received receipts in one category, a page at a time. */
export function useReceivedReceipts(category: Category | null) {
  return useInfiniteQuery({
    queryKey: queryKeys.receipts.list({ of: 'received', category }),
    enabled: category !== null,
    ...cursorPages,
    queryFn: ({ pageParam }) =>
      callApi('listReceipts', {
        query: {
          box: 'received',
          limit: limits.pageSizeDefault,
          category: category ?? undefined,
          ...cursorOf(pageParam),
        },
      }),
  });
}

export function useEditReceipt() {
  return useSaveThenRefresh(
    queryKeys.receipts.listsWhere({ of: 'received' }),
    ({ id, text }: { id: string; text: string }) =>
      callApi('editReceipt', { params: { receiptId: id }, body: { receiptText: text } }),
  );
}

export function useSaveSocialLinks() {
  return useSaveThenRefresh(queryKeys.me.all, (links: SocialLinks) =>
    callApi('putSocialLinks', { body: links }),
  );
}
