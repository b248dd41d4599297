import { ADMIN_USER_ID } from '@portal/shared/common/profiles';
import { ActionIcon, Group, Switch, Table } from '@mantine/core';
import { notifications } from '@mantine/notifications/store';
import { IconChecklist, IconClipboardCheck, IconEye, IconTable } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PROFILE } from '@portal/shared/common/profiles';
import { type ClassDto } from '@portal/shared/organisation';
import { can } from '@portal/shared/permissions';
import { useErrorText } from '../../../../app/api/errors';
import { useChangeCurrentClass } from '../../../../app/session/classes';
import { useMe } from '../../../../app/session/me';
import { useAreaContext } from '../../../../app/useAreaContext';
import { useClasses, useDeleteClass } from '../../api/classes';
import { confirmYesNo } from '../../../../app/components/confirm';
import { EmptyRow } from '../../../../app/components/EmptyRow';
import { ListShell } from '../common/ListShell';
import { useListParams } from '../common/useListParams';
import stacked from '../../../../app/components/stackedTable.module.css';
import { DeleteAction, EditAction, LinkAction } from '../../../../app/components/RowActions';

/**
 * /turma/listar: the classes of the caller's scope. A view action for all; new and edit for
 * Gestor, Diretor and Coordenador (edit hidden on the administrator's classes); delete for Gestor
 * and Diretor; the Professor's switch makes a class the current one (§2 Classes). The staff above
 * the Professor open a class's activities (Avaliações or Simulados) and, from there, its answers; the
 * Professor and the staff above open a class's gradebook (issue 23).
 */
export function ClassListPage() {
  const { t } = useTranslation('organisation');
  const errorText = useErrorText();
  const { data: me } = useMe();
  const list = useListParams();
  const classes = useClasses({ page: list.page, pageSize: list.pageSize, q: list.q });
  const remove = useDeleteClass();
  const changeClass = useChangeCurrentClass();
  const profile = me?.codBsePerfil;
  const isProfessor = profile === PROFILE.PROFESSOR;
  const canEdit = can(profile, 'class:edit');
  const canDelete = can(profile, 'class:delete');
  const canSeeActivities = can(profile, 'class:activities');
  const canSeeGradebook = can(profile, 'gradebook:read');
  const canSeeRoll = can(profile, 'attendance:read');
  const area = useAreaContext();

  const askDelete = (row: ClassDto) =>
    confirmYesNo({
      question: t('class.confirmDelete', { name: row.nomTurma }),
      danger: true,
      onConfirm: () =>
        remove.mutate(row.codBseTurma, {
          onSuccess: () => notifications.show({ color: 'teal', message: t('list.deleted') }),
          onError: (error) => notifications.show({ color: 'red', message: errorText(error) }),
        }),
    });

  const askActivate = (row: ClassDto) => {
    if (me?.codBseTurma === row.codBseTurma) return;
    confirmYesNo({
      question: t('topbar.confirmClass', { ns: 'translation', name: row.nomTurma }),
      onConfirm: () =>
        changeClass.mutate(row.codBseTurma, {
          onSuccess: (next) =>
            notifications.show({
              color: 'teal',
              message: t('topbar.classChanged', { ns: 'translation', name: next.nomTurma ?? row.nomTurma }),
            }),
          onError: (error) => notifications.show({ color: 'red', message: errorText(error) }),
        }),
    });
  };

  const items = classes.data?.items ?? [];
  const columns = 6 + (isProfessor ? 1 : 0);
  return (
    <ListShell
      title={t('class.listTitle')}
      add={can(profile, 'class:create') ? { label: t('class.add'), to: '/turma/novo' } : undefined}
      search={{ value: list.search, onChange: list.setSearch, placeholder: t('class.searchHint') }}
      page={{
        page: list.page,
        pageSize: list.pageSize,
        total: classes.data?.total ?? 0,
        onPage: list.setPage,
        onPageSize: list.setPageSize,
      }}
      loading={classes.isFetching || remove.isPending || changeClass.isPending}
      failed={classes.isError}
      onRetry={() => void classes.refetch()}
    >
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('class.tableLabel')} className={stacked.table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('class.colName')}</Table.Th>
            <Table.Th>{t('class.colSchool')}</Table.Th>
            <Table.Th>{t('class.colUnit')}</Table.Th>
            <Table.Th w={120}>{t('class.colSchoolPrefix')}</Table.Th>
            <Table.Th w={120}>{t('class.colUnitPrefix')}</Table.Th>
            {isProfessor && <Table.Th w={80}>{t('class.colActive')}</Table.Th>}
            <Table.Th w={170}>{t('list.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.length === 0 && !classes.isFetching && <EmptyRow colSpan={columns} text={t('list.empty')} />}
          {items.map((row) => (
            <Table.Tr key={row.codBseTurma}>
              <Table.Td fw={600} data-primary>
                {row.nomTurma}
              </Table.Td>
              <Table.Td data-label={t('class.colSchool')}>{row.nomEscola}</Table.Td>
              <Table.Td data-label={t('class.colUnit')}>{row.nomUnidade}</Table.Td>
              <Table.Td data-label={t('class.colSchoolPrefix')}>{row.cstTxtPrefixoLoginEscola}</Table.Td>
              <Table.Td data-label={t('class.colUnitPrefix')}>{row.cstTxtPrefixoLoginUnidade}</Table.Td>
              {isProfessor && (
                <Table.Td data-label={t('class.colActive')}>
                  <Switch
                    checked={me?.codBseTurma === row.codBseTurma}
                    onChange={() => askActivate(row)}
                    disabled={changeClass.isPending}
                    aria-label={t('class.activate', { name: row.nomTurma })}
                  />
                </Table.Td>
              )}
              <Table.Td data-actions>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    component={Link}
                    to={`/turma/visualizar/${row.codBseTurma}`}
                    variant="subtle"
                    aria-label={t('class.view', { name: row.nomTurma })}
                  >
                    <IconEye size={18} aria-hidden />
                  </ActionIcon>
                  {canSeeActivities && (
                    <ActionIcon
                      component={Link}
                      to={`/atividade/ListaProfessor?turma=${row.codBseTurma}`}
                      variant="subtle"
                      aria-label={t('class.activities', { name: row.nomTurma, ...area })}
                    >
                      <IconClipboardCheck size={18} aria-hidden />
                    </ActionIcon>
                  )}
                  {canSeeGradebook && (
                    <LinkAction
                      to={`/turma/${row.codBseTurma}/boletim`}
                      label={t('class.gradebook', { name: row.nomTurma })}
                      icon={<IconTable size={18} aria-hidden />}
                    />
                  )}
                  {canSeeRoll && (
                    <LinkAction
                      to={`/turma/${row.codBseTurma}/chamada`}
                      label={t('class.roll', { name: row.nomTurma })}
                      icon={<IconChecklist size={18} aria-hidden />}
                    />
                  )}
                  {canEdit && row.codUsuarioCriacao !== ADMIN_USER_ID && (
                    <EditAction to={`/turma/alterar/${row.codBseTurma}`} label={t('class.edit', { name: row.nomTurma })} />
                  )}
                  {canDelete && <DeleteAction onClick={() => askDelete(row)} label={t('class.delete', { name: row.nomTurma })} />}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ListShell>
  );
}
