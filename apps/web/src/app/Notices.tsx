import { Notifications } from '@mantine/notifications';

/**
 * The notices' toaster, imported only through `lazy` (providers.tsx): a module of its own so that the
 * build can leave its code (transitions, scroll lock) out of the first screen, while the store
 * (`notifications.show`) stays in it.
 */
export function Notices() {
  return <Notifications position="top-right" autoClose={5000} zIndex={1000} />;
}
