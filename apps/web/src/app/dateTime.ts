const two = (n: number) => String(n).padStart(2, '0');

/** HH:mm of an ISO instant, in the browser's time zone. */
export function clockTime(iso: string): string {
  const date = new Date(iso);
  return `${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** DD/MM of an ISO instant, in the browser's time zone. */
export function dayMonth(iso: string): string {
  const date = new Date(iso);
  return `${two(date.getDate())}/${two(date.getMonth() + 1)}`;
}

/** DD/MM/YYYY of an ISO instant, in the browser's time zone; an empty or invalid value is a dash. */
export function formatDay(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return `${dayMonth(iso)}/${date.getFullYear()}`;
}

/** DD/MM/YYYY HH:mm, as the documents write dates, in the browser's time zone; an empty or invalid value is a dash. */
export function formatDateTime(iso: string | null | undefined): string {
  const day = formatDay(iso);
  return day === '—' ? day : `${day} ${clockTime(iso!)}`;
}

/**
 * Today as the API counts due days (YYYY-MM-DD): a day ends at midnight in America/Sao_Paulo
 * (docs/DECISIONS.md, issue 23), wherever the browser is.
 */
export function todayIso(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
