import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../app/session/me';
import { AvatarCard } from './AvatarCard';
import { PasswordCard } from './PasswordCard';
import { IcalCard } from './IcalCard';
import { can } from '@portal/shared/permissions';

/** /configuracao: own avatar and password, and the private address of one's calendar. */
export function SettingsPage() {
  const { t } = useTranslation(['translation', 'users']);
  const { data: user } = useMe();
  if (!user) return null;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('users:settings.title')}</Title>
        <Text c="dimmed">{t('users:settings.subtitle')}</Text>
      </div>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <AvatarCard user={user} />
        <PasswordCard />
      </SimpleGrid>
      {can(user.codBsePerfil, 'calendar:use') && <IcalCard />}
    </Stack>
  );
}
