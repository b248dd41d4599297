import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Last resort when a screen fails to render or a lazy chunk fails to load. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" p="md" component="main">
      <Stack align="center" gap="md" maw={520}>
        <Title order={1} ta="center">
          {t('errors.unexpectedTitle')}
        </Title>
        <Text c="dimmed" ta="center">
          {t('errors.unexpectedText')}
        </Text>
        <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
      </Stack>
    </Center>
  );
}
