import { useQuery } from '@tanstack/react-query';
import { callApi } from './api-client';

export const meQueryKey = ['me'] as const;

/** The signed-in user's profile, goal tags, sharing settings and counters (`GET /me`, one read). */
export function useMe(options: { refetchInterval?: number } = {}) {
  return useQuery({ queryKey: meQueryKey, queryFn: () => callApi('getMe', {}), ...options });
}
