import Papa from 'papaparse';
import { toCsv } from '@portal/shared/common/csv';
import { BULK_COLUMNS, BULK_MAX_ROWS, type BulkCreated, type BulkRow, bulkColumnOf } from '@portal/shared/users';

export type ParsedFile = { ok: true; rows: BulkRow[] } | { ok: false; messageKey: 'bulkEmpty' | 'bulkTooMany' };

/** The columns a file must have; the others may be left out (blank login and password are generated). */
const REQUIRED = ['nomUsuario', 'codBsePerfil'] as const;

/**
 * Reads a bulk file in chunks (the page keeps responding while a large file is read): `;` or `,`,
 * UTF-8 with or without BOM, Windows or Unix line ends, header names as in the documents.
 * `onProgress` gets the fraction read so far.
 */
export function parseBulkFile(input: File | string, onProgress: (fraction: number) => void = () => undefined): Promise<ParsedFile> {
  const size = typeof input === 'string' ? input.length : input.size;
  return new Promise((resolve, reject) => {
    const rows: BulkRow[] = [];
    let fields: string[] = [];
    let tooMany = false;
    Papa.parse<Record<string, string>>(input as File, {
      header: true,
      skipEmptyLines: 'greedy',
      delimitersToGuess: [';', ','],
      transformHeader: (header) => bulkColumnOf(header) ?? header.trim(),
      chunkSize: 64 * 1024,
      chunk: (results, parser) => {
        if (results.meta.fields) fields = results.meta.fields;
        for (const record of results.data) {
          const row: BulkRow = {};
          for (const column of BULK_COLUMNS) row[column] = record[column] ?? '';
          rows.push(row);
        }
        if (rows.length > BULK_MAX_ROWS) {
          tooMany = true;
          parser.abort();
        }
        onProgress(size ? Math.min(1, results.meta.cursor / size) : 1);
      },
      complete: () => {
        onProgress(1);
        if (tooMany) resolve({ ok: false, messageKey: 'bulkTooMany' });
        else if (rows.length === 0 || !REQUIRED.every((column) => fields.includes(column))) resolve({ ok: false, messageKey: 'bulkEmpty' });
        else resolve({ ok: true, rows });
      },
      error: (error: Error) => reject(error),
    });
  });
}

/** usuarios.csv: the created users with their logins and passwords, in the columns of the input file. */
export function usuariosCsv(created: BulkCreated[]): string {
  return toCsv(BULK_COLUMNS, created);
}

/** An empty file with the expected header, for staff to fill in. */
export function templateCsv(): string {
  return toCsv(BULK_COLUMNS, []);
}

export function downloadCsv(name: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
