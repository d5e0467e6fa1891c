import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** Settings → Blocked people, newest first, a page at a time. */
export function useBlockedPeople() {
  return useInfiniteQuery({
    queryKey: ['blocked-people'],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      callApi('listBlocks', { query: { limit: 20, ...(pageParam ? { cursor: pageParam } : {}) } }),
    getNextPageParam: (last) => last.cursor ?? undefined,
  });
}

/** Lifts a block: the list, and the hub (whose withheld receipts come back), refetch. */
export function useUnblock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blockId: string) => callApi('unblock', { params: { blockId } }),
    onSuccess: () =>
      Promise.all(
        [['blocked-people'], ['hub-receipts'], ['me']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
