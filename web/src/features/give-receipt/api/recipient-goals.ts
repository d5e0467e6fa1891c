import { goalTags } from '@contract/enums';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * The goals the recipient shares (their public profile's goal tags, in the setup's order), which a giver may
 * link a receipt to: none when their goals are private.
 */
export function useRecipientGoals(userId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.profiles.detail({ who: userId ?? '', signedIn: true, view: 'goals' }),
    queryFn: async (): Promise<string[]> => {
      const { goalTags: shared } = await callApi('getPublicProfile', { params: { userId: userId ?? '' } });
      const chosen = new Set(Object.values(shared ?? {}).flat());
      return goalTags.filter((tag) => chosen.has(tag));
    },
    enabled: Boolean(userId),
  });
}
