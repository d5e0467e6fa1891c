import type { FollowUpChange } from '@contract/enums';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The member's own follow-ups, newest first (the first page: the latest per goal is in it). */
export function useGoalFollowUps() {
  return useQuery({
    queryKey: queryKeys.followUps.list({ of: 'asked' }),
    queryFn: () => callApi('listGoalFollowUps', { query: {} }),
  });
}

/** The follow-ups the member was asked as a giver. */
export function useFollowUpsToAnswer() {
  return useQuery({
    queryKey: queryKeys.followUps.list({ of: 'toAnswer' }),
    queryFn: () => callApi('listFollowUpsToAnswer', {}),
  });
}

export function useAskFollowUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (goal: string) => callApi('askFollowUp', { body: { goal } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.followUps.all }),
  });
}

export type FollowUpReply = { followUpId: string } & (
  | { decline: true }
  | { decline?: false; change: FollowUpChange; text: string }
);

/** Answers or declines a follow-up; the list shows what was done. */
export function useReplyToFollowUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reply: FollowUpReply) =>
      reply.decline
        ? callApi('declineFollowUp', { params: { followUpId: reply.followUpId }, body: {} })
        : callApi('answerFollowUp', {
            params: { followUpId: reply.followUpId },
            body: { change: reply.change, text: reply.text },
          }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.followUps.all }),
  });
}
