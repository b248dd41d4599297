import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { confirmYesNo } from '../../../app/components/confirm';
import { notifications } from '@mantine/notifications/store';
import { IconPlus, IconSearch, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAddressParams } from '../../../app/routing/useAddressParams';
import { PROFILE } from '@portal/shared/common/profiles';
import { can } from '@portal/shared/permissions';
import { USER_SORTS, type UserListItem, type UserSort } from '@portal/shared/users';
import { canCreateProfile } from '@portal/shared/permissions';
import { useErrorText } from '../../../app/api/errors';
import { useMe } from '../../../app/session/me';
import { useDeleteUser, useProfiles, useSetActive, useUsers } from '../api/users';
import { PAGE_SIZES } from '@portal/shared/common/pagination';
import { TablePagination } from '../../../app/components/TablePagination';
import { UsersTable } from './UsersTable';

function numberParam(search: URLSearchParams, key: string, allowed: readonly number[], fallback: number): number {
  const value = Number(search.get(key));
  return allowed.includes(value) ? value : fallback;
}

/**
 * /usuario/listar: one tab per profile the caller may create, each with the columns that suit it;
 * search, sort and pages are the server's (a network has 100,000 students). The state lives in the
 * address, so a reload or the back button keeps it.
 */
export function UsersPage() {
  const { t } = useTranslation('users');
  const errorText = useErrorText();
  const { data: me } = useMe();
  const profiles = useProfiles();
  const [search, update] = useAddressParams();
  const tabs = useMemo(
    () => (profiles.data ?? []).filter((p) => me && canCreateProfile(me.codBsePerfil, p)).map((p) => p.codBsePerfil),
    [profiles.data, me],
  );
  const profile = numberParam(search, 'perfil', tabs, tabs.includes(PROFILE.ALUNO) ? PROFILE.ALUNO : (tabs[0] ?? 0));
  const page = Math.max(1, Number(search.get('page')) || 1);
  const pageSize = numberParam(search, 'pageSize', PAGE_SIZES, PAGE_SIZES[0]);
  const sortParam = search.get('sort') ?? 'nomUsuario';
  const sort: UserSort = (USER_SORTS as readonly string[]).includes(sortParam) ? (sortParam as UserSort) : 'nomUsuario';
  const [typed, setTyped] = useState(search.get('q') ?? '');
  const [q] = useDebouncedValue(typed.trim(), 300);

  // A new search goes back to the first page; the address keeps it for a reload.
  const searched = search.get('q') ?? '';
  const follow = useEffectEvent((text: string) => {
    if (text !== searched) update({ q: text, page: null });
  });
  useEffect(() => follow(q), [q]);

  const users = useUsers({ codBsePerfil: profile, q: q || undefined, page, pageSize, sort }, profile > 0);
  const remove = useDeleteUser();
  const setActive = useSetActive();

  const profileName = (code: number) =>
    t(`profiles.${code}`, { ns: 'translation', defaultValue: profiles.data?.find((p) => p.codBsePerfil === code)?.nomPerfil ?? '' });

  const confirmDelete = (user: UserListItem) =>
    confirmYesNo({
      question: t('delete.question'),
      detail: t('delete.detail', { name: user.nomUsuario, login: user.cstLogin }),
      danger: true,
      onConfirm: () =>
        remove.mutate(user.codBseUsuario, {
          onSuccess: () => notifications.show({ color: 'teal', message: t('delete.success') }),
          onError: (error) => notifications.show({ color: 'red', title: t('delete.failureTitle'), message: errorText(error) }),
        }),
    });

  const toggleActive = (user: UserListItem, active: boolean) => {
    const run = () =>
      setActive.mutate(
        { id: user.codBseUsuario, active },
        {
          onSuccess: () => notifications.show({ color: 'teal', message: t('active.success') }),
          onError: (error) => notifications.show({ color: 'red', message: errorText(error) }),
        },
      );
    confirmYesNo(
      active
        ? { question: t('active.activateQuestion', { name: user.nomUsuario }), onConfirm: run }
        : {
            question: t('active.deactivateQuestion', { name: user.nomUsuario }),
            detail: t('active.deactivateDetail'),
            danger: true,
            onConfirm: run,
          },
    );
  };

  if (!me) return null;
  const content = (
    <Stack gap="md" pt="md">
      <TextInput
        label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        maw={420}
        type="search"
      />
      {users.isError && (
        <Alert color="red" role="alert">
          {errorText(users.error)}
        </Alert>
      )}
      <UsersTable
        profile={profile}
        users={users.data?.items ?? []}
        loading={users.isFetching}
        sort={sort}
        onSort={(next) => update({ sort: next === 'nomUsuario' ? null : next, page: 1 })}
        selfId={me.codBseUsuario}
        onDelete={confirmDelete}
        onToggleActive={toggleActive}
        togglingId={setActive.isPending ? (setActive.variables?.id ?? null) : null}
        network={me.codBsePerfil === PROFILE.MASTER}
      />
      <TablePagination
        page={page}
        pageSize={pageSize}
        total={users.data?.total ?? 0}
        onPage={(next) => update({ page: next })}
        onPageSize={(size) => update({ pageSize: size, page: 1 })}
        label={t('pagination.label')}
      />
    </Stack>
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('list.title')}</Title>
          <Text c="dimmed">{t('list.subtitle')}</Text>
        </div>
        <Group gap="sm">
          {can(me.codBsePerfil, 'user:bulk') && (
            <Button component={Link} to="/usuario/massivo" variant="default" leftSection={<IconUpload size={18} aria-hidden />}>
              {t('list.bulk')}
            </Button>
          )}
          <Button component={Link} to="/usuario/novo" leftSection={<IconPlus size={18} aria-hidden />}>
            {t('list.new')}
          </Button>
        </Group>
      </Group>
      <Paper withBorder radius="md" p="md">
        {profiles.isError && <Alert color="red">{errorText(profiles.error)}</Alert>}
        <Tabs value={String(profile)} onChange={(value) => value && update({ perfil: value, page: 1, sort: null })} keepMounted={false}>
          <Tabs.List aria-label={t('list.tabs')}>
            {tabs.map((code) => (
              <Tabs.Tab key={code} value={String(code)}>
                {profileName(code)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {tabs.map((code) => (
            <Tabs.Panel key={code} value={String(code)}>
              {code === profile && content}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Paper>
    </Stack>
  );
}
