import type {
  AccessRow,
  AttendanceRow,
  EvaluationRow,
  GradeRow,
  ProgressRow,
  QuantityClassRow,
  ReportChartPoint,
  ReportFilter,
  ReportName,
  ReportPageQuery,
} from '@portal/shared/reports';
import type { Db } from '../../db/client';
import { forbidden } from '../../lib/app-error';
import { type Page, type PageWindow, pageResult, pageWindow } from '../../lib/pagination';
import type { Scope } from '../../lib/scope';
import { attendanceChart, attendanceChartGrouping, attendanceRows } from './reports.attendance';
import type { ScopedFilter } from './reports.filters';
import { evaluationChart, evaluationRows, gradeChart, gradeReportRows, progressChart, progressRows } from './reports.learning';
import { accessChart, accessRows, quantityByClass, quantityChart, quantityTotals } from './reports.repository';

/**
 * The filter narrowed to the caller's scope (§2: the Gestor's school is fixed, the Diretor's and the
 * Coordenador's school and unit): whatever another id the request names, the figures stay theirs.
 */
export function scopedFilter(scope: Scope, f: ReportFilter): ScopedFilter {
  const asked: ScopedFilter = {
    codBseEscola: f.codBseEscola ?? null,
    codBseUnidade: f.codBseUnidade ?? null,
    codBseTurma: f.codBseTurma ?? null,
    codBseUsuario: f.codBseUsuario ?? null,
    dataInicio: f.dataInicio ?? null,
    dataFim: f.dataFim ?? null,
  };
  switch (scope.kind) {
    case 'network':
      return asked;
    case 'school':
      return { ...asked, codBseEscola: scope.codBseEscola };
    case 'unit':
      return { ...asked, codBseEscola: scope.codBseEscola, codBseUnidade: scope.codBseUnidade };
    default:
      throw forbidden();
  }
}

type Rows<Row> = (db: Db, f: ScopedFilter, window: PageWindow) => Promise<(Row & { total: number })[]>;
type Chart = (db: Db, f: ScopedFilter) => Promise<ReportChartPoint[]>;
/** What a chart's bars are, when the filter decides it (the Frequência report's units or classes). */
type ChartGrouping = (f: ScopedFilter) => string;

/** The shared row type of each listed report (the route's response schema, the CSV's columns). */
interface ReportRows {
  quantidade: QuantityClassRow;
  acesso: AccessRow;
  notas: GradeRow;
  progresso: ProgressRow;
  avaliacaoTrilha: EvaluationRow;
  frequencia: AttendanceRow;
}

/**
 * Each listed report: its page statement and its chart statement. The statements' rows are Drizzle's
 * inference; `satisfies` checks them against the shared row types.
 */
export const REPORT_QUERIES: Record<ReportName, { rows: Rows<Record<string, unknown>>; chart: Chart; chartGrouping?: ChartGrouping }> = {
  quantidade: { rows: quantityByClass, chart: quantityChart },
  acesso: { rows: accessRows, chart: accessChart },
  notas: { rows: gradeReportRows, chart: gradeChart },
  progresso: { rows: progressRows, chart: progressChart },
  avaliacaoTrilha: { rows: evaluationRows, chart: evaluationChart },
  frequencia: { rows: attendanceRows, chart: attendanceChart, chartGrouping: attendanceChartGrouping },
} satisfies { [K in ReportName]: { rows: Rows<ReportRows[K]>; chart: Chart; chartGrouping?: ChartGrouping } };

/**
 * A report's page (`{items, total, page, pageSize}`) and its chart over the whole filter. `Row` is the
 * row type of `name`'s statement (the route's response schema names it).
 */
export async function reportPage<Row>(
  db: Db,
  scope: Scope,
  name: ReportName,
  filter: ReportFilter,
  query: ReportPageQuery,
): Promise<Page<Row> & { grafico: ReportChartPoint[]; graficoPor?: string }> {
  const f = scopedFilter(scope, filter);
  const { rows, chart, chartGrouping } = REPORT_QUERIES[name];
  const [items, grafico] = await Promise.all([rows(db, f, pageWindow(query)), chart(db, f)]);
  const page = await pageResult(items, query, async () => (await rows(db, f, { limit: 1, offset: 0 }))[0]?.total ?? 0);
  return { ...(page as unknown as Page<Row>), grafico, ...(chartGrouping && { graficoPor: chartGrouping(f) }) };
}

/** The summary tables: the Master's overall (GET), a school's (Gestor), a unit's (Diretor, Coordenador). */
export async function totals(db: Db, scope: Scope, filter: ReportFilter) {
  return quantityTotals(db, scopedFilter(scope, filter));
}
