import { clockTime, dayMonth } from '../../../app/dateTime';

/** A message's time as the chat shows it: HH:mm, in the browser's time zone. */
export { clockTime };

/** The room list's time of the last message: HH:mm today, DD/MM before. */
export function listTime(iso: string, now = new Date()): string {
  return new Date(iso).toDateString() === now.toDateString() ? clockTime(iso) : dayMonth(iso);
}
