import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../app/session/me';
import { AvatarCard } from './AvatarCard';
import { PasswordCard } from './PasswordCard';

/** /configuracao: own avatar and password. */
export function SettingsPage() {
  const { t } = useTranslation();
  const { data: user } = useMe();
  if (!user) return null;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('settings.title')}</Title>
        <Text c="dimmed">{t('settings.subtitle')}</Text>
      </div>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <AvatarCard user={user} />
        <PasswordCard />
      </SimpleGrid>
    </Stack>
  );
}
