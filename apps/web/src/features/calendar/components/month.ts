import type { CalendarFilter } from '@portal/shared/calendar';

/** The first and last days (YYYY-MM-DD) of the month of `first` (a YYYY-MM-01 day). */
export function monthRange(first: string): { from: string; to: string } {
  const [year, month] = first.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: first, to: `${first.slice(0, 8)}${String(last).padStart(2, '0')}` };
}

/** Today as YYYY-MM-DD in the browser's own calendar. */
export function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** The month (YYYY-MM-01) `delta` months from `first`. */
export function shiftMonth(first: string, delta: number): string {
  const [year, month] = first.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, month - 1 + delta, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}-01`;
}

/** The screen's choice of events: the filter of §6 and the month drawn, or one day clicked. */
export interface CalendarView {
  filter: CalendarFilter;
  month: string;
  day: string | null;
}
