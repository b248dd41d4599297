import { Button, Group, Paper, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications/store';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BULK_KEEP_HOURS } from '@portal/shared/users';
import { fetchBulkBatch, useBulkBatches, useDiscardBulkBatch } from '../api/bulk';
import { useDateTime } from '../bulkDates';
import { downloadCsv } from '../../../app/api/saveFile';
import { usuariosCsv } from '../bulkFile';
import { confirmYesNo } from '../../../app/components/confirm';
import { DeleteAction } from '../../../app/components/RowActions';

/**
 * "Últimas importações": the caller's bulk creations of the last 24 hours, each with its printable
 * sheet and usuarios.csv again (a reply lost after the commit no longer loses the passwords).
 */
export function BulkBatches() {
  const { t } = useTranslation('users');
  const formatDate = useDateTime();
  const batches = useBulkBatches();
  const discard = useDiscardBulkBatch();

  const download = async (id: number) => {
    try {
      const batch = await fetchBulkBatch(id);
      downloadCsv('usuarios.csv', usuariosCsv(batch.criados));
    } catch {
      notifications.show({ color: 'red', message: t('bulk.batches.gone') });
    }
  };

  const confirmDiscard = (id: number, when: string) =>
    confirmYesNo({
      question: t('bulk.batches.discardConfirm', { when }),
      detail: t('bulk.batches.discardDetail'),
      danger: true,
      onConfirm: () => discard.mutate(id),
    });

  const items = batches.data ?? [];
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="bulk-batches-title">
      <Stack gap="sm">
        <div>
          <Title order={2} fz="h4" id="bulk-batches-title">
            {t('bulk.batches.title')}
          </Title>
          <Text size="sm" c="gray.8">
            {t('bulk.batches.hint', { hours: BULK_KEEP_HOURS })}
          </Text>
        </div>
        {batches.isPending ? (
          <Text size="sm">{t('common.loading', { ns: 'translation' })}</Text>
        ) : items.length === 0 ? (
          <Text size="sm">{t('bulk.batches.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="xs" aria-labelledby="bulk-batches-title">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('bulk.batches.when')}</Table.Th>
                  <Table.Th>{t('bulk.class')}</Table.Th>
                  <Table.Th>{t('bulk.batches.users')}</Table.Th>
                  <Table.Th>{t('bulk.batches.until')}</Table.Th>
                  <Table.Th>{t('bulk.batches.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((batch) => {
                  const when = formatDate(batch.datCriacao);
                  return (
                    <Table.Tr key={batch.codBseUsuarioLote} data-testid="bulk-batch">
                      <Table.Td>{when}</Table.Td>
                      <Table.Td>{batch.nomTurma ?? '—'}</Table.Td>
                      <Table.Td>{batch.numCriados}</Table.Td>
                      <Table.Td>{formatDate(batch.datExpira)}</Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Button
                            component={Link}
                            to={`/usuario/massivo/fichas/${batch.codBseUsuarioLote}`}
                            size="xs"
                            variant="default"
                            leftSection={<IconPrinter size={16} aria-hidden />}
                            aria-label={t('bulk.batches.sheetOf', { when })}
                          >
                            {t('bulk.printSheet')}
                          </Button>
                          <Button
                            size="xs"
                            variant="default"
                            leftSection={<IconDownload size={16} aria-hidden />}
                            onClick={() => void download(batch.codBseUsuarioLote)}
                            aria-label={t('bulk.batches.csvOf', { when })}
                          >
                            usuarios.csv
                          </Button>
                          <Tooltip label={t('bulk.batches.discard')}>
                            <DeleteAction
                              onClick={() => confirmDiscard(batch.codBseUsuarioLote, when)}
                              label={t('bulk.batches.discardOf', { when })}
                            />
                          </Tooltip>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
