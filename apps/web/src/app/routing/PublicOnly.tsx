import { Navigate, Outlet } from 'react-router';
import { useToken } from '../session/storage';

/** /login only when signed out: a signed-in user goes to /home. */
export function PublicOnly() {
  const token = useToken();
  if (token) return <Navigate to="/home" replace />;
  return <Outlet />;
}
