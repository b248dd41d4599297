import { z } from 'zod';
import { PageNumber, idField } from '../common/ids';

/*
 * The five reports of the documents (3-reports-communication.md §2 "Reports", §3, §7; DECISIONS.md
 * "Curriculum, player and reports") and attendance's (DECISIONS.md "Attendance"). The rows keep the
 * documents' column names (nom_escola, soma_notas_atividade…): they are also the CSV's header.
 */

export const REPORTS = ['quantidade', 'acesso', 'notas', 'progresso', 'avaliacaoTrilha', 'frequencia'] as const;
export type ReportName = (typeof REPORTS)[number];

/** The report tables' page: 5 rows (§9); the quantity by class, 10. */
export const REPORT_PAGE_SIZE = 5;
export const QUANTITY_PAGE_SIZE = 10;

/** A calendar day `YYYY-MM-DD` (the screens show DD/MM/YYYY), in the network's time zone. */
const ReportDate = z.iso.date({ error: 'reportDateInvalid' }).nullable().optional();
const OptionalId = idField().nullable().optional();

/**
 * The filter of every report (§3 "Report filter"): each field null or absent when unset. The server
 * narrows it to the caller's scope whatever it asks (a Gestor's school, a Diretor's unit).
 */
export const ReportFilter = z
  .object({
    codBseEscola: OptionalId,
    codBseUnidade: OptionalId,
    codBseTurma: OptionalId,
    codBseUsuario: OptionalId,
    dataInicio: ReportDate,
    dataFim: ReportDate,
  })
  .refine((f) => !f.dataInicio || !f.dataFim || f.dataFim >= f.dataInicio, { error: 'reportDateRange', path: ['dataFim'] })
  .meta({ id: 'ReportFilter' });
export type ReportFilter = z.infer<typeof ReportFilter>;

/** `?page=&pageSize=` of a report (5 a page unless asked). */
export const ReportPageQuery = z.object({
  page: PageNumber.default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(REPORT_PAGE_SIZE),
});
export type ReportPageQuery = z.infer<typeof ReportPageQuery>;

/** One bar or point of a report's chart, computed over the whole filter (not the page). */
export const ReportChartPoint = z.object({ rotulo: z.string(), valor: z.number() }).meta({ id: 'ReportChartPoint' });
export type ReportChartPoint = z.infer<typeof ReportChartPoint>;

function reportPageOf<T extends z.ZodType, Extra extends z.ZodRawShape = Record<never, never>>(row: T, id: string, extra?: Extra) {
  return z
    .object({
      items: z.array(row),
      total: z.number().int(),
      page: z.number().int(),
      pageSize: z.number().int(),
      grafico: z.array(ReportChartPoint),
      ...(extra as Extra),
    })
    .meta({ id });
}

// ---------------------------------------------------------------- Quantidade

/** The summary tables (overall for the Master, the manager's for a Gestor, the director's for Diretor and Coordenador). */
export const QuantityTotals = z
  .object({
    total_escolas: z.number().int(),
    total_unidades: z.number().int(),
    total_turmas: z.number().int(),
    total_alunos: z.number().int(),
  })
  .meta({ id: 'QuantityTotals' });
export type QuantityTotals = z.infer<typeof QuantityTotals>;

export const QuantityClassRow = z
  .object({ nom_escola: z.string(), nom_unidade: z.string(), nom_turma: z.string(), total_alunos: z.number().int() })
  .meta({ id: 'QuantityClassRow' });
export type QuantityClassRow = z.infer<typeof QuantityClassRow>;
/** Quantity by class, 10 a page; the chart: students per unit. */
export const QuantityClassPage = reportPageOf(QuantityClassRow, 'QuantityClassPage');
export type QuantityClassPage = z.infer<typeof QuantityClassPage>;

// ---------------------------------------------------------------- Acessos

export const AccessRow = z.object({ nome_usuario: z.string(), acessos: z.number().int() }).meta({ id: 'AccessRow' });
export type AccessRow = z.infer<typeof AccessRow>;
/** Successful sign-ins per user in the range; the chart: sign-ins per day. */
export const AccessPage = reportPageOf(AccessRow, 'AccessPage');
export type AccessPage = z.infer<typeof AccessPage>;

// ---------------------------------------------------------------- Notas

export const GradeRow = z
  .object({
    nome_escola: z.string(),
    nome_unidade: z.string(),
    nome_turma: z.string(),
    nome_aluno: z.string(),
    atividade: z.string(),
    /** The sum of the activity's question grades; null ('-') until every question is graded. */
    soma_notas_atividade: z.number().nullable(),
  })
  .meta({ id: 'GradeRow' });
