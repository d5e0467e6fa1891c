import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The goals page (`GET /me/goals`): under `me`, so saving goal tags or sharing settings refreshes it. */
export function useMyGoals() {
  return useQuery({ queryKey: queryKeys.me.detail('goals'), queryFn: () => callApi('getMyGoals', {}) });
}
