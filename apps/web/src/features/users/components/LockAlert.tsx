import { Alert, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications/store';
import { useTranslation } from 'react-i18next';
import type { UserDto } from '@portal/shared/users';
import { useErrorText } from '../../../app/api/errors';
import { confirmYesNo } from '../../../app/components/confirm';
import { useLockState, useUnlockUser } from '../api/users';

/** 'Bloqueado' and 'Desbloquear' on the user form, when repeated wrong passwords keep the user out. */
export function LockAlert({ user }: { user: UserDto }) {
  const { t } = useTranslation('users');
  const errorText = useErrorText();
  const lock = useLockState(user.codBseUsuario);
  const unlock = useUnlockUser();
  if (!lock.data?.bloqueado) return null;

  const confirmUnlock = () =>
    confirmYesNo({
      question: t('lock.question', { name: user.nomUsuario }),
      onConfirm: () =>
        unlock.mutate(user.codBseUsuario, {
          onSuccess: () => notifications.show({ color: 'teal', message: t('lock.success') }),
          onError: (error) => notifications.show({ color: 'red', message: errorText(error) }),
        }),
    });

  return (
    <Alert color="orange" title={t('lock.title')} role="status">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('lock.detail')}</Text>
        <Button variant="white" color="orange.9" onClick={confirmUnlock} loading={unlock.isPending}>
          {t('lock.unlock')}
        </Button>
      </Group>
    </Alert>
  );
}
