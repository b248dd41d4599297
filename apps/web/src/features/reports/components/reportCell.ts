import { formatGrade } from '../../../app/formatGrade';

/**
 * The text of a report's cell in the user's language: grades with one decimal ('-' until given), a share of
 * present days with one decimal and '%', a question by its text (`questionText`), names and counts as they are.
 */
export function reportCellText(column: string, value: unknown, language: string, questionText: (id: unknown) => string): string {
  if (column === 'soma_notas_atividade') return formatGrade(typeof value === 'number' ? value : null, language);
  if (column === 'percentual_presenca') return typeof value === 'number' ? `${formatGrade(value, language)}%` : '-';
  if (column === 'cod_avaliacao') return questionText(value);
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}
