/**
 * A student's share of present days: present days of the days marked, in percent with one decimal (100
 * before any roll). The screens, the gradebook and the student's own view say it the same way; the API's
 * statements compute it in SQL the same way (apps/api/src/modules/attendance/attendance.share.ts).
 */
export function presentShare(days: number, absences: number): number {
  return days === 0 ? 100 : Math.round((1000 * (days - absences)) / days) / 10;
}
