import { sitePaths } from '@contract/site-paths';
import { useNavigate } from 'react-router-dom';
import { useAuth } from './auth';

/**
 * "Back" within the site: the previous page when this one was reached from the site, else a page of the
 * site (the hub for a member, the home page for a visitor), never out of it. A shared profile link opened
 * in a new tab has no previous page of ours; the browser's own Back would leave the site.
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const member = useAuth().state.status === 'signedIn';
  return () => {
    // React Router numbers the entries it made; the first page it opened in this tab is 0.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(member ? sitePaths.hub : sitePaths.home, { replace: true });
  };
}
