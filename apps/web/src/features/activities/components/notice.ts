import { notifications } from '@mantine/notifications/store';

/** A notice of the activities' screens, top right (its close button is named by the theme). */
export function notice(color: 'teal' | 'red' | 'orange', message: string): void {
  notifications.show({ color, message, autoClose: color === 'teal' ? 4000 : 6000 });
}
