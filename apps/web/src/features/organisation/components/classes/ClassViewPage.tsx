import { ActionIcon, Table } from '@mantine/core';
import { notifications } from '@mantine/notifications/store';
import { IconUserMinus } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PROFILE } from '@portal/shared/common/profiles';
import type { MemberDto } from '@portal/shared/organisation';
import { can } from '@portal/shared/permissions';
import { useErrorText } from '../../../../app/api/errors';
import { useMe } from '../../../../app/session/me';
import { useClass, useClassMembers, useRemoveStudent } from '../../api/classes';
import { confirmYesNo } from '../../../../app/components/confirm';
import { EmptyRow } from '../../../../app/components/EmptyRow';
import { ListShell } from '../common/ListShell';
import { useIdParam } from '../common/idParam';
import { useListParams } from '../common/useListParams';
import stacked from '../../../../app/components/stackedTable.module.css';

/** /turma/visualizar/{id}: the class's students (name and login), Voltar; Diretor and Coordenador remove a student. */
export function ClassViewPage() {
  const { t } = useTranslation('organisation');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const location = useLocation();
  const { data: me } = useMe();
  const id = useIdParam() ?? Number.NaN;
  const valid = !Number.isNaN(id);
  const list = useListParams();
  const current = useClass(valid ? id : null);
  const members = useClassMembers(valid ? id : null, { page: list.page, pageSize: list.pageSize, q: list.q, codBsePerfil: PROFILE.ALUNO });
  const remove = useRemoveStudent(id);
  const canRemove = can(me?.codBsePerfil, 'class:student.remove');
  const className = current.data?.nomTurma ?? '';

  const askRemove = (student: MemberDto) =>
    confirmYesNo({
      question: t('class.confirmRemove', { name: student.nomUsuario, class: className }),
      danger: true,
      onConfirm: () =>
        remove.mutate(student.codBseUsuario, {
          onSuccess: () => notifications.show({ color: 'teal', message: t('list.deleted') }),
          onError: (error) => notifications.show({ color: 'red', message: errorText(error) }),
        }),
    });

  // Voltar goes back to the list as it was (page, search); straight to the list when opened directly.
  const back = () => void (location.key === 'default' ? navigate('/turma/listar') : navigate(-1));
  const items = valid ? (members.data?.items ?? []) : [];
  const failed = !valid || current.isError || members.isError;

  return (
    <ListShell
      title={className ? t('class.students', { name: className }) : t('titles.classView')}
      onBack={back}
      search={{ value: list.search, onChange: list.setSearch, placeholder: t('class.studentSearchHint') }}
      page={{
        page: list.page,
        pageSize: list.pageSize,
        total: members.data?.total ?? 0,
        onPage: list.setPage,
        onPageSize: list.setPageSize,
      }}
      loading={members.isFetching || remove.isPending}
      failed={failed}
      onRetry={() => void members.refetch()}
    >
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('class.studentsLabel')} className={stacked.table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('class.colStudent')}</Table.Th>
            <Table.Th>{t('class.colLogin')}</Table.Th>
            {canRemove && <Table.Th w={100}>{t('list.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.length === 0 && !members.isFetching && <EmptyRow colSpan={canRemove ? 3 : 2} text={t('class.noStudents')} />}
          {items.map((student) => (
            <Table.Tr key={student.codBseUsuario}>
              <Table.Td fw={600} data-primary>
                {student.nomUsuario}
              </Table.Td>
              <Table.Td data-label={t('class.colLogin')}>{student.cstLogin}</Table.Td>
              {canRemove && (
                <Table.Td data-actions>
                  <ActionIcon
                    variant="subtle"
                    color="red.8"
                    aria-label={t('class.remove', { name: student.nomUsuario })}
                    onClick={() => askRemove(student)}
                  >
                    <IconUserMinus size={18} aria-hidden />
                  </ActionIcon>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ListShell>
  );
}
