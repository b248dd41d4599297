const two = (n: number) => String(n).padStart(2, '0');

/** A message's time as the chat shows it: HH:mm, in the browser's time zone. */
export function clockTime(iso: string): string {
  const date = new Date(iso);
  return `${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** The room list's time of the last message: HH:mm today, DD/MM before. */
export function listTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  return date.toDateString() === now.toDateString() ? clockTime(iso) : `${two(date.getDate())}/${two(date.getMonth() + 1)}`;
}
