import type { Category } from '@contract/enums';
import { limits } from '@contract/limits';
import type { JournalEntry } from '@contract/schemas/reflections';
import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { cursorOf, cursorPages } from '@/lib/cursor-pages';
import { queryKeys } from '@/lib/query-keys';

/** The member's reflection on a receipt they received; null when they haven't written one. */
export function useReflection(receiptId: string) {
  return useQuery({
    queryKey: queryKeys.journal.detail(receiptId),
    queryFn: () =>
      callApi('getReflection', { params: { receiptId } }).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }),
  });
}

export function useSaveReflection(receiptId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => callApi('putReflection', { params: { receiptId }, body: { text } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.journal.detail(receiptId), saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.journal.lists() });
    },
  });
}

type JournalPages = InfiniteData<{ items: JournalEntry[]; cursor: string | null }>;

/** Removes the reflection: the receipt leaves every cached journal list at once, whatever its filter. */
export function useRemoveReflection(receiptId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('deleteReflection', { params: { receiptId } }),
    onSuccess: () => {
      queryClient.setQueryData(queryKeys.journal.detail(receiptId), null);
      queryClient.setQueriesData<JournalPages>({ queryKey: queryKeys.journal.lists() }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.filter((entry) => entry.receipt.id !== receiptId),
              })),
            }
          : data,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.journal.lists() });
    },
  });
}

/** The journal: received receipts with reflections, newest first, a page at a time. */
export function useJournal(filter: { category?: Category | 'Other'; goal?: string }) {
  return useInfiniteQuery({
    queryKey: queryKeys.journal.list(filter),
    ...cursorPages,
    queryFn: ({ pageParam }) =>
      callApi('listJournal', {
        query: {
          limit: limits.pageSizeDefault,
          ...(filter.category ? { category: filter.category } : {}),
          ...(filter.goal ? { goal: filter.goal } : {}),
          ...cursorOf(pageParam),
        },
      }),
  });
}
