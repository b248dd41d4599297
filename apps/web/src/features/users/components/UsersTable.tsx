import { ADMIN_USER_ID } from '@portal/shared/common/profiles';
import { Group, LoadingOverlay, Switch, Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PROFILE } from '@portal/shared/common/profiles';
import { type UserListItem, type UserSort } from '@portal/shared/users';
import stacked from '../../../app/components/stackedTable.module.css';
import { DeleteAction, EditAction } from '../../../app/components/RowActions';
import { EmptyRow } from '../../../app/components/EmptyRow';

/** The columns that suit each profile tab (2-access §2 Users: "columns vary by profile"). */
type Column = 'nomUsuario' | 'cstLogin' | 'nomEscola' | 'nomUnidade' | 'nomTurmas' | 'indAtivo';

/** `network`: the caller sees every school (Master), so teachers and students show their school too. */
export function columnsFor(profile: number, network: boolean): Column[] {
  const school: Column[] = network ? ['nomEscola'] : [];
  switch (profile) {
    case PROFILE.GESTOR:
      return ['nomUsuario', 'cstLogin', 'nomEscola'];
    case PROFILE.DIRETOR:
    case PROFILE.COORDENADOR:
      return ['nomUsuario', 'cstLogin', 'nomEscola', 'nomUnidade'];
    case PROFILE.PROFESSOR:
      return ['nomUsuario', 'cstLogin', ...school, 'nomUnidade', 'nomTurmas'];
    case PROFILE.ALUNO:
      return ['nomUsuario', 'cstLogin', ...school, 'nomUnidade', 'nomTurmas', 'indAtivo'];
    default:
      return ['nomUsuario', 'cstLogin'];
  }
}

const SORTABLE: readonly Column[] = ['nomUsuario', 'cstLogin', 'nomEscola', 'nomUnidade'];

interface Props {
  profile: number;
  users: UserListItem[];
  loading: boolean;
  sort: UserSort;
  onSort: (sort: UserSort) => void;
  /** The signed-in user: no delete of oneself. */
  selfId: number;
  onDelete: (user: UserListItem) => void;
  onToggleActive: (user: UserListItem, active: boolean) => void;
  togglingId: number | null;
  /** The caller sees the whole network. */
  network: boolean;
}

/** One profile tab of users; the administrator (id 1) has neither edit nor delete. */
export function UsersTable({ profile, users, loading, sort, onSort, selfId, onDelete, onToggleActive, togglingId, network }: Props) {
  const { t } = useTranslation('users');
  const columns = columnsFor(profile, network);
  const heading = (column: Column) => (column === 'nomTurmas' && profile === PROFILE.ALUNO ? t('columns.turma') : t(`columns.${column}`));

  const header = (column: Column) => {
    if (!SORTABLE.includes(column)) return <Table.Th key={column}>{heading(column)}</Table.Th>;
    const active = sort.replace(/^-/, '') === column;
    const descending = active && sort.startsWith('-');
    const Icon = !active ? IconArrowsSort : descending ? IconArrowDown : IconArrowUp;
    return (
      <Table.Th key={column} aria-sort={active ? (descending ? 'descending' : 'ascending') : 'none'}>
        <UnstyledButton
          onClick={() => onSort((active && !descending ? `-${column}` : column) as UserSort)}
          fw={700}
          fz="sm"
          title={t('sort.by', { column: heading(column) })}
        >
          <Group gap={4} wrap="nowrap">
            {heading(column)}
            <Icon size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Table.Th>
    );
  };

  const cell = (user: UserListItem, column: Column) => {
    if (column === 'indAtivo') {
      return (
        <Table.Td key={column} data-label={heading(column)}>
          <Switch
            checked={user.indAtivo === 'S'}
            disabled={user.codBseUsuario === ADMIN_USER_ID || user.codBseUsuario === selfId || togglingId === user.codBseUsuario}
            onChange={(event) => onToggleActive(user, event.currentTarget.checked)}
            aria-label={t('actions.toggle', { name: user.nomUsuario })}
          />
        </Table.Td>
      );
    }
    const value = user[column];
    return (
      <Table.Td key={column} {...(column === 'nomUsuario' ? { 'data-primary': true } : { 'data-label': heading(column) })}>
        {value === null || value === '' ? '—' : value}
      </Table.Td>
    );
  };

  return (
    <div style={{ position: 'relative' }}>
      <LoadingOverlay visible={loading} loaderProps={{ 'aria-label': t('list.loading') }} />
      <div style={{ overflowX: 'auto' }}>
        <Table
          striped
          highlightOnHover
          verticalSpacing="sm"
          className={stacked.table}
          aria-label={t('list.tableLabel', { profile: t(`profiles.${profile}`, { ns: 'translation', defaultValue: '' }) })}
        >
          <Table.Thead>
            <Table.Tr>
              {columns.map(header)}
              <Table.Th>
                <VisuallyHidden>{t('columns.acoes')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {users.length === 0 && !loading && <EmptyRow colSpan={columns.length + 1} text={t('list.empty')} />}
            {users.map((user) => (
              <Table.Tr key={user.codBseUsuario} data-testid="user-row">
                {columns.map((column) => cell(user, column))}
                <Table.Td data-actions>
                  {user.codBseUsuario !== ADMIN_USER_ID && (
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <EditAction to={`/usuario/alterar/${user.codBseUsuario}`} label={t('actions.edit', { name: user.nomUsuario })} />
                      {user.codBseUsuario !== selfId && (
                        <DeleteAction onClick={() => onDelete(user)} label={t('actions.delete', { name: user.nomUsuario })} />
                      )}
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </div>
  );
}
