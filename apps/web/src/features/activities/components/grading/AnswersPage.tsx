import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Breadcrumbs,
  Group,
  LoadingOverlay,
  Paper,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCircleCheck, IconClock, IconFileText, IconPencil, IconStar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { AnswerRowDto } from '@portal/shared/activities';
import { useErrorText } from '../../../../app/api/errors';
import { TablePagination } from '../../../../app/components/TablePagination';
import stacked from '../../../../app/components/stackedTable.module.css';
import { useAnswersTable } from '../../api/grading';
import { formatScore } from '../../../../app/formatGrade';
import { useAreaContext } from '../../../../app/useAreaContext';
import { classQuery, useActivityClass } from '../useActivityClass';
import { EmptyRow } from '../../../../app/components/EmptyRow';

/**
 * /atividade/respostas/{idAtividade}: the class's students 5 a page, where their answers stand (a late one
 * marked), the grade over the maximum, grade and edit links.
 */
export function AnswersPage() {
  const { t, i18n } = useTranslation('activities');
  const area = useAreaContext();
  const errorText = useErrorText();
  const activityId = Number(useParams().id);
  const classId = useActivityClass();
  const [page, setPage] = useState(1);
  const table = useAnswersTable(activityId, classId, page);
  const date = (iso: string | null) =>
    iso ? new Intl.DateTimeFormat(i18n.language, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(iso)) : '-';
  const suffix = classQuery(classId);

  const status = (row: AnswerRowDto) =>
    row.somaNota !== null
      ? { icon: IconStar, color: 'teal.9', label: t('grading.statusGraded') }
      : row.datResposta
        ? { icon: IconCircleCheck, color: 'indigo.9', label: t('grading.statusSent') }
        : { icon: IconClock, color: 'gray.7', label: t('grading.statusPending') };

  const busy = table.isPending || table.isPlaceholderData;
  const name = table.data?.items[0]?.nomAtividade ?? '';
  return (
    <Stack gap="lg">
      <Breadcrumbs>
        <Anchor component={Link} to={`/atividade/ListaProfessor${suffix}`}>
          {t('catalogue.title', area)}
        </Anchor>
        <Text>{t('grading.answersTitle')}</Text>
      </Breadcrumbs>
      <Title order={1}>{name ? t('grading.answersOf', { name }) : t('grading.answersTitle')}</Title>
      {table.isError && (
        <Alert color="red" role="alert">
          {errorText(table.error)}
        </Alert>
      )}
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <div style={{ position: 'relative', overflowX: 'auto' }}>
            <LoadingOverlay visible={busy} zIndex={5} overlayProps={{ blur: 1 }} loaderProps={{ 'aria-label': t('loading') }} />
            <Table striped verticalSpacing="sm" aria-label={t('grading.tableLabel')} aria-busy={busy} className={stacked.table}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={70}>{t('grading.status')}</Table.Th>
                  <Table.Th>{t('grading.student')}</Table.Th>
                  <Table.Th>{t('grading.activity')}</Table.Th>
                  <Table.Th w={190}>{t('grading.finishedOn')}</Table.Th>
                  <Table.Th w={90}>{t('grading.answers')}</Table.Th>
                  <Table.Th w={120}>{t('grading.gradedOn')}</Table.Th>
                  <Table.Th w={100}>{t('grading.grade')}</Table.Th>
                  <Table.Th w={80}>{t('grading.edit')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(table.data?.items ?? []).map((row) => {
                  const s = status(row);
                  return (
                    <Table.Tr key={row.codBseUsuario}>
                      <Table.Td data-label={t('grading.status')}>
                        <Tooltip label={s.label} withArrow>
                          <ThemeIcon variant="filled" color={s.color} radius="xl" role="img" aria-label={s.label}>
                            <s.icon size={18} aria-hidden />
                          </ThemeIcon>
                        </Tooltip>
                      </Table.Td>
                      <Table.Td data-label={t('grading.student')}>{row.nomUsuario}</Table.Td>
                      <Table.Td data-label={t('grading.activity')}>{row.nomAtividade}</Table.Td>
                      <Table.Td data-label={t('grading.finishedOn')}>
                        <Group gap={6} wrap="nowrap" component="span">
                          {date(row.datResposta)}
                          {row.atrasada && (
                            <Badge color="red.9" variant="filled" title={t('grading.late')}>
                              {t('student.late')}
                            </Badge>
                          )}
                        </Group>
                      </Table.Td>
                      <Table.Td data-label={t('grading.answers')}>
                        <ActionIcon
                          component={Link}
                          to={`/atividade/respostas/respostasAluno/${activityId}/${row.codBseUsuario}${suffix}`}
                          variant="subtle"
                          aria-label={t('grading.openAnswers', { name: row.nomUsuario })}
                          disabled={!row.datResposta}
                          aria-disabled={!row.datResposta || undefined}
                          onClick={(event) => !row.datResposta && event.preventDefault()}
                        >
                          <IconFileText size={18} aria-hidden />
                        </ActionIcon>
                      </Table.Td>
                      <Table.Td data-label={t('grading.gradedOn')}>{date(row.datNota)}</Table.Td>
                      <Table.Td data-label={t('grading.grade')} style={{ whiteSpace: 'nowrap' }}>
                        {row.somaNota === null ? '-' : formatScore(row.somaNota, row.notaMaxima, i18n.language)}
                      </Table.Td>
                      <Table.Td data-label={t('grading.edit')}>
                        <ActionIcon
                          component={Link}
                          to={`/atividade/respostas/editarNota/${activityId}/${row.codBseUsuario}${suffix}`}
                          variant="subtle"
                          aria-label={t('grading.editGrades', { name: row.nomUsuario })}
                          disabled={!row.datNota}
                          aria-disabled={!row.datNota || undefined}
                          onClick={(event) => !row.datNota && event.preventDefault()}
                        >
                          <IconPencil size={18} aria-hidden />
                        </ActionIcon>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
                {table.data?.items.length === 0 && <EmptyRow colSpan={8} text={t('grading.noStudents')} />}
              </Table.Tbody>
            </Table>
          </div>
          <TablePagination page={page} pageSize={5} total={table.data?.total ?? 0} onPage={setPage} label={t('grading.pagination')} />
        </Stack>
      </Paper>
    </Stack>
  );
}
