import type { ReactNode } from 'react';
import { Anchor, Badge, Group, Paper, Stack, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GradebookActivityDto, GradebookCellDto, GradebookDto, GradebookStudentDto } from '@portal/shared/gradebook';
import stacked from '../../../app/components/stackedTable.module.css';
import { EmptyRow } from '../../../app/components/EmptyRow';
import { isoToDay } from '../../../app/dateTime';
import { formatDay } from '../../../app/dateTime';
import { formatScore } from '../../../app/formatGrade';
import { ATTENDANCE_MINIMUM } from '@portal/shared/attendance';
import { type GradebookSort, type SortColumn, attendanceOf, classAverages, isBelowHalf, pathTotal } from '../gradebook';
import classes from './gradebook.module.css';

interface Props {
  book: GradebookDto;
  /** The students the filter keeps, in order. */
  rows: GradebookStudentDto[];
  classId: number;
  className: string;
  sort: GradebookSort;
  onSort: (sort: GradebookSort) => void;
}

/** The gradebook's table: a row per student, the class's averages in the footer; each row a card on a phone. */
export function GradebookTable({ book, rows, classId, className, sort, onSort }: Props) {
  const { t, i18n } = useTranslation('gradebook');
  const number = (value: number) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(value);
  const averages = classAverages(book);
  const total = pathTotal(book);
  // No active path (or an empty one): nothing to be done there, so no '0 / 0' and no stars.
  const progressOf = (done: number | null) => (total === 0 || done === null ? '—' : `${number(done)} / ${number(total)}`);
  const starsOf = (stars: number | null) => (total === 0 || stars === null ? '—' : number(stars));
  const columns = 5 + book.atividades.length;

  const header = (column: SortColumn, label: string, extra?: ReactNode) => {
    const active = sort.column === column;
    const Icon = !active ? IconArrowsSort : sort.descending ? IconArrowDown : IconArrowUp;
    return (
      <Table.Th
        key={column}
        aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : 'none'}
        className={column === 'nome' ? classes.first : undefined}
      >
        <UnstyledButton
          onClick={() => onSort({ column, descending: active && !sort.descending })}
          fw={700}
          fz="sm"
          title={t('sortBy', { column: label })}
        >
          <Group gap={4} wrap="nowrap">
            {label}
            <Icon size={14} aria-hidden />
          </Group>
        </UnstyledButton>
        {extra}
      </Table.Th>
    );
  };

  return (
    <Paper withBorder radius="md" className={classes.frame}>
      {/* The wide table scrolls inside its own box (the sort buttons and the cells' links take the keyboard there). */}
      <div className={classes.scroll}>
        <Table striped verticalSpacing="sm" className={`${stacked.table} ${classes.table}`}>
          <VisuallyHidden component="caption">{t('caption', { name: className })}</VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              {header('nome', t('columns.student'))}
              {header('progresso', t('columns.progress'))}
              {header('estrelas', t('columns.stars'))}
              {header('ultimoAcesso', t('columns.lastActivity'))}
              {header('frequencia', t('columns.attendance'))}
              {book.atividades.map((activity) =>
                header(
                  activity.codBseAtividade,
                  activity.nomAtividade,
                  <Text size="xs" c="dimmed" fw={400} className={classes.headerNote}>
                    {t('maximum', { max: number(activity.notaMaxima) })} ·{' '}
                    {activity.datEntrega ? t('due', { date: isoToDay(activity.datEntrega) }) : t('noDue')}
                  </Text>,
                ),
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && <EmptyRow colSpan={columns} text={t('emptyFilter')} />}
            {rows.map((student) => (
              <Table.Tr key={student.codBseUsuario}>
                <Table.Th scope="row" data-primary className={classes.first}>
                  <Text fw={700} size="sm">
                    {student.nomUsuario}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {student.cstLogin}
                  </Text>
                </Table.Th>
                <Table.Td data-label={t('columns.progress')}>{progressOf(student.progresso.concluidos)}</Table.Td>
                <Table.Td data-label={t('columns.stars')}>{starsOf(student.progresso.estrelas)}</Table.Td>
                <Table.Td data-label={t('columns.lastActivity')}>{formatDay(student.progresso.ultimoAcesso)}</Table.Td>
                <Table.Td data-label={t('columns.attendance')}>
                  <Attendance share={attendanceOf(student)} format={number} />
                </Table.Td>
                {book.atividades.map((activity, index) => (
                  <Table.Td key={activity.codBseAtividade} data-label={activity.nomAtividade}>
                    <Cell
                      activity={activity}
                      cell={student.atividades[index]}
                      student={student}
                      classId={classId}
                      language={i18n.language}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot className={classes.foot}>
            <Table.Tr>
              <Table.Th scope="row" data-primary className={classes.first}>
                {t('average')}
              </Table.Th>
              <Table.Td data-label={t('columns.progress')}>{progressOf(averages.concluidos)}</Table.Td>
              <Table.Td data-label={t('columns.stars')}>{starsOf(averages.estrelas)}</Table.Td>
              <Table.Td data-label={t('columns.lastActivity')}>—</Table.Td>
              <Table.Td data-label={t('columns.attendance')}>
                <Attendance share={averages.frequencia} format={number} />
              </Table.Td>
              {book.atividades.map((activity, index) => {
                const average = averages.atividades[index] ?? null;
                return (
                  <Table.Td key={activity.codBseAtividade} data-label={activity.nomAtividade}>
                    {average === null ? '—' : formatScore(average, activity.notaMaxima, i18n.language)}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </div>
    </Paper>
  );
}

/** A share of present days ('92,5%'), in red with a spoken note under the 75% rule; '—' before any roll. */
function Attendance({ share, format }: { share: number | null; format: (value: number) => string }) {
  const { t } = useTranslation('gradebook');
  if (share === null) return <>—</>;
  const below = share < ATTENDANCE_MINIMUM;
  return (
    <Text span size="sm" fw={below ? 700 : undefined} c={below ? 'red.9' : undefined}>
      {format(share)}%{below && <VisuallyHidden component="span"> {t('belowMinimum', { minimum: ATTENDANCE_MINIMUM })}</VisuallyHidden>}
    </Text>
  );
}

interface CellProps {
  activity: GradebookActivityDto;
  cell: GradebookCellDto | undefined;
  student: GradebookStudentDto;
  classId: number;
  language: string;
}

/**
 * A student's cell for one activity: '—' when not sent; the grade over the maximum once graded, else
 * 'Entregue'; 'Atrasada' when sent after the due day. Sent, it opens the student's answers (the grading
 * screen: to give the grades, or to change them once given).
 */
function Cell({ activity, cell, student, classId, language }: CellProps) {
  const { t } = useTranslation('gradebook');
  if (!cell?.entregue) {
    return (
      <>
        <span aria-hidden>—</span>
        <VisuallyHidden component="span">{t('notSent')}</VisuallyHidden>
      </>
    );
  }
  const graded = cell.nota !== null;
  const value = graded ? formatScore(cell.nota, activity.notaMaxima, language) : t('sent');
  const low = isBelowHalf(cell, activity);
  const mode = graded ? 'editarNota' : 'respostasAluno';
  return (
    <Stack gap={2} className={classes.cell}>
      <Anchor
        component={Link}
        to={`/atividade/respostas/${mode}/${activity.codBseAtividade}/${student.codBseUsuario}?turma=${classId}`}
        aria-label={t('open', { student: student.nomUsuario, activity: activity.nomAtividade, value })}
        fw={graded ? 700 : 500}
        c={low ? 'red.9' : undefined}
        size="sm"
        className={classes.value}
      >
        {value}
      </Anchor>
      {low && <VisuallyHidden component="span">{t('belowHalf')}</VisuallyHidden>}
      {cell.atrasada && (
        <Badge color="red.9" variant="filled" size="sm">
          {t('late')}
        </Badge>
      )}
    </Stack>
  );
}
