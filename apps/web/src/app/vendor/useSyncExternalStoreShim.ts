/**
 * `use-sync-external-store/shim` as React 19 makes it: its own hook. react-i18next imports the shim, which on React 18+
 * only hands React's hook back, but its code still travelled with the sign-in screen (vite.config.ts: the alias).
 */
export { useSyncExternalStore } from 'react';
