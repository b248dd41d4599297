import { Alert, Button, Center, Grid, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../app/api/errors';
import { useAdminSystem } from '../api/admin';
import { AccessCard } from './AccessCard';
import { DataRequestsCard } from './DataRequestsCard';
import { ProcessesCard } from './ProcessesCard';
import { BackupCard, DatabaseCard, HealthCard, VersionCard } from './SystemCards';
import { TablesCard } from './TablesCard';
import { formatDateTime } from './format';

/** /admin (DECISIONS.md; issue 15): what runs, on which database, whether its neighbours answer, who signed in or was locked out. */
export function AdminPage() {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const system = useAdminSystem();
  const { data } = system;

  return (
    <Stack gap="lg" aria-busy={system.isFetching}>
      <Group justify="space-between" align="flex-start" gap="sm">
        {/* Beside the button on a wide screen, above it on a phone. */}
        <div style={{ flex: '1 1 420px', minWidth: 0 }}>
          <Title order={1}>{t('translation:nav.admin')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
          {data && (
            <Text size="sm" c="dimmed" data-testid="admin-updated">
              {t('updatedAt', { time: formatDateTime(new Date(system.dataUpdatedAt).toISOString()) })}
            </Text>
          )}
        </div>
        <Button
          leftSection={<IconRefresh size={18} aria-hidden />}
          variant="default"
          loading={system.isFetching}
          loaderProps={{ 'aria-label': t('loading') }}
          onClick={() => void system.refetch()}
        >
          {t('refresh')}
        </Button>
      </Group>

      {system.isError && (
        <Alert color="red" role="alert">
          {errorText(system.error)}
        </Alert>
      )}

      {!data ? (
        system.isPending && (
          <Center mih="30vh">
            <Loader aria-label={t('loading')} />
          </Center>
        )
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Stack gap="md">
              <VersionCard system={data} />
              <BackupCard system={data} />
            </Stack>
            <DatabaseCard system={data} />
          </SimpleGrid>
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack gap="md">
                <HealthCard system={data} />
                <ProcessesCard processes={data.processos} />
                <AccessCard access={data.acessos24h} />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Stack gap="md">
                <TablesCard tables={data.tabelas} />
                <DataRequestsCard />
              </Stack>
            </Grid.Col>
          </Grid>
        </>
      )}
    </Stack>
  );
}
