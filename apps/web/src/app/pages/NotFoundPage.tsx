import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundContent() {
  const { t } = useTranslation();
  return (
    <Center mih="50vh">
      <Stack align="center" gap="md" maw={520}>
        <Text fz={72} fw={800} c="indigo.8" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1} ta="center">
          {t('notFound.title')}
        </Title>
        <Text c="dimmed" ta="center">
          {t('notFound.text')}
        </Text>
        <Button component={Link} to="/home">
          {t('notFound.home')}
        </Button>
      </Stack>
    </Center>
  );
}
