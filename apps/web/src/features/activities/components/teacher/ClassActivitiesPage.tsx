import { useState } from 'react';
import { ActionIcon, Alert, Badge, Button, Group, LoadingOverlay, Paper, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { IconCalendarDue, IconEye, IconInfoCircle, IconPlus, IconTable, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ClassActivityDto } from '@portal/shared/activities';
import { can } from '@portal/shared/permissions';
import { useErrorText } from '../../../../app/api/errors';
import { confirmYesNo } from '../../../../app/components/confirm';
import { DeleteAction, LinkAction } from '../../../../app/components/RowActions';
import stacked from '../../../../app/components/stackedTable.module.css';
import { useMe } from '../../../../app/session/me';
import { useClassName } from '../../../../app/session/className';
import { isoToDay } from '../../../../app/dateTime';
import { useClassActivities, useRemoveFromClass, useUpdateClassActivity } from '../../api/classActivities';
import { notice } from '../notice';
import { useAreaContext } from '../../../../app/useAreaContext';
import { classQuery, useActivityClass } from '../useActivityClass';
import { AddActivitiesDialog } from './AddActivitiesDialog';
import { DueDayDialog } from './DueDayDialog';
import { EmptyRow } from '../../../../app/components/EmptyRow';

/**
 * /atividade/ListaProfessor: the current class's activities, their due day (issue 23), switch, questions,
 * answers and removal; the add dialog; a link to the class's gradebook. The staff above the Professor come from the class list (`?turma=`) and only read it.
 */
export function ClassActivitiesPage() {
  const { t } = useTranslation('activities');
  const area = useAreaContext();
  const errorText = useErrorText();
  const { data: user } = useMe();
  const classId = useActivityClass();
  const teaches = can(user?.codBsePerfil, 'activity:teach');
  const otherClass = classId !== null && classId !== user?.codBseTurma;
  const className = useClassName(classId, otherClass).data ?? (otherClass ? null : user?.nomTurma);
  const activities = useClassActivities(classId);
  const toggle = useUpdateClassActivity();
  const remove = useRemoveFromClass();
  const [adding, setAdding] = useState(false);
  const [dating, setDating] = useState<ClassActivityDto | null>(null);

  const failed = (error: unknown) => notice('red', errorText(error));
  const askRemove = (activity: ClassActivityDto) =>
    confirmYesNo({
      question: t('teacher.removeQuestion', { name: activity.nomAtividade }),
      danger: true,
      onConfirm: () =>
        remove.mutate(activity.codBseAtividadeTurma, { onSuccess: () => notice('teal', t('teacher.removed')), onError: failed }),
    });

  const busy = activities.isPending || toggle.isPending || remove.isPending;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('catalogue.title', area)}</Title>
          {className && <Text c="dimmed">{t('teacher.subtitle', { name: className })}</Text>}
        </div>
        <Group gap="sm">
          {classId !== null && (
            <Button variant="default" component={Link} to={`/turma/${classId}/boletim`} leftSection={<IconTable size={18} aria-hidden />}>
              {t('teacher.gradebook')}
            </Button>
          )}
          {teaches && (
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setAdding(true)} disabled={classId === null}>
              {t('teacher.add', area)}
            </Button>
          )}
        </Group>
      </Group>
      {classId === null ? (
        <Alert color="blue" icon={<IconInfoCircle aria-hidden />}>
          {t('teacher.noClass')}
        </Alert>
      ) : (
        <Paper withBorder radius="md" p="md" style={{ position: 'relative', overflowX: 'auto' }}>
          <LoadingOverlay visible={busy} zIndex={5} overlayProps={{ blur: 1 }} loaderProps={{ 'aria-label': t('loading') }} />
          {activities.isError && (
            <Text c="red.8" role="alert">
              {errorText(activities.error)}
            </Text>
          )}
          <Table striped verticalSpacing="sm" aria-label={t('teacher.tableLabel', area)} aria-busy={busy} className={stacked.table}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.name')}</Table.Th>
                <Table.Th>{t('columns.chapter')}</Table.Th>
                <Table.Th w={110}>{t('teacher.questions')}</Table.Th>
                <Table.Th w={110}>{t('teacher.sent')}</Table.Th>
                <Table.Th w={150}>{t('teacher.dueColumn')}</Table.Th>
                <Table.Th w={100}>{t('teacher.active')}</Table.Th>
                <Table.Th w={140}>{t('columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {activities.data?.length === 0 && <EmptyRow colSpan={7} text={t('teacher.empty', area)} />}
              {(activities.data ?? []).map((activity) => (
                <Table.Tr key={activity.codBseAtividadeTurma}>
                  <Table.Td data-label={t('columns.name')}>
                    <Text fw={600}>{activity.nomAtividade}</Text>
                  </Table.Td>
                  <Table.Td data-label={t('columns.chapter')}>
                    <Text size="sm">
                      {activity.dscLivro} · {activity.dscCapitulo}
                    </Text>
                  </Table.Td>
                  <Table.Td data-label={t('teacher.questions')}>{activity.qtdQuestoes}</Table.Td>
                  <Table.Td data-label={t('teacher.sent')}>{activity.qtdEntregas}</Table.Td>
                  <Table.Td data-label={t('teacher.dueColumn')}>
                    <Group gap={4} wrap="nowrap">
                      <Text size="sm">{activity.datEntrega ? isoToDay(activity.datEntrega) : t('teacher.noDue')}</Text>
                      {teaches && (
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('teacher.editDue', { name: activity.nomAtividade })}
                          onClick={() => setDating(activity)}
                        >
                          <IconCalendarDue size={18} aria-hidden />
                        </ActionIcon>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td data-label={t('teacher.active')}>
                    {teaches ? (
                      <Switch
                        checked={activity.indAtivo === 'S'}
                        aria-label={t('teacher.activeLabel', { name: activity.nomAtividade })}
                        onChange={(event) =>
                          toggle.mutate(
                            { id: activity.codBseAtividadeTurma, body: { value: event.currentTarget.checked ? 'S' : 'N' } },
                            { onSuccess: () => notice('teal', t('teacher.switched')), onError: failed },
                          )
                        }
                      />
                    ) : (
                      <Badge variant="filled" color={activity.indAtivo === 'S' ? 'teal.9' : 'gray.7'}>
                        {activity.indAtivo === 'S' ? t('teacher.yes') : t('teacher.no')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td data-label={t('columns.actions')}>
                    <Group gap={4} wrap="nowrap">
                      <LinkAction
                        label={t('teacher.viewQuestions', { name: activity.nomAtividade })}
                        to={`/atividade/visualizar/${activity.codBseAtividade}${classQuery(classId)}`}
                        icon={<IconEye size={18} aria-hidden />}
                      />
                      <LinkAction
                        label={t('teacher.answers', { name: activity.nomAtividade })}
                        to={`/atividade/respostas/${activity.codBseAtividade}${classQuery(classId)}`}
                        icon={<IconUsers size={18} aria-hidden />}
                      />
                      {teaches && (
                        <DeleteAction label={t('teacher.remove', { name: activity.nomAtividade })} onClick={() => askRemove(activity)} />
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
      {teaches && classId !== null && <AddActivitiesDialog classId={classId} opened={adding} onClose={() => setAdding(false)} />}
      {teaches && <DueDayDialog activity={dating} onClose={() => setDating(null)} />}
    </Stack>
  );
}
