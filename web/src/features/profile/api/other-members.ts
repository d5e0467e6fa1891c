import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * Whether anyone else is on Receipts: the spec shows "Leave a Receipt" only when the list of users is
 * non-empty. Two entries, because the directory's page may hold the caller, whom it leaves out.
 */
export function useHasOtherMembers() {
  return useQuery({
    queryKey: queryKeys.profiles.list({ of: 'others' }),
    queryFn: async () => (await callApi('listUsers', { query: { limit: 2 } })).items.length > 0,
  });
}
