import { Alert } from '@mantine/core';
import { IconCloudCheck, IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import notice from '../../../app/offline/offline.module.css';
import { useOutbox } from '../api/outbox';

/** Says when the network is gone and how much progress waits in this browser; nothing when all is sent. */
export function OfflineBanner({ userId }: { userId: number }) {
  const { t } = useTranslation('player');
  const { pending, offline } = useOutbox(userId);
  if (offline)
    return (
      <Alert color="orange" icon={<IconWifiOff aria-hidden />} role="status" title={t('offlineTitle')} classNames={{ title: notice.title }}>
        {pending > 0 ? t('offlinePending', { count: pending }) : t('offlineNothing')}
      </Alert>
    );
  if (pending > 0)
    return (
      <Alert color="blue" icon={<IconCloudCheck aria-hidden />} role="status">
        {t('sending', { count: pending })}
      </Alert>
    );
  return null;
}
