import type { PutGoalTagsRequest } from '@contract/schemas/profile';
import { callApi } from './api-client';
import { queryKeys } from './query-keys';
import { useSaveThenRefresh } from './save-then-refresh';

/**
 * Saves the member's goal tags (profile setup's Goal Tags tab, the goals page), then reads `me` again: the
 * goals page's figures live under it, so they follow.
 */
export function useSaveGoalTags() {
  return useSaveThenRefresh(queryKeys.me.all, (body: PutGoalTagsRequest) => callApi('putGoalTags', { body }));
}
