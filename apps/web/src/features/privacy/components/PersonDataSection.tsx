import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications/store';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useErrorText } from '../../../app/api/errors';
import { confirmYesNo } from '../../../app/components/confirm';
import { formatDateTime } from '../../../app/dateTime';
import { useDataRequests, useEraseData, useExportData } from '../api/privacy';

export interface PersonDataProps {
  userId: number;
  name: string;
  login: string;
}

/** 'Dados pessoais (LGPD)' on a user's page: the export, the erasure after a confirmation, and the record of both. */
export function PersonDataSection({ userId, name, login }: PersonDataProps) {
  const { t } = useTranslation('privacy');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const requests = useDataRequests(userId);
  const exportData = useExportData(userId, login);
  const erase = useEraseData(userId);

  const askErase = () =>
    confirmYesNo({
      question: t('eraseQuestion', { name }),
      detail: t('eraseDetail', { name }),
      danger: true,
      onConfirm: () =>
        erase.mutate(undefined, {
          onSuccess: () => {
            notifications.show({ color: 'teal', message: t('erased', { name }) });
            void navigate('/usuario/listar');
          },
        }),
    });

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="person-data">
      <Stack gap="md">
        <div>
          <Title order={2} fz="h3" id="person-data">
            {t('title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('subtitle')}
          </Text>
        </div>
        <Group gap="sm">
          <Button
            leftSection={<IconDownload size={18} aria-hidden />}
            variant="default"
            loading={exportData.isPending}
            onClick={() => exportData.mutate()}
          >
            {t('export')}
          </Button>
          <Button
            leftSection={<IconTrash size={18} aria-hidden />}
            color="red.8"
            variant="outline"
            loading={erase.isPending}
            onClick={askErase}
          >
            {t('erase')}
          </Button>
        </Group>
        {(exportData.isError || erase.isError) && (
          <Alert color="red" role="alert">
            {errorText(exportData.error ?? erase.error)}
          </Alert>
        )}
        <div>
          <Title order={3} fz="h5" mb={4}>
            {t('requestsTitle')}
          </Title>
          {requests.data && requests.data.length > 0 ? (
            <List size="sm" spacing={4}>
              {requests.data.map((r) => (
                <List.Item key={`${r.indTipo}-${r.datPedido}`}>
                  {t(r.indTipo === 'E' ? 'requestExport' : 'requestErase', {
                    date: formatDateTime(r.datPedido),
                    who: r.nomSolicitante ?? '—',
                  })}
                </List.Item>
              ))}
            </List>
          ) : (
            <Text size="sm" c="dimmed">
              {requests.isPending ? t('loading') : t('noRequests')}
            </Text>
          )}
        </div>
      </Stack>
    </Paper>
  );
}
