import { Navigate, useLocation } from 'react-router-dom';

/** An old path's page moved to `to`: the address is replaced, its query string and fragment kept. */
export function MovedTo({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={`${to}${search}${hash}`} replace />;
}
