import type { PublicProfile } from '@contract/schemas/users';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { publicProfileKeys } from './query-keys';

export type ProfileView = { access: 'open'; publicProfile: PublicProfile } | { access: 'signInRequired' };

/**
 * The public profile behind `/u/{username}` (members, or signed-out visitors where the owner opened the
 * link) or behind the old `/profile/{userId}` (members only).
 */
export function usePublicProfile({ userId, username }: { userId?: string; username?: string }) {
  const { state } = useAuth();
  const signedIn = state.status === 'signedIn';
  return useQuery({
    queryKey: publicProfileKeys.profile(userId ?? `@${username}`, signedIn),
    queryFn: async (): Promise<ProfileView> => {
      if (userId)
        return { access: 'open', publicProfile: await callApi('getPublicProfile', { params: { userId } }) };
      const name = username ?? '';
      if (signedIn)
        return {
          access: 'open',
          publicProfile: await callApi('getPublicProfileByUsername', { params: { username: name } }),
        };
      return callApi('getVisitorProfile', { params: { username: name } });
    },
    enabled: state.status !== 'loading' && Boolean(userId || username),
  });
}
