import { LoadingOverlay, Paper, Stack, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REPORT_COLUMNS, type ReportName } from '@portal/shared/reports';
import { reportColumnLabel } from '@portal/shared/reports/columns';
import { EmptyRow } from '../../../app/components/EmptyRow';
import { TablePagination } from '../../../app/components/TablePagination';
import stacked from '../../../app/components/stackedTable.module.css';
import { currentLanguage } from '../../../i18n';

interface Props {
  name: ReportName;
  title: string;
  rows: Record<string, unknown>[];
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  busy: boolean;
  /** The text of a cell (grades and shares of present days with one decimal, a question's text). */
  cellText: (column: string, value: unknown) => string;
}

/** A report's rows, in the documents' columns, 5 a page (the quantity by class 10), paged by the server. */
export function ReportTable({ name, title, rows, total, page, pageSize, onPage, busy, cellText }: Props) {
  const { t } = useTranslation('reports');
  const columns = REPORT_COLUMNS[name];
  // The headings are the CSV's too (shared catalogue); useTranslation above redraws on a language switch.
  const heading = (column: (typeof columns)[number]) => reportColumnLabel(column, currentLanguage());
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="report-table-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="report-table-title">
          {title}
        </Title>
        <div style={{ position: 'relative', overflowX: 'auto' }}>
          <LoadingOverlay visible={busy} zIndex={5} overlayProps={{ blur: 1 }} loaderProps={{ 'aria-label': t('table.loading') }} />
          <Table striped verticalSpacing="sm" aria-labelledby="report-table-title" aria-busy={busy} className={stacked.table}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column}>{heading(column)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 && !busy && <EmptyRow colSpan={columns.length} text={t('table.empty')} />}
              {rows.map((row, index) => (
                // Report rows have no id of their own (a student's chapter, a sum): their place on the page keys them.
                <Table.Tr key={index}>
                  {columns.map((column, i) => (
                    <Table.Td key={column} data-label={heading(column)} data-primary={i === 0 || undefined}>
                      {cellText(column, row[column])}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
        <TablePagination page={page} pageSize={pageSize} total={total} onPage={onPage} label={t('table.pagination')} />
      </Stack>
    </Paper>
  );
}
