import { notifications } from '@mantine/notifications';
import { closeButtonProps } from './closeLabel';

/** A notice top-right whose close button has a name (axe: button-name). */
export function notify(color: 'teal' | 'red' | 'orange', message: string, id?: string): void {
  notifications.show({
    id,
    color,
    message,
    autoClose: color === 'teal' ? 4000 : 6000,
    closeButtonProps: closeButtonProps(),
  });
}
