import { Group, Table } from '@mantine/core';
import { notifications } from '@mantine/notifications/store';
import { useTranslation } from 'react-i18next';
import type { UnitDto } from '@portal/shared/organisation';
import { useErrorText } from '../../../../app/api/errors';
import { useDeleteUnit, useUnits } from '../../api/units';
import { confirmYesNo } from '../../../../app/components/confirm';
import { EmptyRow } from '../../../../app/components/EmptyRow';
import { ListShell } from '../common/ListShell';
import { useListParams } from '../common/useListParams';
import stacked from '../../../../app/components/stackedTable.module.css';
import { DeleteAction, EditAction } from '../../../../app/components/RowActions';

/** /unidade/listar (Master, Gestor): units of the caller's scope, searched over names and prefixes. */
export function UnitListPage() {
  const { t } = useTranslation('organisation');
  const errorText = useErrorText();
  const list = useListParams();
  const units = useUnits({ page: list.page, pageSize: list.pageSize, q: list.q });
  const remove = useDeleteUnit();

  const askDelete = (unit: UnitDto) =>
    confirmYesNo({
      question: t('unit.confirmDelete', { name: unit.nomUnidade }),
      danger: true,
      onConfirm: () =>
        remove.mutate(unit.codBseUnidade, {
          onSuccess: () => notifications.show({ color: 'teal', message: t('unit.deleted') }),
          onError: (error) => notifications.show({ color: 'red', message: errorText(error) }),
        }),
    });

  const items = units.data?.items ?? [];
  return (
    <ListShell
      title={t('unit.listTitle')}
      add={{ label: t('unit.add'), to: '/unidade/novo' }}
      search={{ value: list.search, onChange: list.setSearch, placeholder: t('unit.searchHint') }}
      page={{ page: list.page, pageSize: list.pageSize, total: units.data?.total ?? 0, onPage: list.setPage, onPageSize: list.setPageSize }}
      loading={units.isFetching || remove.isPending}
      failed={units.isError}
      onRetry={() => void units.refetch()}
    >
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('unit.tableLabel')} className={stacked.table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('unit.colName')}</Table.Th>
            <Table.Th>{t('unit.colSchool')}</Table.Th>
            <Table.Th w={130}>{t('unit.colSchoolPrefix')}</Table.Th>
            <Table.Th w={130}>{t('unit.colPrefix')}</Table.Th>
            <Table.Th w={110}>{t('list.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.length === 0 && !units.isFetching && <EmptyRow colSpan={5} text={t('list.empty')} />}
          {items.map((unit) => (
            <Table.Tr key={unit.codBseUnidade}>
              <Table.Td fw={600} data-primary>
                {unit.nomUnidade}
              </Table.Td>
              <Table.Td data-label={t('unit.colSchool')}>{unit.nomEscola}</Table.Td>
              <Table.Td data-label={t('unit.colSchoolPrefix')}>{unit.cstTxtPrefixoLoginEscola}</Table.Td>
              <Table.Td data-label={t('unit.colPrefix')}>{unit.cstTxtPrefixoLogin}</Table.Td>
              <Table.Td data-actions>
                <Group gap={4} wrap="nowrap">
                  <EditAction to={`/unidade/alterar/${unit.codBseUnidade}`} label={t('unit.edit', { name: unit.nomUnidade })} />
                  <DeleteAction onClick={() => askDelete(unit)} label={t('unit.delete', { name: unit.nomUnidade })} />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ListShell>
  );
}
