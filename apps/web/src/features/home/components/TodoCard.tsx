import { Alert, Anchor, Badge, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChecklist, IconRoute } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TodoActivityDto } from '@portal/shared/gradebook';
import { useErrorText } from '../../../app/api/errors';
import { CenteredLoader } from '../../../app/components/CenteredLoader';
import { isoToDay } from '../../../app/dateTime';
import { useAreaContext } from '../../../app/useAreaContext';
import { useTodo } from '../api/todo';
import classes from './home.module.css';

/**
 * 'Para fazer' (issue 23), the student's: the activities not sent yet, soonest due first ('até 12/12', a
 * late one marked), each opening its answering screen, and the next item of the active path.
 */
export function TodoCard() {
  const { t } = useTranslation('home');
  const area = useAreaContext();
  const errorText = useErrorText();
  const todo = useTodo(true);

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="home-todo">
      <Group gap="sm" mb="md" wrap="nowrap">
        <ThemeIcon size={36} radius="md" variant="light" aria-hidden>
          <IconChecklist size={20} />
        </ThemeIcon>
        <Title order={2} fz="h3" id="home-todo">
          {t('todo.title')}
        </Title>
      </Group>
      {todo.isError ? (
        <Alert color="red" role="alert">
          {errorText(todo.error)}
        </Alert>
      ) : !todo.data ? (
        <CenteredLoader label={t('todo.loading')} />
      ) : todo.data.atividades.length === 0 && todo.data.proximoConteudo === null ? (
        <Text c="dimmed">{t('todo.empty')}</Text>
      ) : (
        <Stack gap="md">
          <div>
            <Text fw={700} size="sm" mb={6} id="home-todo-activities">
              {t('todo.activities', area)}
            </Text>
            {todo.data.atividades.length === 0 ? (
              <Text c="dimmed" size="sm">
                {t('todo.nothingDue', area)}
              </Text>
            ) : (
              <Stack gap={6} component="ul" aria-labelledby="home-todo-activities" className={classes.list}>
                {todo.data.atividades.map((activity) => (
                  <TodoItem key={`${activity.codBseTurma}-${activity.codBseAtividade}`} activity={activity} />
                ))}
              </Stack>
            )}
          </div>
          {todo.data.proximoConteudo && (
            <div>
              <Text fw={700} size="sm" mb={6}>
                {t('todo.next')}
              </Text>
              <Group gap="xs" wrap="nowrap">
                <IconRoute size={18} aria-hidden className={classes.chevron} />
                <Anchor component={Link} to={`/plataforma/${todo.data.proximoConteudo.codTrlConteudo}`} fw={600}>
                  {t('todo.nextLink', { title: todo.data.proximoConteudo.titulo })}
                </Anchor>
              </Group>
            </div>
          )}
        </Stack>
      )}
    </Paper>
  );
}

function TodoItem({ activity }: { activity: TodoActivityDto }) {
  const { t } = useTranslation('home');
  // The server tells it: the device's clock and the network's time zone (25-50 ms of a phone's first render) are not asked.
  const late = activity.atrasada;
  return (
    <Group component="li" justify="space-between" gap="xs" wrap="wrap" className={classes.item}>
      <Anchor component={Link} to={`/atividade/visualizar/${activity.codBseAtividade}`} fw={600}>
        {activity.nomAtividade}
      </Anchor>
      <Group gap={6}>
        <Text size="sm" c={late ? 'red.9' : 'dimmed'} fw={late ? 700 : 400}>
          {activity.datEntrega ? t('todo.due', { date: isoToDay(activity.datEntrega).slice(0, 5) }) : t('todo.noDue')}
        </Text>
        {late && (
          <Badge color="red.9" variant="filled" size="sm">
            {t('todo.late')}
          </Badge>
        )}
      </Group>
    </Group>
  );
}
