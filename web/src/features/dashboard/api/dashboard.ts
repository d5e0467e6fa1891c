import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The member's dashboard figures (`GET /me/dashboard`, a constant number of reads whatever the history). */
export function useDashboard() {
  return useQuery({ queryKey: queryKeys.dashboard.all, queryFn: () => callApi('getDashboard', {}) });
}
