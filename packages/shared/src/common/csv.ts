import Papa from 'papaparse';

/** The byte-order mark that tells spreadsheets the file is UTF-8. */
export const CSV_BOM = '\ufeff';

/**
 * A value starting with one of these is a formula to a spreadsheet; a leading `'` neutralises it.
 * A lone '-' (the documents' empty grade) is no formula and stays as it is.
 */
export const CSV_FORMULA_START = /^(?:[=+@\t\r]|-(?=.))/s;

/**
 * Every CSV the product writes (DECISIONS.md "Data, files and limits"): UTF-8 with a byte-order
 * mark, `;`-separated, every value quoted, CRLF line ends, and a value starting with `=`, `+`, `-`
 * or `@` neutralised so spreadsheets do not run it. `columns` gives the header and its order.
 */
export function toCsv<Row extends Record<string, CsvCell>>(columns: readonly (keyof Row & string)[], rows: readonly Row[]): string {
  return (
    CSV_BOM +
    csvLines(columns, [], true) +
    csvLines(
      columns,
      rows.map((row) => columns.map((column) => cellText(row[column]))),
      false,
    )
  );
}

/**
 * Lines of such a file, each ended by CRLF: the header (`header`) or the rows of `data`, for a file
 * written in parts (a report streamed in batches). The caller writes the BOM first.
 */
export function csvLines(columns: readonly string[], data: readonly (readonly string[])[], header: boolean): string {
  if (!header && data.length === 0) return '';
  const body = Papa.unparse(
    { fields: [...columns], data: data.map((row) => [...row]) },
    { delimiter: ';', newline: '\r\n', quotes: true, quoteChar: '"', escapeChar: '"', header, escapeFormulae: CSV_FORMULA_START },
  );
  // Papa ends a header-only text with a line break and a text with rows without one.
  return `${body.replace(/\r\n$/, '')}\r\n`;
}

/** What a CSV cell can hold. */
export type CsvCell = string | number | boolean | Date | null | undefined;

function cellText(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  return String(value);
}
