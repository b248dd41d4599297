import { Badge, Group, Table } from '@mantine/core';
import { IconServer } from '@tabler/icons-react';
import type { AdminProcessDto } from '@portal/shared/system/admin';
import { useTranslation } from 'react-i18next';
import stacked from '../../../app/components/stackedTable.module.css';
import { Card } from './Card';
import { formatCount, formatDateTime, formatDecimal } from './format';
import classes from './admin.module.css';

/** Every server process (through the Redis adapter when there are several); 'este' marks the one that answered. */
export function ProcessesCard({ processes }: { processes: AdminProcessDto[] }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <Card title={t('processes.title')} icon={IconServer} testId="admin-processes">
      <div style={{ overflowX: 'auto' }}>
        <Table striped verticalSpacing="xs" aria-label={t('processes.label')} className={stacked.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('processes.pid')}</Table.Th>
              <Table.Th>{t('processes.host')}</Table.Th>
              <Table.Th>{t('processes.startedAt')}</Table.Th>
              <Table.Th className={classes.number}>{t('processes.memory')}</Table.Th>
              <Table.Th className={classes.number}>{t('processes.sockets')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {processes.map((process) => (
              <Table.Tr key={`${process.host}:${process.pid}`} data-current={process.atual || undefined}>
                <Table.Td data-label={t('processes.pid')}>
                  {/* One piece: a phone's stacked row keeps the marker beside the number. */}
                  <Group component="span" gap="xs" wrap="nowrap" display="inline-flex">
                    <span className={classes.number}>{process.pid}</span>
                    {process.atual && (
                      <Badge size="sm" variant="light" color="indigo" tt="none" title={t('processes.currentHint')}>
                        {t('processes.current')}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td data-label={t('processes.host')}>{process.host}</Table.Td>
                <Table.Td data-label={t('processes.startedAt')}>{formatDateTime(process.iniciadoEm)}</Table.Td>
                <Table.Td data-label={t('processes.memory')} className={classes.number}>
                  {formatDecimal(process.memoriaMb, i18n.language)}
                </Table.Td>
                <Table.Td data-label={t('processes.sockets')} className={classes.number}>
                  {formatCount(process.socketsChat, i18n.language)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </Card>
  );
}