export type GradeRow = z.infer<typeof GradeRow>;
/** Each student's grade per activity sent in the range; the chart: the average grade per activity. */
export const GradePage = reportPageOf(GradeRow, 'GradePage');
export type GradePage = z.infer<typeof GradePage>;

// ---------------------------------------------------------------- Progresso

export const ProgressRow = z
  .object({
    nom_escola: z.string(),
    nom_unidade: z.string(),
    nom_turma: z.string(),
    nom_aluno: z.string(),
    nom_livro: z.string(),
    nom_capitulo: z.string(),
  })
  .meta({ id: 'ProgressRow' });
export type ProgressRow = z.infer<typeof ProgressRow>;
/** The chapters each student completed (every content of the chapter done) in the range; the chart: students per chapter. */
export const ProgressPage = reportPageOf(ProgressRow, 'ProgressPage');
export type ProgressPage = z.infer<typeof ProgressPage>;

// ---------------------------------------------------------------- Avaliação da Trilha

export const EvaluationRow = ProgressRow.extend({
  /** 'Pergunta': the evaluation question's number (its text is the player's catalogue, in three languages). */
  cod_avaliacao: z.number().int(),
  /** 'Nota': 1 to 5. */
  num_avaliacao: z.number().int(),
}).meta({ id: 'EvaluationRow' });
export type EvaluationRow = z.infer<typeof EvaluationRow>;
/** Each chapter-evaluation answer in the range; the chart: the average score per question. */
export const EvaluationPage = reportPageOf(EvaluationRow, 'EvaluationPage');
export type EvaluationPage = z.infer<typeof EvaluationPage>;

// ---------------------------------------------------------------- Frequência

export const AttendanceRow = z
  .object({
    nom_escola: z.string(),
    nom_unidade: z.string(),
    nom_turma: z.string(),
    nom_aluno: z.string(),
    /** The class's days with a mark for the student in the range. */
    dias_letivos: z.number().int(),
    faltas: z.number().int(),
    /** The absences with a justification. */
    faltas_justificadas: z.number().int(),
    /** Present days of `dias_letivos`, in percent with one decimal. */
    percentual_presenca: z.number(),
  })
  .meta({ id: 'AttendanceRow' });
export type AttendanceRow = z.infer<typeof AttendanceRow>;
/** What the Frequência chart's bars are: the units (a report over a school or the network) or the classes of a unit. */
export const AttendanceChartGrouping = z.enum(['unidade', 'turma']);
export type AttendanceChartGrouping = z.infer<typeof AttendanceChartGrouping>;
/**
 * Each student's days, absences and share of present days per class, over the days marked in the range; the
 * chart: the average share per unit, or per class when the filter names a unit or a class (`graficoPor`).
 */
export const AttendancePage = reportPageOf(AttendanceRow, 'AttendancePage', { graficoPor: AttendanceChartGrouping });
export type AttendancePage = z.infer<typeof AttendancePage>;

/** The CSV's columns, per report: the rows' fields in the screens' order. */
export const REPORT_COLUMNS = {
  quantidade: ['nom_escola', 'nom_unidade', 'nom_turma', 'total_alunos'],
  acesso: ['nome_usuario', 'acessos'],
  notas: ['nome_escola', 'nome_unidade', 'nome_turma', 'nome_aluno', 'atividade', 'soma_notas_atividade'],
  progresso: ['nom_escola', 'nom_unidade', 'nom_turma', 'nom_aluno', 'nom_livro', 'nom_capitulo'],
  avaliacaoTrilha: ['nom_escola', 'nom_unidade', 'nom_turma', 'nom_aluno', 'nom_livro', 'nom_capitulo', 'cod_avaliacao', 'num_avaliacao'],
  frequencia: [
    'nom_escola',
    'nom_unidade',
    'nom_turma',
    'nom_aluno',
    'dias_letivos',
    'faltas',
    'faltas_justificadas',
    'percentual_presenca',
  ],
} as const satisfies Record<ReportName, readonly string[]>;

export const ReportNameParam = z.object({ relatorio: z.enum(REPORTS, { error: 'notFound' }) });
/** relatorio.csv's header row in the screen's language (the web sends it; without it, the Accept-Language header's). */
export const ReportCsvQuery = z.object({ idioma: z.enum(['pt', 'en', 'es']).optional() });
