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

/** DD/MM/YYYY HH:mm (app/dateTime.ts). */
export { formatDateTime } from '../../../app/dateTime';
