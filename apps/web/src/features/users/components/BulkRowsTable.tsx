import { useMemo, useState } from 'react';
import { Badge, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BulkRowResult, BulkStatus } from '@portal/shared/users';
import { PAGE_SIZES } from '@portal/shared/common/pagination';
import { TablePagination } from '../../../app/components/TablePagination';

/** Dark enough for white text (WCAG AA contrast). */
export const STATUS_COLORS: Record<BulkStatus, string> = {
  valido: 'teal.9',
  incorreto: 'red.9',
  conflitante: '#a13c00',
  naoPermitido: 'grape.9',
};

/** Each row of the file with its status and the Portuguese message (in the user's language), a page at a time. */
export function BulkRowsTable({ rows }: { rows: BulkRowResult[] }) {
  const { t } = useTranslation('users');
  const [onlyProblems, setOnlyProblems] = useState(false);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const shown = useMemo(() => (onlyProblems ? rows.filter((r) => r.status !== 'valido') : rows), [rows, onlyProblems]);
  const pages = Math.max(1, Math.ceil(shown.length / pageSize));
  const current = Math.min(page, pages);
  const slice = shown.slice((current - 1) * pageSize, current * pageSize);

  return (
    <Stack gap="sm">
      <Checkbox
        label={t('bulk.onlyProblems')}
        checked={onlyProblems}
        onChange={(event) => {
          setOnlyProblems(event.currentTarget.checked);
          setPage(1);
        }}
      />
      <Table.ScrollContainer minWidth={640}>
        <Table striped verticalSpacing="xs" aria-label={t('bulk.tableLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('bulk.columns.linha')}</Table.Th>
              <Table.Th>{t('bulk.columns.nome')}</Table.Th>
              <Table.Th>{t('bulk.columns.perfil')}</Table.Th>
              <Table.Th>{t('bulk.columns.login')}</Table.Th>
              <Table.Th>{t('bulk.columns.status')}</Table.Th>
              <Table.Th>{t('bulk.columns.mensagens')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {slice.map((row) => (
              <Table.Tr key={row.linha} data-testid="bulk-row" data-status={row.status}>
                <Table.Td>{row.linha}</Table.Td>
                <Table.Td>{row.nomUsuario || '—'}</Table.Td>
                <Table.Td>
                  {row.codBsePerfil == null
                    ? '—'
                    : t(`profiles.${row.codBsePerfil}`, { ns: 'translation', defaultValue: String(row.codBsePerfil) })}
                </Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Text size="sm" ff="monospace">
                      {row.cstLogin || '—'}
                    </Text>
                    {row.loginGerado && row.cstLogin && (
                      <Badge size="xs" variant="outline" color="gray.8">
                        {t('bulk.generated')}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLORS[row.status]} variant="filled">
                    {t(`status.${row.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {row.erros.map((e) => (
                    <Text key={`${e.campo}-${e.messageKey}`} size="sm" c="red.9">
                      {t(e.messageKey, { ns: 'msg', defaultValue: e.message })}
                    </Text>
                  ))}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <TablePagination
        page={current}
        pageSize={pageSize}
        total={shown.length}
        onPage={setPage}
        onPageSize={(size) => {
          setPageSize(size);
          setPage(1);
        }}
        label={t('bulk.pagination')}
      />
    </Stack>
  );
}
