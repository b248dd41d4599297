import { useQuery } from '@tanstack/react-query';
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

/** Public configuration of the server (GET /api/config); the default brand until it answers. */
export function useAppConfig(): AppConfig {
  const { data } = useQuery({
    queryKey: ['config'],
    queryFn: ({ signal }) => fetchConfig(signal),
    staleTime: Infinity,
    retry: 1,
  });
  return data ?? DEFAULT_CONFIG;
}
