/** The school days of attendance in the network's time zone (the reports' too). */
const TIME_ZONE = 'America/Sao_Paulo';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today in the network, `YYYY-MM-DD`. */
export function networkToday(now = new Date()): string {
  return dayFormat.format(now);
}

/** Whole days from `day` to `today` (both `YYYY-MM-DD`): 0 today, 1 yesterday, negative in the future. */
export function daysBefore(day: string, today: string): number {
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / 86_400_000);
}
