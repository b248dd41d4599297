/// <reference types="vite/client" />

/** The API's message catalogue in one language (vite.config.ts, `messageCatalogue`). */
declare module 'virtual:messages/*' {
  const messages: Record<import('@portal/shared/common/messages').MessageKey, string>;
  export default messages;
}
