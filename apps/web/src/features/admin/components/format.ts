/** The number formats of the page: each language's own (pt-BR for Portuguese: 1.234,5). */
const LOCALES: Record<string, string> = { pt: 'pt-BR', en: 'en-US', es: 'es-ES' };

export function localeOf(language: string): string {
  return LOCALES[language] ?? 'pt-BR';
}

/** A whole count: 12.345 in Portuguese. */
export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language)).format(value);
}

/** A measure with one decimal at most: 85,3 (memory in MB, latency in ms). */
export function formatDecimal(value: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 1 }).format(value);
}

const MB = 1024 ** 2;
const GB = 1024 ** 3;

/** A size in MB below 1 GB, else in GB, with one decimal: 12,3 MB, 1,5 GB (binary units, as the database counts them). */
export function formatBytes(bytes: number, language: string): string {
  const [value, unit] = bytes >= GB ? [bytes / GB, 'GB'] : [bytes / MB, 'MB'];
  const number = new Intl.NumberFormat(localeOf(language), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
  return `${number} ${unit}`;
}

const two = (n: number) => String(n).padStart(2, '0');

/** DD/MM/YYYY HH:mm in the browser's time zone, as the documents write dates; an empty value is a dash. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return `${two(date.getDate())}/${two(date.getMonth() + 1)}/${date.getFullYear()} ${two(date.getHours())}:${two(date.getMinutes())}`;
}
