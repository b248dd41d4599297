import { notifications } from '@mantine/notifications/store';

let shown: string | undefined;

/** One notice of this screen at a time: a new one replaces the last (a teacher clicking through several switches). */
export function notice(color: 'teal' | 'red' | 'orange', message: string): void {
  if (shown) notifications.hide(shown);
  shown = notifications.show({ color, message, autoClose: color === 'teal' ? 4000 : 6000 });
}
