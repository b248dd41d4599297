import { useMemo } from 'react';
import { Alert, Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { GradebookDto } from '@portal/shared/gradebook';
import { useErrorText } from '../../../app/api/errors';
import { downloadCsv } from '../../../app/api/saveFile';
import { CenteredLoader } from '../../../app/components/CenteredLoader';
import { useAddressParams } from '../../../app/routing/useAddressParams';
import { useClassName } from '../../../app/session/className';
import { useGradebook } from '../api/gradebook';
import {
  BY_NAME,
  type CsvTexts,
  FILTERS,
  type GradebookFilter,
  type GradebookSort,
  gradebookCsv,
  pathTotal,
  visibleStudents,
} from '../gradebook';
import { GradebookTable } from './GradebookTable';
import classes from './gradebook.module.css';

/** `?ordem=`: a column, '-' in front for the descending order ('-estrelas', 'a12' for activity 12). */
function readSort(text: string | null): GradebookSort {
  const match = /^(-?)(nome|progresso|estrelas|ultimoAcesso|frequencia|a(\d+))$/.exec(text ?? '');
  if (!match) return BY_NAME;
  return { column: match[3] ? Number(match[3]) : (match[2] as GradebookSort['column']), descending: match[1] === '-' };
}

function writeSort(sort: GradebookSort): string | null {
  if (sort.column === BY_NAME.column && !sort.descending) return null;
  return `${sort.descending ? '-' : ''}${typeof sort.column === 'number' ? `a${sort.column}` : sort.column}`;
}

/** The CSV's headers and words in the user's language. */
function useCsvTexts(): CsvTexts {
  const { t, i18n } = useTranslation('gradebook');
  const max = (value: number) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(value);
  return {
    student: t('csv.student'),
    login: t('csv.login'),
    done: t('csv.done'),
    total: t('csv.total'),
    stars: t('csv.stars'),
    lastActivity: t('csv.lastActivity'),
    attendance: t('csv.attendance'),
    grade: (activity) => t('csv.grade', { name: activity.nomAtividade, max: max(activity.notaMaxima) }),
    status: (activity) => t('csv.status', { name: activity.nomAtividade }),
    notSent: t('csv.notSent'),
    sent: t('csv.sent'),
    late: t('csv.late'),
    average: t('csv.average'),
  };
}

const isFilter = (value: string | null): value is GradebookFilter => (FILTERS as readonly (string | null)[]).includes(value);

/**
 * /turma/{codBseTurma}/boletim: one row per student (by name), the active path's progress and a cell per
 * activity, the class's averages in the footer; filtered and sorted in the address (so Back from a
 * student's answers finds the same view), exported as boletim.csv and printable. A card per student on a phone.
 */
export function GradebookPage() {
  const { t, i18n } = useTranslation('gradebook');
  const errorText = useErrorText();
  const classId = Number(useParams().codBseTurma);
  const book = useGradebook(classId);
  const className = useClassName(classId).data;
  const [params, setParams] = useAddressParams();
  const filterParam = params.get('filtro');
  const filter: GradebookFilter = isFilter(filterParam) ? filterParam : 'todos';
  const sort = readSort(params.get('ordem'));
  const csvTexts = useCsvTexts();

  const rows = useMemo(() => (book.data ? visibleStudents(book.data, filter, sort) : []), [book.data, filter, sort]);
  const exportCsv = (data: GradebookDto) => downloadCsv('boletim.csv', gradebookCsv(data, rows, csvTexts, i18n.language));

  return (
    <Stack gap="lg" className={classes.page}>
      <Group justify="space-between" align="flex-end" gap="md">
        <div>
          <Title order={1}>{t('title')}</Title>
          {className && <Text c="dimmed">{t('subtitle', { name: className })}</Text>}
        </div>
        {book.data && book.data.alunos.length > 0 && (
          <Group gap="sm" className={classes.noPrint}>
            <Button variant="default" leftSection={<IconPrinter size={18} aria-hidden />} onClick={() => window.print()}>
              {t('print')}
            </Button>
            <Button leftSection={<IconDownload size={18} aria-hidden />} onClick={() => exportCsv(book.data)}>
              {t('export')}
            </Button>
          </Group>
        )}
      </Group>
      {book.isError ? (
        <Alert color="red" role="alert">
          {errorText(book.error)}
        </Alert>
      ) : !book.data ? (
        <CenteredLoader label={t('loading')} />
      ) : book.data.alunos.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Text c="dimmed" ta="center">
            {t('empty')}
          </Text>
        </Paper>
      ) : (
        <>
          <Group justify="space-between" align="flex-end" gap="sm" className={classes.noPrint}>
            <Stack gap={4}>
              <Text component="span" size="sm" fw={600} id="gradebook-filter">
                {t('filter.label')}
              </Text>
              <SegmentedControl
                aria-labelledby="gradebook-filter"
                value={filter}
                onChange={(value) => setParams({ filtro: value === 'todos' ? null : value })}
                data={FILTERS.map((value) => ({ value, label: t(`filter.${value}`) }))}
              />
              <Text size="xs" c="dimmed">
                {t('filterHint')}
              </Text>
              {book.data.alunos.length > 0 && pathTotal(book.data) === 0 && (
                <Text size="xs" c="dimmed">
                  {t('noActivePath')}
                </Text>
              )}
            </Stack>
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('shown', { count: rows.length, total: book.data.alunos.length })}
            </Text>
          </Group>
          <GradebookTable
            book={book.data}
            rows={rows}
            classId={classId}
            className={className ?? ''}
            sort={sort}
            onSort={(next) => setParams({ ordem: writeSort(next) })}
          />
        </>
      )}
    </Stack>
  );
}
