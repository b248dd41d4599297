import { Alert, Box, Button, Center, Container, Group, Loader } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorText } from '../../../app/api/errors';
import { queryClient } from '../../../app/queryClient';
import { LanguageNativeSelect } from '../../../app/layout/LanguageNativeSelect';
import { Logo } from '../../../app/layout/Logo';
import { useTrainingPath } from '../api/play';
import { trainingProgress, trainingRecorder } from '../api/recorder';
import { PlayerView } from './PlayerView';

/** 'Plataforma de Treinamento': the player on the sample path, without signing in; progress stays in this browser. */
export function TrainingPlatformPage() {
  // A public screen: the app's query cache is provided by the signed-in part only.
  return (
    <QueryClientProvider client={queryClient}>
      <TrainingPlatform />
    </QueryClientProvider>
  );
}

function TrainingPlatform() {
  const { t } = useTranslation('player');
  const errorText = useErrorText();
  const path = useTrainingPath();
  const progress = useMemo(() => trainingProgress(), []);

  return (
    <Box mih="100vh" bg="gray.0">
      <Box component="header" bg="white" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="xl">
          <Group justify="space-between">
            <Logo />
            <Group gap="sm">
              <LanguageNativeSelect />
              <Button component={Link} to="/login" variant="light">
                {t('toLogin')}
              </Button>
            </Group>
          </Group>
        </Container>
      </Box>
      <Container size="xl" py="lg" component="main">
        {path.isError ? (
          <Alert color="red" role="alert">
            {errorText(path.error)}
          </Alert>
        ) : !path.data ? (
          <Center py="xl">
            <Loader aria-label={t('loading')} />
          </Center>
        ) : (
          <PlayerView
            base="/plataforma-treinamento"
            path={path.data}
            progress={progress}
            recorder={trainingRecorder}
            notice={t('trainingNotice')}
          />
        )}
      </Container>
    </Box>
  );
}
