import { limits } from '@contract/limits';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { cursorOf, cursorPages } from '@/lib/cursor-pages';
import { queryKeys } from '@/lib/query-keys';

/** Settings → Blocked people, newest first, a page at a time. */
export function useBlockedPeople() {
  return useInfiniteQuery({
    queryKey: queryKeys.blockedPeople.lists(),
    ...cursorPages,
    queryFn: ({ pageParam }) =>
      callApi('listBlocks', {
        query: { limit: limits.pageSizeDefault, ...cursorOf(pageParam) },
      }),
  });
}

/** Lifts a block: the list, and the hub (whose withheld receipts come back), refetch. */
export function useUnblock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blockId: string) => callApi('unblock', { params: { blockId } }),
    onSuccess: () =>
      Promise.all(
        [queryKeys.blockedPeople.lists(), queryKeys.receipts.listsWhere({ of: 'hub' }), queryKeys.me.all].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
