import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '@/components/spinner';
import { useAuth } from '@/lib/auth';

/** Signed-out visitors go to /login; a spinner shows while the auth state loads. */
export function ProtectedRoute() {
  const { state } = useAuth();
  const location = useLocation();
  if (state.status === 'loading') return <Spinner label="Checking your session…" />;
  if (state.status === 'signedOut')
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  return <Outlet />;
}
