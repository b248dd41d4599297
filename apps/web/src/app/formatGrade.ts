/** A grade with one decimal, in the user's language (2-access §9: 'shown with one decimal, or -'). */
export function formatGrade(value: number | null, language: string): string {
  if (value === null) return '-';
  return new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

/**
 * A grade beside the highest it could be (issue 23: 'Total 28,5 / 30', '10 / 10'): each with its
 * decimal only when it has one, in the user's language; '-' for a grade not given yet.
 */
export function formatScore(value: number | null, maximum: number, language: string): string {
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  return `${value === null ? '-' : number.format(value)} / ${number.format(maximum)}`;
}
