import type { Language, Translations } from '../common/translations';
import type { REPORT_COLUMNS, ReportName } from './reports.schemas';

/**
 * The reports' column headings in the screens' words, one catalogue for the table on the screen and the
 * header row of relatorio.csv (3-reports §2 names the columns by their fields; these are what a reader sees).
 */
export const REPORT_COLUMN_LABELS = {
  nom_escola: { pt: 'Escola', en: 'School', es: 'Escuela' },
  nom_unidade: { pt: 'Unidade', en: 'Unit', es: 'Unidad' },
  nom_turma: { pt: 'Turma', en: 'Class', es: 'Clase' },
  nom_aluno: { pt: 'Aluno', en: 'Student', es: 'Alumno' },
  nom_livro: { pt: 'Trilha', en: 'Path', es: 'Ruta' },
  nom_capitulo: { pt: 'Capítulo', en: 'Chapter', es: 'Capítulo' },
  cod_avaliacao: { pt: 'Pergunta', en: 'Question', es: 'Pregunta' },
  num_avaliacao: { pt: 'Nota', en: 'Score', es: 'Nota' },
  nome_escola: { pt: 'Escola', en: 'School', es: 'Escuela' },
  nome_unidade: { pt: 'Unidade', en: 'Unit', es: 'Unidad' },
  nome_turma: { pt: 'Turma', en: 'Class', es: 'Clase' },
  nome_aluno: { pt: 'Aluno', en: 'Student', es: 'Alumno' },
  atividade: { pt: 'Atividade', en: 'Activity', es: 'Actividad' },
  soma_notas_atividade: { pt: 'Nota da atividade', en: 'Activity grade', es: 'Nota de la actividad' },
  nome_usuario: { pt: 'Usuário', en: 'User', es: 'Usuario' },
  acessos: { pt: 'Acessos', en: 'Sign-ins', es: 'Accesos' },
  total_alunos: { pt: 'Total de alunos', en: 'Total students', es: 'Total de alumnos' },
  dias_letivos: { pt: 'Dias letivos', en: 'School days', es: 'Días lectivos' },
  faltas: { pt: 'Faltas', en: 'Absences', es: 'Faltas' },
  faltas_justificadas: { pt: 'Faltas justificadas', en: 'Excused absences', es: 'Faltas justificadas' },
  percentual_presenca: { pt: '% de presença', en: '% present', es: '% de asistencia' },
} as const satisfies Translations & Record<(typeof REPORT_COLUMNS)[ReportName][number], unknown>;

export type ReportColumn = keyof typeof REPORT_COLUMN_LABELS;

export function reportColumnLabel(column: ReportColumn, language: Language): string {
  return REPORT_COLUMN_LABELS[column][language];
}
