import { Table, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import stacked from '../../../app/components/stackedTable.module.css';
import { useDataRequests } from '../api/admin';
import { Card } from './Card';
import { formatDateTime } from './format';

/** The network's latest exports and erasures of a person's data (LGPD, issue 29): whom, what, when, who asked. */
export function DataRequestsCard() {
  const { t } = useTranslation('admin');
  const requests = useDataRequests();
  return (
    <Card title={t('dataRequests.title')} icon={IconShieldLock} testId="admin-data-requests">
      {!requests.data || requests.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {requests.isPending ? t('loading') : t('dataRequests.none')}
        </Text>
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <Table striped verticalSpacing="xs" aria-label={t('dataRequests.title')} className={stacked.table}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('dataRequests.person')}</Table.Th>
                <Table.Th>{t('dataRequests.kind')}</Table.Th>
                <Table.Th>{t('dataRequests.date')}</Table.Th>
                <Table.Th>{t('dataRequests.by')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {requests.data.map((r) => (
                <Table.Tr key={`${r.codBseUsuario}:${r.indTipo}:${r.datPedido}`}>
                  <Table.Td data-label={t('dataRequests.person')}>{r.nomPessoa}</Table.Td>
                  <Table.Td data-label={t('dataRequests.kind')}>
                    {t(r.indTipo === 'E' ? 'dataRequests.export' : 'dataRequests.erase')}
                  </Table.Td>
                  <Table.Td data-label={t('dataRequests.date')}>{formatDateTime(r.datPedido)}</Table.Td>
                  <Table.Td data-label={t('dataRequests.by')}>{r.nomSolicitante ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
    </Card>
  );
}
