import Papa from 'papaparse';

/** The byte-order mark that tells spreadsheets the file is UTF-8. */
export const CSV_BOM = '\ufeff';

/** A value starting with one of these is a formula to a spreadsheet; a leading `'` neutralises it. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Every CSV the product writes (DECISIONS.md "Data, files and limits"): UTF-8 with a byte-order
 * mark, `;`-separated, every value quoted, CRLF line ends, and a value starting with `=`, `+`, `-`
 * or `@` neutralised so spreadsheets do not run it. `columns` gives the header and its order.
 */
export function toCsv<Row extends Record<string, CsvCell>>(columns: readonly (keyof Row & string)[], rows: readonly Row[]): string {
  const data = rows.map((row) => columns.map((column) => cellText(row[column])));
  const body = Papa.unparse(
    { fields: [...columns], data },
    { delimiter: ';', newline: '\r\n', quotes: true, quoteChar: '"', escapeChar: '"', header: true, escapeFormulae: FORMULA_START },
  );
  return `${CSV_BOM}${body}\r\n`;
}

/** What a CSV cell can hold. */
export type CsvCell = string | number | boolean | Date | null | undefined;

function cellText(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  return String(value);
}
