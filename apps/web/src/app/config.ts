import { useSyncExternalStore } from 'react';
import { BRANDS, type Brand } from '@portal/shared/system/brands';
import type { ConfigDto } from '@portal/shared/system';
import { apiRequest } from './api/client';

export type { Brand } from '@portal/shared/system/brands';
export type AppConfig = ConfigDto;

/**
 * The brand the server wrote into the page (`<html data-brand>`, apps/api/src/plugins/branded-pages.ts): the first
 * render names the activities as the brand does, instead of 'Avaliações' until GET /api/config answers.
 */
function brandOfPage(): Brand {
  const written = typeof document === 'undefined' ? undefined : document.documentElement.dataset.brand;
  return (BRANDS as readonly (string | undefined)[]).includes(written) ? (written as Brand) : 'padrao';
}

/** The config until the server's has come: the page's brand (one object per brand, as useSyncExternalStore needs). */
let fallback: AppConfig | null = null;
function defaultConfig(): AppConfig {
  const brand = brandOfPage();
  if (fallback?.brand !== brand) fallback = { brand, product: 'Portal Escolar' };
  return fallback;
}

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

/** GET /api/config once per page (retried once, as before); a failure keeps the page's brand. */
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
 * Public configuration of the server (GET /api/config); the page's brand until it answers. A small
 * store of its own, not a query: /login reads it and carries no TanStack Query.
 */
export function useAppConfig(): AppConfig {
  return useSyncExternalStore(subscribe, () => loaded ?? defaultConfig(), defaultConfig);
}
