import { CSV_BOM, csvLines } from '@portal/shared/common/csv';
import type { GradebookActivityDto, GradebookCellDto, GradebookDto, GradebookStudentDto } from '@portal/shared/gradebook';
import { formatDay } from '../../app/dateTime';
import { formatGrade } from '../../app/formatGrade';

/*
 * What the gradebook screen computes from `GET /api/turma/{id}/boletim`: its filters, its order, the
 * class's averages and its CSV. Pure functions, so the tests hold the rules without a screen.
 */

/** 'Todos', 'Não entregues' (an activity not sent) and 'Abaixo de 5' (a grade below half its maximum). */
export const FILTERS = ['todos', 'naoEntregues', 'abaixoDe5'] as const;
export type GradebookFilter = (typeof FILTERS)[number];

/** A column the table sorts by: the name, the progress, the stars, the last day, or an activity's grade. */
export type SortColumn = 'nome' | 'progresso' | 'estrelas' | 'ultimoAcesso' | 'frequencia' | number;
export interface GradebookSort {
  column: SortColumn;
  descending: boolean;
}
export const BY_NAME: GradebookSort = { column: 'nome', descending: false };

/**
 * Below 5 on the scale of 10, whatever the activity's maximum (docs/DECISIONS.md, issue 23): a grade
 * below half of the maximum (14,5 of 30 is; 15 of 30 is not). A grade not given yet is never below.
 */
export function isBelowHalf(cell: GradebookCellDto, activity: GradebookActivityDto): boolean {
  return cell.nota !== null && cell.nota < activity.notaMaxima / 2;
}

function matches(student: GradebookStudentDto, activities: readonly GradebookActivityDto[], filter: GradebookFilter): boolean {
  if (filter === 'naoEntregues') return student.atividades.some((cell) => !cell.entregue);
  if (filter === 'abaixoDe5') return student.atividades.some((cell, index) => isBelowHalf(cell, activities[index]!));
  return true;
}

const byName = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/** What a column sorts by for one student; null (nothing yet) always goes last. */
function sortValue(student: GradebookStudentDto, book: GradebookDto, column: SortColumn): number | string | null {
  if (column === 'nome') return student.nomUsuario;
  if (column === 'progresso') return student.progresso.concluidos;
  if (column === 'estrelas') return student.progresso.estrelas;
  if (column === 'ultimoAcesso') return student.progresso.ultimoAcesso === null ? null : Date.parse(student.progresso.ultimoAcesso);
  if (column === 'frequencia') return attendanceOf(student);
  const index = book.atividades.findIndex((activity) => activity.codBseAtividade === column);
  return student.atividades[index]?.nota ?? null;
}

/** The students the filter keeps, in the chosen order (ties by name). */
export function visibleStudents(book: GradebookDto, filter: GradebookFilter, sort: GradebookSort): GradebookStudentDto[] {
  const sign = sort.descending ? -1 : 1;
  return book.alunos
    .filter((student) => matches(student, book.atividades, filter))
    .sort((a, b) => {
      const [x, y] = [sortValue(a, book, sort.column), sortValue(b, book, sort.column)];
      if (x !== y) {
        if (x === null) return 1;
        if (y === null) return -1;
        const order = typeof x === 'number' && typeof y === 'number' ? x - y : byName.compare(String(x), String(y));
        if (order !== 0) return sign * order;
      }
      return byName.compare(a.nomUsuario, b.nomUsuario);
    });
}

/** A student's share of present days in the class, null before any roll. */
export const attendanceOf = (student: GradebookStudentDto): number | null =>
  student.frequencia.dias === 0 ? null : student.frequencia.percentual;

/** The footer row: the class's averages (all its students, whatever the filter). */
export interface ClassAverages {
  /** Items done of the path, on average (null: no student). */
  concluidos: number | null;
  estrelas: number | null;
  /** The students' shares of present days, on average (null: no roll yet). */
  frequencia: number | null;
  /** Per activity, the average of the grades given (null: none yet); not sent and not graded are left out. */
  atividades: (number | null)[];
}

const mean = (values: readonly number[]) => (values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length);

export function classAverages(book: GradebookDto): ClassAverages {
  return {
    concluidos: mean(book.alunos.map((student) => student.progresso.concluidos)),
    estrelas: mean(book.alunos.map((student) => student.progresso.estrelas)),
    frequencia: mean(book.alunos.flatMap((student) => attendanceOf(student) ?? [])),
    atividades: book.atividades.map((_, index) => mean(book.alunos.flatMap((student) => student.atividades[index]?.nota ?? []))),
  };
}

/** The progress's total: the class's active path has the same number of items for every student. */
export const pathTotal = (book: GradebookDto) => book.alunos[0]?.progresso.total ?? 0;

/** The texts of the CSV, in the user's language. */
export interface CsvTexts {
  student: string;
  login: string;
  done: string;
  total: string;
  stars: string;
  lastActivity: string;
  /** The attendance column ('Frequência (%)'). */
  attendance: string;
  /** An activity's grade column ('{name} (nota / 30)'). */
  grade: (activity: GradebookActivityDto) => string;
  /** An activity's status column. */
  status: (activity: GradebookActivityDto) => string;
  notSent: string;
  sent: string;
  late: string;
  average: string;
}

function statusText(cell: GradebookCellDto | undefined, texts: CsvTexts): string {
  if (!cell?.entregue) return texts.notSent;
  return cell.atrasada ? texts.late : texts.sent;
}

/** One decimal in the user's language ('-' for nothing): the grades' format of the reports' CSV. */
const decimal = (value: number | null, language: string) => formatGrade(value, language);

/**
 * boletim.csv: the rows on screen (filter and order) and the class's averages, in the product's CSV
 * format (packages/shared/src/common/csv.ts: BOM, `;`, every value quoted, CRLF, formulas neutralised).
 */
export function gradebookCsv(book: GradebookDto, rows: readonly GradebookStudentDto[], texts: CsvTexts, language: string): string {
  const columns = [
    texts.student,
    texts.login,
    texts.done,
    texts.total,
    texts.stars,
    texts.lastActivity,
    texts.attendance,
    ...book.atividades.flatMap((activity) => [texts.grade(activity), texts.status(activity)]),
  ];
  const data = rows.map((student) => [
    student.nomUsuario,
    student.cstLogin,
    String(student.progresso.concluidos),
    String(student.progresso.total),
    String(student.progresso.estrelas),
    student.progresso.ultimoAcesso ? formatDay(student.progresso.ultimoAcesso) : '-',
    decimal(attendanceOf(student), language),
    ...book.atividades.flatMap((_, index) => {
      const cell = student.atividades[index];
      return [decimal(cell?.nota ?? null, language), statusText(cell, texts)];
    }),
  ]);
  const averages = classAverages(book);
  data.push([
    texts.average,
    '',
    decimal(averages.concluidos, language),
    String(pathTotal(book)),
    decimal(averages.estrelas, language),
    '',
    decimal(averages.frequencia, language),
    ...averages.atividades.flatMap((average) => [decimal(average, language), '']),
  ]);
  return CSV_BOM + csvLines(columns, [], true) + csvLines(columns, data, false);
}
