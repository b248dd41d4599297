import type { CalendarFilter } from '@portal/shared/calendar';
import { addDays } from '@portal/shared/common/days';

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

/** The first day (YYYY-MM-01) of the month of a day (YYYY-MM-DD). */
export function monthOf(day: string): string {
  return `${day.slice(0, 8)}01`;
}

/** The weekday of a day, 0 (Sunday) to 6. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T12:00:00Z`).getUTCDay();
}

/**
 * The month's weeks as the grid draws them, weeks from Sunday as in Brazil: seven cells a row, each a day
 * of the month (YYYY-MM-DD) or null before the 1st and after the last day.
 */
export function monthWeeks(first: string): (string | null)[][] {
  const { to } = monthRange(first);
  const cells: (string | null)[] = Array.from({ length: weekdayOf(first) }, () => null);
  for (let day = first; day <= to; day = addDays(day, 1)) cells.push(day);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** The calendar namespace's `t` (i18next), as the names below need it. */
type Translate = (key: string, options?: Record<string, unknown>) => string;

// The names come from the calendar's texts, not from Intl: making Intl's first formatters in a page costs 25-50 ms,
// which was the longest step of the calendar's first render on a phone (month.test.tsx keeps the texts equal to Intl's).

/** The seven weekdays' names from Sunday, short ('Dom') and long ('domingo'). */
export function weekdayNames(t: Translate): { short: string; long: string }[] {
  return Array.from({ length: 7 }, (_, n) => ({ short: t(`weekdays.short.${n}`), long: t(`weekdays.long.${n}`) }));
}

/** A month's name with its year ('março de 2027'). */
export function monthName(t: Translate, first: string): string {
  const [year, month] = first.split('-');
  return t('monthYear', { month: t(`months.${Number(month)}`), year });
}

/** A day's weekday ('terça-feira'). */
export function weekdayName(t: Translate, day: string): string {
  return t(`weekdays.long.${weekdayOf(day)}`);
}

export function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** The screen's choice of events: the filter of §6 and the month drawn, or one day clicked. */
export interface CalendarView {
  filter: CalendarFilter;
  month: string;
  day: string | null;
}
