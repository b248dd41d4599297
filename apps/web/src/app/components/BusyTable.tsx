import type { ReactNode } from 'react';
import { LoadingOverlay, Table } from '@mantine/core';
import stacked from './stackedTable.module.css';

interface Props {
  /** The table's accessible name. */
  label: string;
  /** A request is on its way: the veil with its named loader, and `aria-busy`. */
  busy: boolean;
  loadingLabel: string;
  highlightOnHover?: boolean;
  children: ReactNode;
}

/** A list's table under its loading veil, stacked into cards on a phone (stackedTable.module.css). */
export function BusyTable({ label, busy, loadingLabel, highlightOnHover = true, children }: Props) {
  return (
    <div style={{ position: 'relative', overflowX: 'auto' }}>
      <LoadingOverlay visible={busy} zIndex={5} overlayProps={{ blur: 1 }} loaderProps={{ 'aria-label': loadingLabel }} />
      <Table striped highlightOnHover={highlightOnHover} verticalSpacing="sm" aria-label={label} aria-busy={busy} className={stacked.table}>
        {children}
      </Table>
    </div>
  );
}
