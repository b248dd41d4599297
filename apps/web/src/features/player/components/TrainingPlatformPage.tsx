import { Box, Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSelect } from '../../../app/layout/LanguageSelect';
import { Logo } from '../../../app/layout/Logo';

/** Public demo route; the player itself is built in the player feature. Says so honestly. */
export function TrainingPlatformPage() {
  const { t } = useTranslation();
  return (
    <Box mih="100vh" bg="gray.0">
      <Box component="header" bg="white" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg">
          <Group justify="space-between">
            <Logo />
            <LanguageSelect />
          </Group>
        </Container>
      </Box>
      <Container size="sm" py={64} component="main">
        <Paper withBorder radius="lg" p="xl">
          <Stack align="center" gap="md">
            <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
              <IconRoute size={34} stroke={1.5} />
            </ThemeIcon>
            <Title order={1} ta="center">
              {t('routes.plataformaTreinamento')}
            </Title>
            <Text size="lg" ta="center">
              {t('placeholder.text')}
            </Text>
            <Text c="dimmed" ta="center">
              {t('trainingPlatform.detail')}
            </Text>
            <Button component={Link} to="/login" variant="light">
              {t('trainingPlatform.toLogin')}
            </Button>
          </Stack>
        </Paper>
      </Container>
    </Box>
  );
}
