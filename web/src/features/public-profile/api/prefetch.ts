import { matchPath } from 'react-router-dom';
import { hasStoredSession } from '@/lib/amplify-loader';
import { queryClient } from '@/lib/query-provider';
import { publicProfileQuery } from './public-profile';

/**
 * A signed-out visitor's `/u/{username}`: the profile request starts while the page's code downloads
 * (app/router.tsx), not after the page renders; the page's query picks up the answer.
 */
export function prefetchVisitorProfile(): void {
  const username = matchPath('/u/:username', window.location.pathname)?.params.username;
  if (!username || hasStoredSession()) return;
  void queryClient.prefetchQuery(publicProfileQuery({ username, signedIn: false }));
}
