import { Avatar, Group, Stack, Text } from '@mantine/core';
import type { AccountDto } from '@portal/shared/auth';
import { useProfileName } from '../session/profile';

/** Avatar, user name, login code and profile name of the signed-in user. */
export function UserBadge({ user }: { user: AccountDto }) {
  const profileName = useProfileName();
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={user.imgAvatar} name={user.nomUsuario} color="indigo" variant="filled" radius="xl" size={40} alt="" />
      <Stack gap={0} visibleFrom="sm">
        <Text size="sm" fw={600} lh={1.3} lineClamp={1}>
          {user.nomUsuario}
        </Text>
        <Text size="xs" c="dimmed" lh={1.3}>
          <span data-testid="user-login">{user.cstLogin}</span> · <span>{profileName(user)}</span>
        </Text>
      </Stack>
    </Group>
  );
}
