import { goalTags } from '@contract/enums';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** What the give flow needs to know of the recipient before anyone writes, from their public profile. */
interface RecipientGiving {
  /** The goals they share (in the setup's order), which a giver may link a receipt to: none when private. */
  goals: string[];
  /** Whether they take an anonymous receipt from this giver (never why not). */
  takesAnonymous: boolean;
}

function useRecipientGiving<T>(userId: string | undefined, select: (giving: RecipientGiving) => T) {
  return useQuery({
    queryKey: queryKeys.profiles.detail({ who: userId ?? '', signedIn: true, view: 'goals' }),
    queryFn: async (): Promise<RecipientGiving> => {
      const profile = await callApi('getPublicProfile', { params: { userId: userId ?? '' } });
      const chosen = new Set(Object.values(profile.goalTags ?? {}).flat());
      return {
        goals: goalTags.filter((tag) => chosen.has(tag)),
        takesAnonymous: profile.takesAnonymousFromYou !== false,
      };
    },
    enabled: Boolean(userId),
    select,
  });
}

export const useRecipientGoals = (userId: string | undefined) => useRecipientGiving(userId, (g) => g.goals);

/** True until known otherwise: the API refuses an anonymous send it doesn't take, whatever the page said. */
export const useTakesAnonymous = (userId: string | undefined) =>
  useRecipientGiving(userId, (g) => g.takesAnonymous).data ?? true;
