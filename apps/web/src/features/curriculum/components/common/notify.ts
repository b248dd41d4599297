import { notifications } from '@mantine/notifications/store';

/** A notice top-right (its close button is named by the theme: axe button-name). */
export function notify(color: 'teal' | 'red' | 'orange', message: string, id?: string): void {
  notifications.show({
    id,
    color,
    message,
    autoClose: color === 'teal' ? 4000 : 6000,
  });
}
