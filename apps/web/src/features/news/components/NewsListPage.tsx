import { Alert, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications/store';
import { IconEye, IconPlus, IconSearch } from '@tabler/icons-react';
import type { NewsSummaryDto } from '@portal/shared/news';
import { can } from '@portal/shared/permissions';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorText } from '../../../app/api/errors';
import { confirmYesNo } from '../../../app/components/confirm';
import { BusyTable } from '../../../app/components/BusyTable';
import { EmptyRow } from '../../../app/components/EmptyRow';
import { DeleteAction, EditAction, LinkAction } from '../../../app/components/RowActions';
import { TablePagination } from '../../../app/components/TablePagination';
import { useServerPaging } from '../../../app/components/useServerPaging';
import { useMe } from '../../../app/session/me';
import { useDeleteNews, useNewsPage } from '../api/news';

/** /aprendizado/listar: category, creator and title, searched and paged by the server; the Master's new, edit and delete. */
export function NewsListPage() {
  const { t } = useTranslation('news');
  const errorText = useErrorText();
  const { data: me } = useMe();
  const writer = can(me?.codBsePerfil, 'news:write');
  const { typed, setTyped, q, page, setPage, pageSize, setPageSize } = useServerPaging();
  const news = useNewsPage(q, page, pageSize);
  const remove = useDeleteNews();

  const askDelete = (post: NewsSummaryDto) =>
    confirmYesNo({
      question: t('deleteQuestion'),
      detail: post.dscPostagem,
      danger: true,
      onConfirm: () =>
        remove.mutate(post.codBsePostagem, {
          onSuccess: () => notifications.show({ color: 'teal', message: t('deleted') }),
          onError: (error) =>
            notifications.show({ color: 'red', title: t('deleteFailedTitle'), message: errorText(error, t('deleteFailed')) }),
        }),
    });

  const busy = news.isFetching || remove.isPending;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('subtitle')}</Text>
        </div>
        {writer && (
          <Button component={Link} to="/aprendizado/novo" leftSection={<IconPlus size={18} aria-hidden />}>
            {t('new')}
          </Button>
        )}
      </Group>
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <TextInput
            label={t('search')}
            placeholder={t('searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            maw={420}
            type="search"
          />
          {news.isError && (
            <Alert color="red" role="alert">
              {errorText(news.error)}
            </Alert>
          )}
          <BusyTable label={t('tableLabel')} busy={busy} loadingLabel={t('loading')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('colCategory')}</Table.Th>
                <Table.Th>{t('colCreator')}</Table.Th>
                <Table.Th>{t('colTitle')}</Table.Th>
                <Table.Th w={140}>{t('colActions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {news.data?.items.length === 0 && !busy && <EmptyRow colSpan={4} text={t('empty')} />}
              {news.data?.items.map((post) => (
                <Table.Tr key={post.codBsePostagem}>
                  <Table.Td data-label={t('colCategory')}>{post.ctgPostagem}</Table.Td>
                  <Table.Td data-label={t('colCreator')}>{post.nomUsuarioCriacao ?? '-'}</Table.Td>
                  <Table.Td data-primary>
                    <Text fw={600}>{post.dscPostagem}</Text>
                  </Table.Td>
                  <Table.Td data-label={t('colActions')}>
                    <Group gap={4} wrap="nowrap">
                      <LinkAction
                        label={t('view', { title: post.dscPostagem })}
                        to={`/aprendizado/visualizar/${post.codBsePostagem}`}
                        icon={<IconEye size={18} aria-hidden />}
                      />
                      {writer && (
                        <>
                          <EditAction label={t('edit', { title: post.dscPostagem })} to={`/aprendizado/alterar/${post.codBsePostagem}`} />
                          <DeleteAction label={t('delete', { title: post.dscPostagem })} onClick={() => askDelete(post)} />
                        </>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </BusyTable>
          <TablePagination
            page={page}
            pageSize={pageSize}
            total={news.data?.total ?? 0}
            onPage={setPage}
            onPageSize={setPageSize}
            label={t('tableLabel')}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
