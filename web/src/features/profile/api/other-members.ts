import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { profileKeys } from './query-keys';

/**
 * Whether anyone else is on Receipts: the spec shows "Leave a Receipt" only when the list of users is
 * non-empty. Two entries, because the directory's page may hold the caller, whom it leaves out.
 */
export function useHasOtherMembers() {
  return useQuery({
    queryKey: profileKeys.otherMembers,
    queryFn: async () => (await callApi('listUsers', { query: { limit: 2 } })).items.length > 0,
  });
}
