import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api/client';

export type Brand = 'padrao' | 'hora-saber';

export interface AppConfig {
  brand: Brand;
  product: string;
}

const DEFAULT_CONFIG: AppConfig = { brand: 'padrao', product: 'Portal Escolar' };

function toConfig(data: unknown): AppConfig {
  if (typeof data === 'object' && data !== null && 'brand' in data && data.brand === 'hora-saber') {
    return { ...DEFAULT_CONFIG, brand: 'hora-saber' };
  }
  return DEFAULT_CONFIG;
}

/** Public configuration of the server (GET /api/config); the default brand until it answers. */
export function useAppConfig(): AppConfig {
  const { data } = useQuery({
    queryKey: ['config'],
    queryFn: ({ signal }) => apiRequest('/api/config', { schema: { parse: toConfig }, signal }),
    staleTime: Infinity,
    retry: 1,
  });
  return data ?? DEFAULT_CONFIG;
}
