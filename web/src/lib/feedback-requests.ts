import { limits } from '@contract/limits';
import type { CreateFeedbackRequest } from '@contract/schemas/feedback-requests';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { cursorOf, cursorPages } from '@/lib/cursor-pages';
import { queryKeys } from '@/lib/query-keys';

/** Asks a question: the request the link or the chosen contacts answer. */
export function useCreateFeedbackRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateFeedbackRequest) => callApi('createFeedbackRequest', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.feedbackRequests.lists() }),
  });
}

/** Reminds, once, the contacts a request was sent to who have not answered it. */
export function useResendFeedbackRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) => callApi('resendFeedbackRequest', { params: { requestId }, body: {} }),
    // Refused too: "already sent" from another tab, or a retry whose first answer was lost, is read back.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.feedbackRequests.lists() }),
  });
}

/** The member's requests, newest first, a page at a time. */
export function useFeedbackRequests() {
  return useInfiniteQuery({
    queryKey: queryKeys.feedbackRequests.list({}),
    ...cursorPages,
    queryFn: ({ pageParam }) =>
      callApi('listFeedbackRequests', { query: { limit: limits.pageSizeDefault, ...cursorOf(pageParam) } }),
  });
}

/** The open requests the member was sent as one of the asker's chosen contacts, newest first. */
export function useFeedbackRequestsForMe() {
  return useInfiniteQuery({
    queryKey: queryKeys.feedbackRequests.list({ forMe: true }),
    ...cursorPages,
    queryFn: ({ pageParam }) =>
      callApi('listFeedbackRequestsForMe', {
        query: { limit: limits.pageSizeDefault, ...cursorOf(pageParam) },
      }),
  });
}

/** A request as its link's giver reads it, once its asker is the chosen recipient. Not retried: a 404 or 409 says why. */
export function useFeedbackRequestForGiver(askerId: string | undefined, requestId: string | null) {
  return useQuery({
    queryKey: queryKeys.feedbackRequests.detail(`${askerId}/${requestId}`),
    queryFn: () =>
      callApi('getFeedbackRequest', { params: { userId: askerId ?? '', requestId: requestId ?? '' } }),
    enabled: Boolean(askerId && requestId),
    retry: false,
  });
}
