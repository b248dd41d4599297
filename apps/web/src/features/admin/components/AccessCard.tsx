import { Table, Text, Title } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import type { AdminSystemDto } from '@portal/shared/system/admin';
import { useTranslation } from 'react-i18next';
import stacked from '../../../app/components/stackedTable.module.css';
import { Card } from './Card';
import { formatCount, formatDateTime } from './format';
import classes from './admin.module.css';

/** The access log of the last 24 hours: sign-ins, refused attempts, lockouts, and the last lockouts. */
export function AccessCard({ access }: { access: AdminSystemDto['acessos24h'] }) {
  const { t, i18n } = useTranslation('admin');
  const figures: [string, number][] = [
    [t('access.signIns'), access.entradas],
    [t('access.failures'), access.falhas],
    [t('access.lockouts'), access.bloqueios],
  ];
  return (
    <Card title={t('access.title')} icon={IconLogin2} testId="admin-access">
      <dl className={classes.figures}>
        {figures.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd className={classes.number} style={{ textAlign: 'left' }}>
              {formatCount(value, i18n.language)}
            </dd>
          </div>
        ))}
      </dl>
      <Title order={3} fz="md" mt="md" mb="xs">
        {t('access.lastLockouts')}
      </Title>
      {access.ultimosBloqueios.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('access.noLockouts')}
        </Text>
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <Table striped verticalSpacing="xs" aria-label={t('access.lastLockouts')} className={stacked.table}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('access.login')}</Table.Th>
                <Table.Th>{t('access.date')}</Table.Th>
                <Table.Th>{t('access.note')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {access.ultimosBloqueios.map((lockout) => (
                <Table.Tr key={`${lockout.cstLogin}:${lockout.datAcesso}`}>
                  <Table.Td data-label={t('access.login')}>{lockout.cstLogin}</Table.Td>
                  <Table.Td data-label={t('access.date')}>{formatDateTime(lockout.datAcesso)}</Table.Td>
                  <Table.Td data-label={t('access.note')}>{lockout.txtObservacao ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
    </Card>
  );
}
