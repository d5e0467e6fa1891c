import type { PutGoalTagsRequest, PutProfileRequest } from '@contract/schemas/profile';
import { callApi } from '@/lib/api-client';
import { useSaveThenRefresh } from '@/lib/save-then-refresh';
import { meQueryKey } from '@/lib/use-me';

export function useSavePersonalInfo() {
  return useSaveThenRefresh(meQueryKey, (body: PutProfileRequest) => callApi('putProfile', { body }));
}

export function useSaveGoalTags() {
  return useSaveThenRefresh(meQueryKey, (body: PutGoalTagsRequest) => callApi('putGoalTags', { body }));
}
