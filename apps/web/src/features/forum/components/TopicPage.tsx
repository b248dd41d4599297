import { useState } from 'react';
import { Alert, Anchor, Breadcrumbs, Button, Group, Modal, Paper, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications/store';
import { IconArrowLeft, IconLock, IconSend } from '@tabler/icons-react';
import { POST_MAX, type PostDto } from '@portal/shared/forum';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useErrorText } from '../../../app/api/errors';
import { CenteredLoader } from '../../../app/components/CenteredLoader';
import { confirmYesNo } from '../../../app/components/confirm';
import { isoToDay } from '../../../app/dateTime';
import { BusyTable } from '../../../app/components/BusyTable';
import { EmptyRow } from '../../../app/components/EmptyRow';
import { DeleteAction } from '../../../app/components/RowActions';
import { TablePagination } from '../../../app/components/TablePagination';
import { useCreatePost, useDeletePost, usePosts, useRoom, useTopic } from '../api/forum';
import { AuthorCell } from './AuthorCell';
import { TextCounter } from './TextCounter';

/** /forum/publicar/{topic}: the topic's title and message, its posts 10 a page, and the publish dialog (none on a closed topic). */
export function TopicPage() {
  const { t } = useTranslation('forum');
  const tm = useTranslation('msg').t;
  const errorText = useErrorText();
  const id = Number(useParams().id) || 0;
  const topic = useTopic(id);
  const room = useRoom(topic.data?.codFrmSala ?? 0);
  const [page, setPage] = useState(1);
  const posts = usePosts(id, page);
  const publish = useCreatePost();
  const remove = useDeletePost();
  const [writing, setWriting] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();

  const askDelete = (post: PostDto) =>
    confirmYesNo({
      question: t('deletePostQuestion'),
      detail: post.txtPostagem,
      danger: true,
      onConfirm: () =>
        remove.mutate(post.codFrmPostagem, {
          onSuccess: () => notifications.show({ color: 'teal', message: t('deleted') }),
          onError: (failure) => notifications.show({ color: 'red', title: t('deleteFailed'), message: errorText(failure) }),
        }),
    });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setError(tm('forumFillAll'));
    publish.mutate(
      { codFrmTopico: id, txtPostagem: text.trim() },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('published') });
          setWriting(false);
          setText('');
          setError(undefined);
          const total = (posts.data?.total ?? 0) + 1;
          // The new post is the last: show the page it landed on.
          setPage(Math.max(1, Math.ceil(total / 10)));
        },
        onError: (failure) => notifications.show({ color: 'red', title: t('publishFailed'), message: errorText(failure) }),
      },
    );
  };

  if (topic.isError)
    return (
      <Alert color="red" role="alert">
        {errorText(topic.error)}
      </Alert>
    );
  if (!topic.data) return <CenteredLoader label={t('loading')} />;
  const current = topic.data;
  const busy = posts.isFetching || remove.isPending;
  return (
    <Stack gap="lg">
      <nav aria-label={t('breadcrumb')}>
        <Breadcrumbs>
          <Anchor component={Link} to="/forum/salas">
            {t('rooms')}
          </Anchor>
          <Anchor component={Link} to={`/forum/topicos/${current.codFrmSala}`}>
            {room.data?.nomSala ?? ''}
          </Anchor>
          <Text>{current.txtTopico}</Text>
        </Breadcrumbs>
      </nav>
      <Paper withBorder radius="md" p="lg" component="article" aria-labelledby="topic-title">
        <Stack gap="xs">
          <Title order={1} id="topic-title">
            {current.txtTopico}
          </Title>
          <AuthorCell name={current.nomUsuario} login={current.cstLogin} avatar={current.imgAvatar} />
          <Text style={{ whiteSpace: 'pre-wrap' }}>{current.dscTopico}</Text>
        </Stack>
      </Paper>
      {current.indFechado === 'S' ? (
        <Alert color="gray" icon={<IconLock aria-hidden />}>
          {t('closedNotice')}
        </Alert>
      ) : (
        <Group>
          <Button leftSection={<IconSend size={18} aria-hidden />} onClick={() => setWriting(true)}>
            {t('publish')}
          </Button>
        </Group>
      )}
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <BusyTable label={t('postsLabel')} busy={busy} loadingLabel={t('loading')} highlightOnHover={false}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={120}>{t('colDate')}</Table.Th>
                <Table.Th w={260}>{t('colAuthor')}</Table.Th>
                <Table.Th>{t('colText')}</Table.Th>
                <Table.Th w={80}>{t('colActions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {posts.data?.items.length === 0 && !busy && <EmptyRow colSpan={4} text={t('noPosts')} />}
              {posts.data?.items.map((post) => (
                <Table.Tr key={post.codFrmPostagem}>
                  <Table.Td data-label={t('colDate')}>{isoToDay(post.datCriacao)}</Table.Td>
                  <Table.Td data-label={t('colAuthor')}>
                    <AuthorCell name={post.nomUsuario} login={post.cstLogin} avatar={post.imgAvatar} />
                  </Table.Td>
                  <Table.Td data-primary>
                    <Text style={{ whiteSpace: 'pre-wrap' }}>{post.txtPostagem}</Text>
                  </Table.Td>
                  <Table.Td data-label={t('colActions')}>
                    {post.permitirExcluir === 1 && (
                      <DeleteAction label={t('deletePost', { name: post.nomUsuario })} onClick={() => askDelete(post)} />
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </BusyTable>
          <TablePagination page={page} pageSize={10} total={posts.data?.total ?? 0} onPage={setPage} label={t('postsLabel')} />
        </Stack>
      </Paper>
      <Button
        component={Link}
        to={`/forum/topicos/${current.codFrmSala}`}
        variant="default"
        leftSection={<IconArrowLeft size={18} aria-hidden />}
        w="fit-content"
      >
        {t('back')}
      </Button>
      <Modal opened={writing} onClose={() => setWriting(false)} title={t('publishDialog')} centered>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Textarea
              label={t('post')}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              maxLength={POST_MAX}
              autosize
              minRows={3}
              required
              error={error}
              aria-describedby="post-count"
              data-autofocus
            />
            <TextCounter id="post-count" count={text.length} max={POST_MAX} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setWriting(false)}>
                {t('cancel')}
              </Button>
              <Button type="submit" loading={publish.isPending}>
                {t('publish')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
