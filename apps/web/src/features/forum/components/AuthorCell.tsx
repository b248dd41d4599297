import { Avatar, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** An author as the forum shows them: the avatar (or initials), then 'name - login'. */
export function AuthorCell({ name, login, avatar }: { name: string; login: string; avatar: string | null }) {
  const { t } = useTranslation('forum');
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0] ?? '')
    .join('');
  return (
    <Group gap="xs" wrap="nowrap">
      <Avatar src={avatar} alt={t('avatarOf', { name })} size="sm" color="indigo" radius="xl">
        {initials}
      </Avatar>
      <Text size="sm">
        {name} - {login}
      </Text>
    </Group>
  );
}
