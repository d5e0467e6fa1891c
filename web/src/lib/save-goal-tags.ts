import * as messages from '@contract/messages';
import type { PutGoalTagsRequest } from '@contract/schemas/profile';
import { callApi } from './api-client';
import { ApiError } from './api-error';
import { queryKeys } from './query-keys';
import { useSaveThenRefresh } from './save-then-refresh';

/**
 * Saves the member's goal tags (profile setup's Goal Tags tab, the goals page), then reads `me` again: the
 * goals page's figures live under it, so they follow.
 */
export function useSaveGoalTags() {
  return useSaveThenRefresh(queryKeys.me.all, (body: PutGoalTagsRequest) => callApi('putGoalTags', { body }));
}

/** What to say when saving the goal tags failed: the API's own message, or the contract's general one. */
export const goalTagsSaveError = (error: unknown) =>
  error instanceof ApiError ? error.message : messages.failedToSaveGoalTags;
