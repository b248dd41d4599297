import { Readable } from 'node:stream';
import { CSV_BOM, csvLines } from '@portal/shared/common/csv';
import type { Language } from '@portal/shared/common/translations';
import { REPORT_COLUMNS, type ReportFilter, type ReportName } from '@portal/shared/reports';
import { reportColumnLabel } from '@portal/shared/reports/columns';
import type { Db } from '../../db/client';
import type { Scope } from '../../lib/scope';
import { REPORT_QUERIES, scopedFilter } from './reports.service';

/** Rows read per statement while the file streams: the server holds one batch, whatever the report's size. */
export const CSV_BATCH = 2000;

const oneDecimal = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A cell as the documents write it: grades and the share of present days with one decimal ('-' when empty), counts as they are. */
function cell(column: string, value: unknown): string {
  if (column === 'soma_notas_atividade' || column === 'percentual_presenca')
    return typeof value === 'number' ? oneDecimal.format(value) : '-';
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

function lines(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  return csvLines(
    columns,
    rows.map((row) => columns.map((column) => cell(column, row[column]))),
    false,
  );
}

/**
 * relatorio.csv (DECISIONS.md "Data, files and limits"): every row of the filter, not only the page,
 * read `CSV_BATCH` rows a statement and written as they come (UTF-8 with BOM, `;`, every value quoted,
 * CRLF, formulas neutralised), its header row the screen's headings in the reader's language. No transaction is
 * held while the client downloads.
 */
export function reportCsv(db: Db, scope: Scope, name: ReportName, filter: ReportFilter, language: Language): Readable {
  const f = scopedFilter(scope, filter);
  const columns = REPORT_COLUMNS[name];
  const { rows } = REPORT_QUERIES[name];
  async function* produce() {
    yield (
      CSV_BOM +
      csvLines(
        columns.map((column) => reportColumnLabel(column, language)),
        [],
        true,
      )
    );
    for (let offset = 0; ; offset += CSV_BATCH) {
      const batch = await rows(db, f, { limit: CSV_BATCH, offset });
      if (batch.length > 0) yield lines(columns, batch);
      if (batch.length < CSV_BATCH) return;
    }
  }
  return Readable.from(produce());
}
