import { useQuery } from '@tanstack/react-query';
import { ConfigDto } from '@portal/shared/system';
import { apiRequest } from './api/client';

export type { Brand } from '@portal/shared/system';
export type AppConfig = ConfigDto;

const DEFAULT_CONFIG: AppConfig = { brand: 'padrao', product: 'Portal Escolar' };

/** Public configuration of the server (GET /api/config); the default brand until it answers. */
export function useAppConfig(): AppConfig {
  const { data } = useQuery({
    queryKey: ['config'],
    queryFn: ({ signal }) => apiRequest('/api/config', { schema: ConfigDto, signal }),
    staleTime: Infinity,
    retry: 1,
  });
  return data ?? DEFAULT_CONFIG;
}
