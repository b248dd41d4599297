import { analyse } from 'chardet';
import Papa from 'papaparse';
import { toCsv } from '@portal/shared/common/csv';
import { BULK_COLUMNS, BULK_GUARDIAN_COLUMN, BULK_MAX_ROWS, type BulkCreated, type BulkRow, bulkColumnOf } from '@portal/shared/users';

/** The encodings a school's file comes in: Excel in Brazil saves "CSV" in Windows-1252, "CSV UTF-8" with a BOM. */
export type BulkEncoding = 'utf-8' | 'windows-1252' | 'utf-16le' | 'utf-16be';

export type ParsedFile = { ok: true; rows: BulkRow[]; encoding: BulkEncoding } | { ok: false; messageKey: 'bulkEmpty' | 'bulkTooMany' };

/** chardet's names of the encodings read here; ISO-8859-1 is read as its superset Windows-1252 (as browsers do). */
const SUPPORTED: Record<string, BulkEncoding> = {
  'UTF-8': 'utf-8',
  'UTF-16LE': 'utf-16le',
  'UTF-16BE': 'utf-16be',
  'windows-1252': 'windows-1252',
  'ISO-8859-1': 'windows-1252',
};
/** chardet looks at the start of the file: enough for its statistics, fast for a 5 MiB file. */
const SAMPLE_BYTES = 64 * 1024;

function isUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * Detects the file's encoding and decodes it (the byte-order mark dropped). Bytes that are valid
 * UTF-8 are UTF-8 (a Windows-1252 text with accents practically never is); otherwise chardet ranks
 * the candidates and the first one read here wins, Windows-1252 when none is.
 */
export function decodeBulkFile(bytes: Uint8Array): { text: string; encoding: BulkEncoding } {
  const candidates = analyse(bytes.subarray(0, SAMPLE_BYTES)).flatMap((match) => SUPPORTED[match.name] ?? []);
  const utf16 = candidates.find((name) => name.startsWith('utf-16'));
  const hasUtf16Bom = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  let encoding: BulkEncoding;
  if (utf16 && hasUtf16Bom) encoding = utf16;
  else if (isUtf8(bytes)) encoding = 'utf-8';
  else encoding = candidates.find((name) => name === 'windows-1252') ?? 'windows-1252';
  return { text: new TextDecoder(encoding).decode(bytes), encoding };
}

async function textOf(input: File | string): Promise<{ text: string; encoding: BulkEncoding }> {
  if (typeof input === 'string') return { text: input, encoding: 'utf-8' };
  return decodeBulkFile(new Uint8Array(await input.arrayBuffer()));
}

/** The columns a file must have; the others may be left out (blank login and password are generated). */
const REQUIRED = ['nomUsuario', 'codBsePerfil'] as const;

/**
 * Reads a bulk file in chunks (the page keeps responding while a large file is read): `;` or `,`,
 * UTF-8 with or without BOM or Windows-1252 (detected), Windows or Unix line ends, header names
 * as in the documents. `onProgress` gets the fraction read so far.
 */
export async function parseBulkFile(input: File | string, onProgress: (fraction: number) => void = () => undefined): Promise<ParsedFile> {
  const { text, encoding } = await textOf(input);
  const size = text.length;
  return new Promise((resolve, reject) => {
    const rows: BulkRow[] = [];
    let fields: string[] = [];
    let tooMany = false;
    Papa.parse<Record<string, string>>(text, {
      header: true,
      skipEmptyLines: 'greedy',
      delimitersToGuess: [';', ',', '\t'],
      transformHeader: (header) => bulkColumnOf(header) ?? header.trim(),
      chunkSize: 64 * 1024,
      chunk: (results: Papa.ParseResult<Record<string, string>>, parser: Papa.Parser) => {
        if (results.meta.fields) fields = results.meta.fields;
        for (const record of results.data) {
          const row: BulkRow = {};
          for (const column of BULK_COLUMNS) row[column] = record[column] ?? '';
          // A guardian's students (issue 27): an optional column beyond the documents' six.
          if (record[BULK_GUARDIAN_COLUMN]) row.loginAluno = record[BULK_GUARDIAN_COLUMN];
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
        else resolve({ ok: true, rows, encoding });
      },
      error: (error: Error) => reject(error),
    });
  });
}

/** usuarios.csv: the created users with their logins and passwords, in the columns of the input file. */
export function usuariosCsv(created: BulkCreated[]): string {
  return toCsv(BULK_COLUMNS, created);
}

/**
 * The template: the expected header and one example row (a student whose login and password are
 * generated, school and unit those of the chosen class), for staff to replace with their own.
 */
export const TEMPLATE_EXAMPLE: BulkRow = {
  nomUsuario: 'João da Silva',
  codBsePerfil: '6',
  txtSenha: '',
  cstLogin: '',
  codBseEscola: '',
  codBseUnidade: '',
};
export function templateCsv(): string {
  return toCsv(BULK_COLUMNS, [TEMPLATE_EXAMPLE]);
}
