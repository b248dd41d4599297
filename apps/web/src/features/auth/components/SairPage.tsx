import { Alert, Button, Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { waitingToBeSent } from '../../../app/offline/deviceCopies';
import { useMe } from '../../../app/session/me';
import { useLogout } from '../logout';

/** /sair: 'Deseja realmente sair?' Sim logs out; Não goes back. */
export function SairPage() {
  const { t } = useTranslation(['translation', 'offline']);
  const navigate = useNavigate();
  const logoutMutation = useLogout();
  const { data: user } = useMe();
  // What was done offline and not sent yet stays for the next sign-in with internet: said before leaving.
  const waiting = user ? waitingToBeSent(user.codBseUsuario) : 0;

  const confirm = () => logoutMutation.mutate(undefined, { onSettled: () => void navigate('/login', { replace: true }) });
  const cancel = () => {
    const state: unknown = window.history.state;
    const canGoBack = typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number' && state.idx > 0;
    if (canGoBack) void navigate(-1);
    else void navigate('/home', { replace: true });
  };

  return (
    <Center mih="60vh">
      <Paper withBorder radius="lg" p="xl" shadow="xs" maw={440} w="100%">
        <Stack align="center" gap="lg">
          <ThemeIcon size={56} radius="xl" variant="light" color="red" aria-hidden>
            <IconLogout size={30} />
          </ThemeIcon>
          <Title order={1} fz="xl" ta="center" id="sair-question">
            {t('sair.question')}
          </Title>
          <Text c="dimmed" ta="center" size="sm">
            {t('sair.detail')}
          </Text>
          {waiting > 0 && (
            <Alert color="orange" role="status" w="100%">
              {t('offline:waitingAtSignOut', { count: waiting })}
            </Alert>
          )}
          <Group justify="center" gap="md" w="100%" grow>
            <Button variant="default" onClick={cancel} disabled={logoutMutation.isPending}>
              {t('common.no')}
            </Button>
            <Button color="red.8" onClick={confirm} loading={logoutMutation.isPending} data-autofocus>
              {t('common.yes')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
