import { Box, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent, IconChartBar, IconMessages, IconRoute } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LanguageNativeSelect } from '../../../app/layout/LanguageNativeSelect';
import { Logo } from '../../../app/layout/Logo';
import { LoginForm } from './LoginForm';
import { useSecretGesture } from './useSecretGesture';
import classes from './login.module.css';

export const TRAINING_PLATFORM_PATH = '/plataforma-treinamento';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const onHeaderClick = useSecretGesture(() => {
    window.alert(t('login.gestureAlert'));
    void navigate(TRAINING_PLATFORM_PATH);
  });

  const highlights = [
    { icon: IconRoute, text: t('login.highlights.paths') },
    { icon: IconCalendarEvent, text: t('login.highlights.calendar') },
    { icon: IconMessages, text: t('login.highlights.communication') },
    { icon: IconChartBar, text: t('login.highlights.reports') },
  ];

  return (
    <Box className={classes.page}>
      <Box component="aside" aria-label={t('login.aboutLabel')} className={classes.brandPanel} visibleFrom="md">
        <Stack gap="xl" maw={440}>
          <Logo inverted />
          <Text fz={34} fw={800} lh={1.15} c="white">
            {t('login.tagline')}
          </Text>
          <Text c="indigo.0" fz="lg">
            {t('login.subtitle')}
          </Text>
          <List spacing="sm" c="white" center>
            {highlights.map(({ icon: Icon, text }) => (
              <List.Item
                key={text}
                icon={
                  <ThemeIcon variant="white" radius="xl" size={30} aria-hidden>
                    <Icon size={18} />
                  </ThemeIcon>
                }
              >
                {text}
              </List.Item>
            ))}
          </List>
        </Stack>
      </Box>
      <Box component="main" className={classes.formPanel}>
        <Group justify="flex-end" className={classes.languageBar}>
          <LanguageNativeSelect />
        </Group>
        <Paper className={classes.card} radius="lg" p={{ base: 'lg', sm: 40 }} withBorder shadow="sm">
          <Stack gap="lg">
            <Box onClick={onHeaderClick} className={classes.header} data-testid="login-header">
              <Title order={1} fz={30} c="indigo.9">
                {t('app.product')}
              </Title>
              <Text c="dimmed" mt={4}>
                {t('login.welcome')}
              </Text>
            </Box>
            <LoginForm />
          </Stack>
        </Paper>
        <Text size="sm" c="dimmed" ta="center" mt="lg">
          {t('login.help')}
        </Text>
      </Box>
    </Box>
  );
}
