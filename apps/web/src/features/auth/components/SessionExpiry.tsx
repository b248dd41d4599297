import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '../../../app/api/client';
import { goToLogin } from '../../../app/session/loginNotice';
import { clearSession } from '../../../app/session/storage';

/**
 * Any call answering 401: the session is cleared (the signed-in cache empties itself on the token's
 * change, app/queryClient.ts) and the user goes to /login, which says 'Sessão expirou.'.
 */
export function SessionExpiry() {
  const navigate = useNavigate();
  const { t } = useTranslation();

  useEffect(() => {
    setUnauthorizedHandler(() => {
      clearSession();
      goToLogin(navigate, { tone: 'error', message: t('sessionExpired', { ns: 'msg' }) });
    });
    return () => setUnauthorizedHandler(() => undefined);
  }, [navigate, t]);

  return null;
}
