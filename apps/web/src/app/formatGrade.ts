/** A grade with one decimal, in the user's language (2-access §9: 'shown with one decimal, or -'). */
export function formatGrade(value: number | null, language: string): string {
  if (value === null) return '-';
  return new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}
