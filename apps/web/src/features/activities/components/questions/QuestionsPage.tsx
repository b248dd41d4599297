import { Anchor, Badge, Breadcrumbs, Button, Group, LoadingOverlay, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { QuestionDto } from '@portal/shared/activities';
import { useErrorText } from '../../../../app/api/errors';
import { confirmYesNo } from '../../../../app/components/confirm';
import { DeleteAction, EditAction } from '../../../../app/components/RowActions';
import stacked from '../../../../app/components/stackedTable.module.css';
import { useActivity } from '../../api/catalogue';
import { useDeleteQuestion, useQuestions } from '../../api/questions';
import { notice } from '../notice';
import { useAreaContext } from '../../../../app/useAreaContext';
import { EmptyRow } from '../../../../app/components/EmptyRow';

/** /questao/listar/{idAtividade}: the activity's questions, each to edit or delete, and 'Nova questão'. */
export function QuestionsPage() {
  const { t } = useTranslation('activities');
  const area = useAreaContext();
  const errorText = useErrorText();
  const activityId = Number(useParams().id);
  const activity = useActivity(activityId);
  const questions = useQuestions(activityId);
  const remove = useDeleteQuestion(activityId);

  const askDelete = (question: QuestionDto) =>
    confirmYesNo({
      question: t('questions.deleteQuestion'),
      detail: question.titulo,
      danger: true,
      onConfirm: () =>
        remove.mutate(question.codBseQuestao, {
          onSuccess: () => notice('teal', t('questions.deleted')),
          onError: (error) => notice('red', errorText(error)),
        }),
    });

  const busy = questions.isPending || remove.isPending;
  return (
    <Stack gap="lg">
      <Breadcrumbs>
        <Anchor component={Link} to="/atividade/listar">
          {t('catalogue.title', area)}
        </Anchor>
        <Text>{activity.data?.nomAtividade ?? '…'}</Text>
      </Breadcrumbs>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('questions.title', { name: activity.data?.nomAtividade ?? '' })}</Title>
          {activity.data && (
            <Text c="dimmed">
              {activity.data.dscLivro} · {activity.data.dscCapitulo}
            </Text>
          )}
        </div>
        <Button component={Link} to={`/questao/novo/${activityId}`} leftSection={<IconPlus size={18} aria-hidden />}>
          {t('questions.new')}
        </Button>
      </Group>
      {(questions.isError || activity.isError) && (
        <Text c="red.8" role="alert">
          {errorText(questions.error ?? activity.error)}
        </Text>
      )}
      <Paper withBorder radius="md" p="md" style={{ position: 'relative' }}>
        <LoadingOverlay visible={busy} zIndex={5} overlayProps={{ blur: 1 }} loaderProps={{ 'aria-label': t('loading') }} />
        <Table striped verticalSpacing="sm" aria-label={t('questions.tableLabel')} aria-busy={busy} className={stacked.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={60}>{t('questions.number')}</Table.Th>
              <Table.Th>{t('questions.titleColumn')}</Table.Th>
              <Table.Th w={180}>{t('questions.type')}</Table.Th>
              <Table.Th w={110}>{t('columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {questions.data?.length === 0 && <EmptyRow colSpan={4} text={t('questions.empty')} />}
            {(questions.data ?? []).map((question, index) => (
              <Table.Tr key={question.codBseQuestao}>
                <Table.Td data-label={t('questions.number')}>{index + 1}</Table.Td>
                <Table.Td data-label={t('questions.titleColumn')}>
                  <Text fw={600}>{question.titulo}</Text>
                </Table.Td>
                <Table.Td data-label={t('questions.type')}>
                  <Badge variant="filled" color={question.tipoQuestao === 'DISCURSIVA' ? 'grape.9' : 'indigo.9'}>
                    {t(`questions.types.${question.tipoQuestao}`)}
                  </Badge>
                </Table.Td>
                <Table.Td data-label={t('columns.actions')}>
                  <Group gap={4} wrap="nowrap">
                    <EditAction
                      label={t('questions.edit', { title: question.titulo })}
                      to={`/questao/alterar/atividade/${activityId}/questao/${question.codBseQuestao}`}
                    />
                    <DeleteAction label={t('questions.delete', { title: question.titulo })} onClick={() => askDelete(question)} />
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    </Stack>
  );
}
