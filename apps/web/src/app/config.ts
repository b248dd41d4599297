import { useSyncExternalStore } from 'react';
import { BRANDS } from '@portal/shared/system/brands';
import type { ConfigDto } from '@portal/shared/system';
import { apiRequest } from './api/client';

export type { Brand } from '@portal/shared/system/brands';
export type AppConfig = ConfigDto;

const DEFAULT_CONFIG: AppConfig = { brand: 'padrao', product: 'Portal Escolar' };

/**
 * The shape of the shared ConfigDto, checked by hand: /login reads the config and carries no zod
 * (config.test.tsx holds the check to ConfigDto).
 */
export function isAppConfig(value: unknown): value is AppConfig {
  if (typeof value !== 'object' || value === null) return false;
  const { brand, product } = value as Record<string, unknown>;
  return (BRANDS as readonly unknown[]).includes(brand) && typeof product === 'string';
}

async function fetchConfig(signal?: AbortSignal): Promise<AppConfig> {
  const answer = await apiRequest<unknown>('/api/config', { signal });
  if (!isAppConfig(answer)) throw new Error('GET /api/config: unexpected answer');
  return answer;
}

let loaded: AppConfig | null = null;
let pending: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** GET /api/config once per page (retried once, as before); a failure keeps the default brand. */
function loadConfig(): void {
  pending ??= fetchConfig()
    .catch(() => fetchConfig())
    .then(
      (config) => {
        loaded = config;
        for (const listener of listeners) listener();
      },
      () => undefined,
    );
}

/** Forgets the loaded config (tests: each sets up its own server answer). */
export function forgetAppConfig(): void {
  loaded = null;
  pending = null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  loadConfig();
  return () => listeners.delete(listener);
}

/**
 * Public configuration of the server (GET /api/config); the default brand until it answers. A small
 * store of its own, not a query: /login reads it and carries no TanStack Query.
 */
export function useAppConfig(): AppConfig {
  return useSyncExternalStore(
    subscribe,
    () => loaded ?? DEFAULT_CONFIG,
    () => DEFAULT_CONFIG,
  );
}
