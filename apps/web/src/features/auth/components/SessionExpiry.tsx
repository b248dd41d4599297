import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { setUnauthorizedHandler } from '../../../app/api/client';
import { clearSession } from '../../../app/session/storage';

/** Any call answering 401: 'Sessão expirou.', the session is cleared and the user goes to /login. */
export function SessionExpiry() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useTranslation();

  useEffect(() => {
    setUnauthorizedHandler(() => {
      clearSession();
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'config' });
      notifications.show({ id: 'session-expired', color: 'red', message: t('sessionExpired', { ns: 'msg' }) });
      void navigate('/login', { replace: true });
    });
    return () => setUnauthorizedHandler(() => undefined);
  }, [navigate, queryClient, t]);

  return null;
}
