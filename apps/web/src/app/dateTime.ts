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

/** DD/MM/YYYY HH:mm, as the documents write dates, in the browser's time zone; an empty or invalid value is a dash. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return `${dayMonth(iso)}/${date.getFullYear()} ${clockTime(iso)}`;
}
