import { useMemo, useState } from 'react';
import { Table, TextInput } from '@mantine/core';
import { IconSearch, IconTable } from '@tabler/icons-react';
import type { AdminSystemDto } from '@portal/shared/system/admin';
import { useTranslation } from 'react-i18next';
import { EmptyRow } from '../../../app/components/EmptyRow';
import { Card } from './Card';
import { formatCount } from './format';
import classes from './admin.module.css';

/** Each table of the database with its exact row count, by name, filtered by a part of the name. */
export function TablesCard({ tables }: { tables: AdminSystemDto['tabelas'] }) {
  const { t, i18n } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const sorted = useMemo(() => [...tables].sort((a, b) => a.nome.localeCompare(b.nome)), [tables]);
  const needle = search.trim().toLowerCase();
  const shown = needle ? sorted.filter((table) => table.nome.toLowerCase().includes(needle)) : sorted;
  return (
    <Card title={t('tables.title')} icon={IconTable} testId="admin-tables">
      <TextInput
        label={t('tables.search')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
        type="search"
        mb="sm"
      />
      {/* A long list scrolls inside its card, named and reachable by the keyboard. */}
      <div
        className={classes.tableScroll}
        role="region"
        aria-label={t('tables.label')}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take the focus (axe scrollable-region-focusable)
        tabIndex={0}
      >
        <Table striped stickyHeader verticalSpacing={6} aria-label={t('tables.label')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('tables.name')}</Table.Th>
              <Table.Th className={classes.number}>{t('tables.rows')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.length === 0 && <EmptyRow colSpan={2} text={t('tables.empty')} />}
            {shown.map((table) => (
              <Table.Tr key={table.nome}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{table.nome}</Table.Td>
                <Table.Td className={classes.number}>{formatCount(table.linhas, i18n.language)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </Card>
  );
}
