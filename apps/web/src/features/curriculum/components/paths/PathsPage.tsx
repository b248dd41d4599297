import { PAGE_SIZE_DEFAULT, PAGE_SIZES } from '@portal/shared/common/pagination';
import { useEffect, useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PROFILE } from '@portal/shared/common/profiles';
import { ApiError } from '../../../../app/api/client';
import { useErrorText } from '../../../../app/api/errors';
import { useMe } from '../../../../app/session/me';
import { goToLogin } from '../../../../app/session/loginNotice';
import { clearSession } from '../../../../app/session/storage';
import { usePaths } from '../../api/paths';
import { TablePagination } from '../../../../app/components/TablePagination';
import { PathDialog } from './PathDialog';
import { PathsTable } from './PathsTable';

function pageParams(search: URLSearchParams) {
  const page = Math.max(1, Number(search.get('page')) || 1);
  const size = Number(search.get('pageSize'));
  const pageSize = (PAGE_SIZES as readonly number[]).includes(size) ? size : PAGE_SIZE_DEFAULT;
  return { page, pageSize };
}

/**
 * /livros/listar (and /livros/novo, /livros/alterar/{id} with their dialog open): the learning paths,
 * in order. Master sees the whole network's; a Professor those of the current class.
 */
export function PathsPage({ dialog }: { dialog?: 'new' | 'edit' }) {
  const { t } = useTranslation('curriculum');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { id } = useParams();
  const [search, setSearch] = useSearchParams();
  const { data: user } = useMe();
  const isProfessor = user?.codBsePerfil === PROFILE.PROFESSOR;
  const classId = isProfessor ? (user?.codBseTurma ?? null) : null;
  const { page, pageSize } = pageParams(search);
  const paths = usePaths(classId, page, pageSize);
  const [busy, setBusy] = useState(false);

  // 1-authoring §8: when the paths cannot be loaded the user is sent to /login.
  const failed = paths.isError;
  useEffect(() => {
    if (!failed) return;
    // A 401 has already been handled (and said) by the session-expiry handler; any other failure is said on the login screen.
    if (paths.error instanceof ApiError && paths.error.status === 401) return;
    clearSession();
    queryClient.removeQueries();
    goToLogin(navigate, { tone: 'error', message: errorText(paths.error) });
  }, [failed, paths.error, errorText, queryClient, navigate]);

  const list = (to: string) => void navigate({ pathname: to, search: search.toString() });
  const setPage = (next: number, size = pageSize) => setSearch({ page: String(next), pageSize: String(size) });
  const total = paths.data?.total ?? 0;
  const canCreate = !isProfessor || classId != null;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('paths.title')}</Title>
          <Text c="dimmed">{isProfessor && user?.nomTurma ? t('paths.subtitleClass', { name: user.nomTurma }) : t('paths.subtitle')}</Text>
        </div>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => list('/livros/novo')} disabled={!canCreate}>
          {t('paths.new')}
        </Button>
      </Group>
      {!canCreate && (
        <Alert color="blue" icon={<IconInfoCircle aria-hidden />}>
          {t('paths.noClass')}
        </Alert>
      )}
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <PathsTable
            paths={paths.data?.items ?? []}
            loading={paths.isPending || busy}
            firstPosition={(page - 1) * pageSize + 1}
            total={total}
            classId={classId}
            showClass={!isProfessor}
            onBusy={setBusy}
            onEdit={(path) => list(`/livros/alterar/${path.codTrlLivro}`)}
          />
          <TablePagination
            page={page}
            pageSize={pageSize}
            total={total}
            onPage={(next) => setPage(next)}
            onPageSize={(size) => setPage(1, size)}
            label={t('paths.paginationLabel')}
          />
        </Stack>
      </Paper>
      <PathDialog
        mode={dialog ?? null}
        pathId={dialog === 'edit' ? Number(id) : null}
        classId={classId}
        onClose={() => list('/livros/listar')}
      />
    </Stack>
  );
}
