/// <reference types="vite/client" />

/** The API's message catalogue in one language (vite.config.ts, `messageCatalogue`). */
declare module 'virtual:messages/*' {
  const messages: Record<import('@portal/shared/common/messages').MessageKey, string>;
  export default messages;
}

/** The notices' store without the toaster (vite.config.ts, `NOTIFICATIONS_STORE`). */
declare module '@mantine/notifications/store' {
  export { notifications, useNotifications } from '@mantine/notifications';
}
