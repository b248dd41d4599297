import { Alert, Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorText } from '../../../app/api/errors';
import { CenteredLoader } from '../../../app/components/CenteredLoader';
import { useRooms } from '../api/forum';

/** /forum/salas: one button per room. */
export function RoomsPage() {
  const { t } = useTranslation('forum');
  const errorText = useErrorText();
  const rooms = useRooms();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('rooms')}</Title>
        <Text c="dimmed">{t('roomsIntro')}</Text>
      </div>
      {rooms.isError ? (
        <Alert color="red" role="alert">
          {errorText(rooms.error)}
        </Alert>
      ) : !rooms.data ? (
        <CenteredLoader label={t('loading')} />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          {rooms.data.map((room) => (
            <Button
              key={room.codFrmSala}
              component={Link}
              to={`/forum/topicos/${room.codFrmSala}`}
              size="lg"
              variant="light"
              leftSection={<IconMessages size={22} aria-hidden />}
              h={72}
            >
              {room.nomSala}
            </Button>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
