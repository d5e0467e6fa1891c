import { limits } from '@contract/limits';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { cursorOf, cursorPages } from '@/lib/cursor-pages';
import { queryKeys } from '@/lib/query-keys';

/** Settings → Held for review, newest first, a page at a time. */
export function useHeldForReview() {
  return useInfiniteQuery({
    queryKey: queryKeys.heldForReview.lists(),
    ...cursorPages,
    queryFn: ({ pageParam }) =>
      callApi('listHeldForReview', { query: { limit: limits.pageSizeDefault, ...cursorOf(pageParam) } }),
  });
}

/** Lets a held receipt in: the list, the hub and the badge refetch. */
export function useAcceptHeldReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (receiptId: string) => callApi('acceptHeldReceipt', { params: { receiptId }, body: {} }),
    onSuccess: () =>
      Promise.all(
        [queryKeys.heldForReview.lists(), queryKeys.receipts.listsWhere({ of: 'hub' }), queryKeys.me.all].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
