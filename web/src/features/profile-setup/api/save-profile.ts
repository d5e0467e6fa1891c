import type { PutProfileRequest } from '@contract/schemas/profile';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useSaveThenRefresh } from '@/lib/save-then-refresh';

export function useSavePersonalInfo() {
  return useSaveThenRefresh(queryKeys.me.all, (body: PutProfileRequest) => callApi('putProfile', { body }));
}
