import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { queryKeys } from '@/lib/query-keys';
import { takeEarlyVisitorProfile } from './early-visitor-profile';
import type { ProfileView } from './profile-view';

interface Who {
  userId?: string | undefined;
  username?: string | undefined;
  signedIn: boolean;
}

/** The query behind a profile page; a signed-out visitor's first answer may already be on its way (main.tsx). */
export function publicProfileQuery({ userId, username, signedIn }: Who) {
  return queryOptions({
    queryKey: queryKeys.profiles.detail({ who: userId ?? `@${username}`, signedIn }),
    queryFn: async (): Promise<ProfileView> => {
      if (userId)
        return { access: 'open', publicProfile: await callApi('getPublicProfile', { params: { userId } }) };
      const name = username ?? '';
      if (signedIn)
        return {
          access: 'open',
          publicProfile: await callApi('getPublicProfileByUsername', { params: { username: name } }),
        };
      return takeEarlyVisitorProfile(name) ?? callApi('getVisitorProfile', { params: { username: name } });
    },
  });
}

/**
 * The public profile behind `/u/{username}` (members, or signed-out visitors where the owner opened the
 * link) or behind the old `/profile/{userId}` (members only).
 */
export function usePublicProfile({ userId, username }: { userId?: string; username?: string }) {
  const { state } = useAuth();
  return useQuery({
    ...publicProfileQuery({ userId, username, signedIn: state.status === 'signedIn' }),
    enabled: state.status !== 'loading' && Boolean(userId || username),
  });
}
