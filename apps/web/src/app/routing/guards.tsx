import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications/store';
import { useTranslation } from 'react-i18next';
import { can, type Capability } from '@portal/shared/permissions';
import { ApiError, NETWORK_ERROR_CODE } from '../api/client';
import { useErrorText } from '../api/errors';
import { useMe } from '../session/me';
import { clearSession, useToken } from '../session/storage';
import { PageLoader } from '../pages/PageLoader';

/** Signed-in pages: no token -> /login; on load the user data is fetched, a failure ends the session. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const token = useToken();
  const location = useLocation();
  const me = useMe();
  const queryClient = useQueryClient();
  const errorText = useErrorText();

  // Without the network the kept user stays signed in (issue 28: the player works offline); the screens that need
  // the server say so. A refusal of the server still ends the session.
  const offline = me.error instanceof ApiError && me.error.body.code === NETWORK_ERROR_CODE && me.data !== undefined;
  const failed = me.isError && !offline;
  useEffect(() => {
    if (!failed) return;
    // 2-access §8: failed load of user data -> logout and go to /login. A 401 was already
    // announced as 'Sessão expirou.' by the session-expiry handler; other failures are said here.
    const expired = me.error instanceof ApiError && me.error.status === 401;
    if (!expired) notifications.show({ id: 'me-failed', color: 'red', message: errorText(me.error) });
    clearSession();
    queryClient.removeQueries();
  }, [failed, me.error, errorText, queryClient]);

  if (!token) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (!me.data) return <PageLoader />;
  return children ?? <Outlet />;
}

/** A page the profile has no capability for sends the user to /home, saying so. */
export function RequireCapability({ capability, children }: { capability: Capability; children?: ReactNode }) {
  const { data } = useMe();
  if (!data) return <PageLoader />;
  if (!can(data.codBsePerfil, capability)) return <DeniedToHome />;
  return children ?? <Outlet />;
}

/** To /home with a notice (role alert): the person learns why the page they asked for did not open. */
function DeniedToHome() {
  const { t } = useTranslation();
  useEffect(() => {
    // One id: a double effect (StrictMode) or a second refused link does not stack notices.
    notifications.show({ id: 'route-denied', color: 'orange', title: t('denied.title'), message: t('denied.text'), autoClose: 8000 });
  }, [t]);
  return <Navigate to="/home" replace />;
}
