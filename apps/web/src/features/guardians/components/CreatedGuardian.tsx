import { Alert, Button, CopyButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import type { GuardianCreatedAnswer } from '@portal/shared/guardians';
import { useTranslation } from 'react-i18next';

type Created = GuardianCreatedAnswer & { nomUsuario: string };

/** The new guardian's login and first password, shown this once (the page does not keep them). */
export function CreatedGuardian({ created, onClose }: { created: Created; onClose: () => void }) {
  const { t } = useTranslation('guardians');
  return (
    <Alert
      color="teal.9"
      variant="outline"
      icon={<IconKey aria-hidden />}
      title={`${t('staff.createdTitle')}: ${created.nomUsuario}`}
      role="status"
      data-testid="guardian-created"
    >
      <Stack gap="sm">
        <Text size="sm">{t('staff.createdHint')}</Text>
        <Stack gap="xs">
          <Secret label={t('staff.createdLogin')} value={created.cstLogin} copyLabel={t('staff.copyLogin')} testId="guardian-login" />
          <Secret
            label={t('staff.createdPassword')}
            value={created.txtSenha}
            copyLabel={t('staff.copyPassword')}
            testId="guardian-password"
          />
        </Stack>
        <Group>
          <Button variant="default" onClick={onClose}>
            {t('staff.createdClose')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** One value to hand over, as the bulk sheet's cards print them (monospace, dashed border), with its copy button. */
function Secret({ label, value, copyLabel, testId }: { label: string; value: string; copyLabel: string; testId: string }) {
  const { t } = useTranslation('guardians');
  return (
    <Paper px="sm" py="xs" radius="sm" bg="white" c="black" style={{ border: '1px dashed var(--mantine-color-gray-7)' }}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" c="gray.8">
            {label}
          </Text>
          <Text data-testid={testId} ff="monospace" fz="lg" fw={700} lts="0.05em" style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </div>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button
              size="compact-sm"
              variant="subtle"
              onClick={copy}
              aria-label={copyLabel}
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            >
              {copied ? t('staff.copied') : t('staff.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Paper>
  );
}
