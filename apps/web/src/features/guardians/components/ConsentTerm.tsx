import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import type { ConsentDto } from '@portal/shared/guardians';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../app/api/errors';
import { useAcceptConsent } from '../api/children';

const KEPT = ['name', 'class', 'progress', 'activities', 'attendance', 'events'] as const;

/** The consent term (LGPD art. 14): what the portal keeps about the child, who sees it, the guardian's rights. */
export function ConsentTerm({ consent }: { consent: ConsentDto }) {
  const { t, i18n } = useTranslation('guardians');
  const errorText = useErrorText();
  const accept = useAcceptConsent();
  const children = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(consent.filhos);

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="consent-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <IconShieldCheck size={28} aria-hidden color="var(--mantine-color-indigo-7)" />
            <Title order={2} id="consent-title">
              {t('consent.title')}
            </Title>
          </Group>
          <Text size="sm" fw={600} c="gray.8">
            {t('consent.version', { version: consent.versao })}
          </Text>
        </Group>
        <Text>{consent.filhos.length > 0 ? t('consent.intro', { children }) : t('consent.introNoChildren')}</Text>
        <div>
          <Title order={3} fz="h4" mb="xs">
            {t('consent.keepsTitle')}
          </Title>
          <List spacing={4}>
            {KEPT.map((item) => (
              <List.Item key={item}>{t(`consent.keeps.${item}`)}</List.Item>
            ))}
          </List>
        </div>
        <div>
          <Title order={3} fz="h4" mb="xs">
            {t('consent.whoTitle')}
          </Title>
          <Text>{t('consent.who')}</Text>
        </div>
        <div>
          <Title order={3} fz="h4" mb="xs">
            {t('consent.rightsTitle')}
          </Title>
          <Text>{t('consent.rights')}</Text>
        </div>
        {accept.isError && (
          <Alert color="red" role="alert">
            {errorText(accept.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button size="md" loading={accept.isPending} onClick={() => accept.mutate(consent.versao)}>
            {t('consent.accept')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
