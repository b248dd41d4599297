import { NETWORK_SCHOOL_ID } from '@portal/shared/common/profiles';
import { Group, Table } from '@mantine/core';
import { notifications } from '@mantine/notifications/store';
import { useTranslation } from 'react-i18next';
import { type SchoolDto } from '@portal/shared/organisation';
import { useErrorText } from '../../../../app/api/errors';
import { useDeleteSchool, useSchools } from '../../api/schools';
import { confirmYesNo } from '../../../../app/components/confirm';
import { EmptyRow } from '../../../../app/components/EmptyRow';
import { ListShell } from '../common/ListShell';
import { useListParams } from '../common/useListParams';
import stacked from '../../../../app/components/stackedTable.module.css';
import { DeleteAction, EditAction } from '../../../../app/components/RowActions';

/** /escola/listar (Master): the network's schools by name, 10 per page; school 1 has no edit or delete. */
export function SchoolListPage() {
  const { t } = useTranslation('organisation');
  const errorText = useErrorText();
  const list = useListParams();
  const schools = useSchools({ page: list.page, pageSize: list.pageSize, q: list.q });
  const remove = useDeleteSchool();

  const askDelete = (school: SchoolDto) =>
    confirmYesNo({
      question: t('school.confirmDelete', { name: school.nomEscola }),
      danger: true,
      onConfirm: () =>
        remove.mutate(school.codBseEscola, {
          onSuccess: () => notifications.show({ color: 'teal', message: t('list.deleted') }),
          onError: (error) => notifications.show({ color: 'red', title: t('school.deleteError'), message: errorText(error) }),
        }),
    });

  const items = schools.data?.items ?? [];
  return (
    <ListShell
      title={t('school.listTitle')}
      add={{ label: t('school.add'), to: '/escola/novo' }}
      search={{ value: list.search, onChange: list.setSearch, placeholder: t('school.searchHint') }}
      page={{
        page: list.page,
        pageSize: list.pageSize,
        total: schools.data?.total ?? 0,
        onPage: list.setPage,
        onPageSize: list.setPageSize,
      }}
      loading={schools.isFetching || remove.isPending}
      failed={schools.isError}
      onRetry={() => void schools.refetch()}
    >
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('school.tableLabel')} className={stacked.table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('school.colName')}</Table.Th>
            <Table.Th w={110}>{t('school.colPrefix')}</Table.Th>
            <Table.Th>{t('school.colCity')}</Table.Th>
            <Table.Th w={110}>{t('list.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.length === 0 && !schools.isFetching && <EmptyRow colSpan={4} text={t('list.empty')} />}
          {items.map((school) => (
            <Table.Tr key={school.codBseEscola}>
              <Table.Td fw={600} data-primary>
                {school.nomEscola}
              </Table.Td>
              <Table.Td data-label={t('school.colPrefix')}>{school.cstTxtPrefixoLogin}</Table.Td>
              <Table.Td data-label={t('school.colCity')}>
                {school.endereco?.dscCidade ? `${school.endereco.dscCidade} / ${school.endereco.dscEstado ?? ''}` : '—'}
              </Table.Td>
              <Table.Td data-actions>
                {school.codBseEscola !== NETWORK_SCHOOL_ID && (
                  <Group gap={4} wrap="nowrap">
                    <EditAction to={`/escola/alterar/${school.codBseEscola}`} label={t('school.edit', { name: school.nomEscola })} />
                    <DeleteAction onClick={() => askDelete(school)} label={t('school.delete', { name: school.nomEscola })} />
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ListShell>
  );
}
