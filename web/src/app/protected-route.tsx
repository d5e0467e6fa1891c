import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '@/components/spinner';
import { useAuth } from '@/lib/auth';

/**
 * Signed-out visitors go to /login, which brings them back here once signed in; a member who signed out
 * here goes there with nothing to come back to. A spinner shows while the auth state loads.
 */
export function ProtectedRoute() {
  const { state } = useAuth();
  const location = useLocation();
  if (state.status === 'loading') return <Spinner label="Checking your session…" />;
  if (state.status === 'signedOut')
    return (
      <Navigate
        to="/login"
        replace
        state={state.left ? undefined : { from: `${location.pathname}${location.search}` }}
      />
    );
  return <Outlet />;
}
