import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Breadcrumbs,
  Button,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications/store';
import { IconEye, IconLock, IconPlus, IconSearch, IconX } from '@tabler/icons-react';
import type { TopicDto } from '@portal/shared/forum';
import { can } from '@portal/shared/permissions';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useErrorText } from '../../../app/api/errors';
import { confirmYesNo } from '../../../app/components/confirm';
import { isoToDay } from '../../../app/dateTime';
import { BusyTable } from '../../../app/components/BusyTable';
import { EmptyRow } from '../../../app/components/EmptyRow';
import { DeleteAction, LinkAction } from '../../../app/components/RowActions';
import { TablePagination } from '../../../app/components/TablePagination';
import { useServerPaging } from '../../../app/components/useServerPaging';
import { useMe } from '../../../app/session/me';
import { useDeleteTopic, useRoom, useTopics, useUpdateTopic } from '../api/forum';
import { AuthorCell } from './AuthorCell';
import { TopicDialog } from './TopicDialog';

/** /forum/topicos/{room}: 'Salas' / room, the title search with its clear button, the topics 10 a page, 'Novo tópico' for profiles 1-3. */
export function TopicsPage() {
  const { t } = useTranslation('forum');
  const errorText = useErrorText();
  const room = Number(useParams().id) || 0;
  const { data: me } = useMe();
  const roomInfo = useRoom(room);
  const { typed, setTyped, q, page, setPage } = useServerPaging();
  const topics = useTopics(room, q, page);
  const remove = useDeleteTopic();
  const update = useUpdateTopic();
  const [creating, setCreating] = useState(false);
  const roomName = roomInfo.data?.nomSala ?? '';

  const askDelete = (topic: TopicDto) =>
    confirmYesNo({
      question: t('deleteTopicQuestion'),
      detail: topic.txtTopico,
      danger: true,
      onConfirm: () =>
        remove.mutate(topic.codFrmTopico, {
          onSuccess: () => notifications.show({ color: 'teal', message: t('deleted') }),
          onError: (error) => notifications.show({ color: 'red', title: t('deleteFailed'), message: errorText(error) }),
        }),
    });

  const askClose = (topic: TopicDto) =>
    confirmYesNo({
      question: t('closeQuestion'),
      detail: topic.txtTopico,
      onConfirm: () =>
        update.mutate(
          { id: topic.codFrmTopico, body: { txtTopico: topic.txtTopico, dscTopico: topic.dscTopico, indFechado: 'S' } },
          {
            onSuccess: () => notifications.show({ color: 'teal', message: t('topicClosed') }),
            // The Master's closing rule: an alert that says why.
            onError: (error) => notifications.show({ color: 'red', message: errorText(error), autoClose: 8000 }),
          },
        ),
    });

  const busy = topics.isFetching || remove.isPending || update.isPending;
  return (
    <Stack gap="lg">
      <nav aria-label={t('breadcrumb')}>
        <Breadcrumbs>
          <Anchor component={Link} to="/forum/salas">
            {t('rooms')}
          </Anchor>
          <Text>{roomName}</Text>
        </Breadcrumbs>
      </nav>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{roomName || t('loading')}</Title>
        {can(me?.codBsePerfil, 'forum:topic') && (
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setCreating(true)}>
            {t('newTopic')}
          </Button>
        )}
      </Group>
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <TextInput
            label={t('search')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            maw={420}
            rightSection={
              typed ? (
                <ActionIcon variant="subtle" onClick={() => setTyped('')} aria-label={t('clearSearch')}>
                  <IconX size={16} aria-hidden />
                </ActionIcon>
              ) : undefined
            }
          />
          {(topics.isError || roomInfo.isError) && (
            <Alert color="red" role="alert">
              {errorText(topics.error ?? roomInfo.error)}
            </Alert>
          )}
          <BusyTable label={t('topicsLabel', { room: roomName })} busy={busy} loadingLabel={t('loading')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={120}>{t('colDate')}</Table.Th>
                <Table.Th>{t('colTitle')}</Table.Th>
                <Table.Th>{t('colAuthor')}</Table.Th>
                <Table.Th w={110}>{t('colPosts')}</Table.Th>
                <Table.Th w={140}>{t('colActions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {topics.data?.items.length === 0 && !busy && <EmptyRow colSpan={5} text={t('noTopics')} />}
              {topics.data?.items.map((topic) => (
                <Table.Tr key={topic.codFrmTopico}>
                  <Table.Td data-label={t('colDate')}>{isoToDay(topic.datCriacao)}</Table.Td>
                  <Table.Td data-primary>
                    <Group gap="xs">
                      <Text fw={600}>{topic.txtTopico}</Text>
                      {topic.indFechado === 'S' && (
                        <Badge color="gray" variant="light" leftSection={<IconLock size={12} aria-hidden />}>
                          {t('closed')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td data-label={t('colAuthor')}>
                    <AuthorCell name={topic.nomUsuario} login={topic.cstLogin} avatar={topic.imgAvatar} />
                  </Table.Td>
                  <Table.Td data-label={t('colPosts')}>{topic.quantidadeRespostas}</Table.Td>
                  <Table.Td data-label={t('colActions')}>
                    <Group gap={4} wrap="nowrap">
                      <LinkAction
                        label={t('open', { title: topic.txtTopico })}
                        to={`/forum/publicar/${topic.codFrmTopico}`}
                        icon={<IconEye size={18} aria-hidden />}
                      />
                      {topic.permitirExcluir === 1 && topic.indFechado === 'N' && (
                        <Tooltip label={t('closeTopic', { title: topic.txtTopico })} withArrow>
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            aria-label={t('closeTopic', { title: topic.txtTopico })}
                            onClick={() => askClose(topic)}
                          >
                            <IconLock size={18} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      )}
                      {topic.permitirExcluir === 1 && (
                        <DeleteAction label={t('deleteTopic', { title: topic.txtTopico })} onClick={() => askDelete(topic)} />
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </BusyTable>
          <TablePagination
            page={page}
            pageSize={10}
            total={topics.data?.total ?? 0}
            onPage={setPage}
            label={t('topicsLabel', { room: roomName })}
          />
        </Stack>
      </Paper>
      {creating && <TopicDialog room={room} onClose={() => setCreating(false)} />}
    </Stack>
  );
}
