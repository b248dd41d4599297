import { Suspense, lazy, useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications/store';
import { IconCheck, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import type { AccountDto } from '@portal/shared/auth';
import { REPORTS, type ReportFilter, type ReportName } from '@portal/shared/reports';
import { useErrorText } from '../../../app/api/errors';
import { CenteredLoader } from '../../../app/components/CenteredLoader';
import { dayToIso } from '../../../app/components/DayInput';
import { useMe } from '../../../app/session/me';
import { reportPageSize, useEvaluationQuestions, useExportCsv, useReport } from '../api/reports';
import { QuantitySummary } from './QuantitySummary';
import { chartTextsOf } from './chartTexts';
import { type Draft, EMPTY_DRAFT, ReportFilters } from './ReportFilters';
import { ReportTable } from './ReportTable';
import { reportCellText } from './reportCell';

const ReportChart = lazy(() => import('./ReportChart'));

const isReport = (value: string | undefined): value is ReportName => (REPORTS as readonly string[]).includes(value ?? '');

/** The draft as the API takes it: unset values null, days `YYYY-MM-DD` (the screen checked them first). */
function toFilter(draft: Draft): ReportFilter {
  return { ...draft, dataInicio: dayToIso(draft.dataInicio) ?? null, dataFim: dayToIso(draft.dataFim) ?? null };
}

/** /relatorio/{quantidade|acesso|notas|progresso|avaliacaoTrilha|frequencia}: the filters, Confirmar, Exportar para CSV, Voltar, the chart and the table. */
export function ReportPage() {
  const { report } = useParams();
  const { data: me } = useMe();
  if (!isReport(report)) return <Navigate to="/relatorio" replace />;
  if (!me) return null;
  return <Report key={report} name={report} me={me} />;
}

function Report({ name, me }: { name: ReportName; me: AccountDto }) {
  const { t, i18n } = useTranslation('reports');
  const tm = useTranslation('msg').t;
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [applied, setApplied] = useState<ReportFilter>(() => toFilter(EMPTY_DRAFT));
  const [page, setPage] = useState(1);
  const result = useReport(name, applied, page);
  const questions = useEvaluationQuestions(name === 'avaliacaoTrilha');
  const exportCsv = useExportCsv(name);
  const [checked, setChecked] = useState(false);
  const start = dayToIso(draft.dataInicio);
  const end = dayToIso(draft.dataFim);
  const startError = start === undefined ? tm('reportDateInvalid') : undefined;
  const endError = end === undefined ? tm('reportDateInvalid') : start && end && end < start ? tm('reportDateRange') : undefined;

  const language = i18n.language as 'pt' | 'en' | 'es';
  const questionText = (id: unknown) => questions.data?.find((q) => q.codAvaliacao === id)?.[language] ?? String(id);
  const cellText = (column: string, value: unknown): string => reportCellText(column, value, i18n.language, questionText);
  const day = new Intl.DateTimeFormat(i18n.language, { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
  const chartLabel = (label: string) =>
    name === 'acesso' ? day.format(new Date(`${label}T00:00:00Z`)) : name === 'avaliacaoTrilha' ? questionText(Number(label)) : label;

  const chartTexts = chartTextsOf(name, result.data && 'graficoPor' in result.data ? result.data.graficoPor : undefined);

  const confirm = () => {
    setChecked(true);
    if (startError || endError) return;
    setApplied(toFilter(draft));
    setPage(1);
  };
  const download = () =>
    exportCsv.mutate(applied, {
      onSuccess: () => notifications.show({ color: 'teal', icon: <IconCheck size={18} aria-hidden />, message: t('filters.exported') }),
      onError: (error) => notifications.show({ color: 'red', message: errorText(error) }),
    });

  return (
    <Stack gap="lg">
      <Title order={1}>{t(`names.${name}`)}</Title>
      <Paper
        withBorder
        radius="md"
        p="md"
        component="form"
        aria-label={t('filters.label')}
        onSubmit={(event) => {
          event.preventDefault();
          confirm();
        }}
      >
        <Stack gap="md">
          <ReportFilters
            me={me}
            value={draft}
            onChange={setDraft}
            startError={checked ? startError : undefined}
            endError={checked ? endError : undefined}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => void navigate(-1)}>
              {t('filters.back')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconDownload size={18} aria-hidden />}
              onClick={download}
              loading={exportCsv.isPending}
              loaderProps={{ 'aria-label': t('filters.exporting') }}
            >
              {t('filters.export')}
            </Button>
            <Button type="submit">{t('filters.confirm')}</Button>
          </Group>
        </Stack>
      </Paper>
      {name === 'quantidade' && <QuantitySummary me={me} filter={applied} />}
      {result.isError ? (
        <Alert color="red" role="alert">
          {errorText(result.error)}
        </Alert>
      ) : (
        <>
          <Suspense fallback={<CenteredLoader label={t('table.loading')} />}>
            {result.data && (
              <ReportChart
                name={name}
                texts={chartTexts}
                title={t(`chart.title.${chartTexts}`)}
                series={t(`chart.series.${chartTexts}`)}
                points={result.data.grafico.map((p) => ({ rotulo: chartLabel(p.rotulo), valor: p.valor }))}
              />
            )}
          </Suspense>
          <ReportTable
            name={name}
            title={name === 'quantidade' ? t('table.byClass') : t('table.label', { name: t(`names.${name}`) })}
            rows={result.data?.items ?? []}
            total={result.data?.total ?? 0}
            page={page}
            pageSize={reportPageSize(name)}
            onPage={setPage}
            busy={result.isPending || result.isPlaceholderData}
            cellText={cellText}
          />
        </>
      )}
    </Stack>
  );
}
