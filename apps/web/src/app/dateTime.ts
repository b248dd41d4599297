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

/** 'DD/MM/YYYY' to 'YYYY-MM-DD'; null when empty, undefined when it is no day of the calendar (31/02). */
export function dayToIso(text: string): string | null | undefined {
  if (text.trim() === '') return null;
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!match) return undefined;
  const [, day, month, year] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return `${match[3]}-${match[2]}-${match[1]}`;
}

/** 'YYYY-MM-DD' (the API's days) to 'DD/MM/YYYY' (the screens'). */
export function isoToDay(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}
