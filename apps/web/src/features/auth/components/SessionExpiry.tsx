import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { setUnauthorizedHandler } from '../../../app/api/client';
import { clearSession } from '../../../app/session/storage';

/**
 * Any call answering 401: 'Sessão expirou.', the session is cleared (the signed-in cache empties
 * itself on the token's change, app/queryClient.ts) and the user goes to /login.
 */
export function SessionExpiry() {
  const navigate = useNavigate();
  const { t } = useTranslation();

  useEffect(() => {
    setUnauthorizedHandler(() => {
      clearSession();
      notifications.show({ id: 'session-expired', color: 'red', message: t('sessionExpired', { ns: 'msg' }) });
      void navigate('/login', { replace: true });
    });
    return () => setUnauthorizedHandler(() => undefined);
  }, [navigate, t]);

  return null;
}
