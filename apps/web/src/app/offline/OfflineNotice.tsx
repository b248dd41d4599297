import { useSyncExternalStore } from 'react';
import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ApiError, NETWORK_ERROR_CODE } from '../api/client';
import offline from './offline.module.css';
import { useOnline } from './useOnline';

/** Whether the screen's last reads failed for want of a network (the browser may still believe it is online). */
function useReadsLostTheNetwork(): boolean {
  const cache = useQueryClient().getQueryCache();
  return useSyncExternalStore(
    (listener) => cache.subscribe(listener),
    () =>
      cache
        .getAll()
        .some(
          (query) =>
            query.state.status === 'error' && query.state.error instanceof ApiError && query.state.error.body.code === NETWORK_ERROR_CODE,
        ),
  );
}

/**
 * Above every signed-in screen while there is no network: what still works here and what waits for the connection
 * (issue 28). The player says it its own way, with what waits to be sent (features/player OfflineBanner).
 */
export function OfflineNotice() {
  const { t } = useTranslation('offline');
  const online = useOnline();
  const readsFailed = useReadsLostTheNetwork();
  const { pathname } = useLocation();
  if ((online && !readsFailed) || /^\/plataforma(\/|$)/.test(pathname)) return null;
  return (
    <Alert color="orange" icon={<IconWifiOff aria-hidden />} title={t('title')} role="status" mb="md" classNames={{ title: offline.title }}>
      {t('shell')}
    </Alert>
  );
}
