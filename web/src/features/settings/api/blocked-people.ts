import { limits } from '@contract/limits';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { hubKeys } from '@/features/hub/api/query-keys';
import { callApi } from '@/lib/api-client';
import { cursorOf, cursorPages } from '@/lib/cursor-pages';
import { meQueryKey } from '@/lib/use-me';
import { settingsKeys } from './query-keys';

/** Settings → Blocked people, newest first, a page at a time. */
export function useBlockedPeople() {
  return useInfiniteQuery({
    queryKey: settingsKeys.blockedPeople,
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
        [settingsKeys.blockedPeople, hubKeys.receipts, meQueryKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
