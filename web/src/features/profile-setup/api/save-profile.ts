import type { PutGoalTagsRequest, PutProfileRequest } from '@contract/schemas/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { meQueryKey } from '@/lib/use-me';

export function useSavePersonalInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PutProfileRequest) => callApi('putProfile', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}

export function useSaveGoalTags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PutGoalTagsRequest) => callApi('putGoalTags', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
