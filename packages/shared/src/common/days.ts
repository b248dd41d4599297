/*
 * The network's calendar days (`YYYY-MM-DD`): a school day, a due day, a report's day run from midnight to
 * midnight in Brazil's official time, wherever the server or the browser is. The API, the web app and the
 * demo's history count days with these.
 */

/** A calendar day, `YYYY-MM-DD`. */
export type Day = string;

/** The network's time zone: Brazil's official time (UTC−3 all year since 2019). */
export const NETWORK_TIME_ZONE = 'America/Sao_Paulo';

const DAY_MS = 86_400_000;
// en-CA writes YYYY-MM-DD. Made on first use: a formatter with a time zone costs 25-50 ms to make in a fresh browser
// page (ICU's zone data), which the web app's first screen paid on loading this module even when it showed no date.
let dayFormat: Intl.DateTimeFormat | undefined;
const timeOf = (day: Day) => Date.parse(`${day}T00:00:00Z`);

/** Today in the network. */
export function networkToday(now = new Date()): Day {
  dayFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: NETWORK_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  return dayFormat.format(now);
}

/** The day `n` days after `day` (before it when negative). */
export function addDays(day: Day, n: number): Day {
  return new Date(timeOf(day) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `day` to `later`: 0 the same day, 1 the day after, negative when `later` is before. */
export function daysFrom(day: Day, later: Day): number {
  return Math.round((timeOf(later) - timeOf(day)) / DAY_MS);
}
