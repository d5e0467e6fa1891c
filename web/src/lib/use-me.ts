import { useQuery } from '@tanstack/react-query';
import { callApi } from './api-client';
import { queryKeys } from './query-keys';

/** The signed-in user's profile, goal tags, sharing settings and counters (`GET /me`, one read). */
export function useMe(options: { refetchInterval?: number } = {}) {
  return useQuery({ queryKey: queryKeys.me.all, queryFn: () => callApi('getMe', {}), ...options });
}
