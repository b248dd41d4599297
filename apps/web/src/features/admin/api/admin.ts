import { NetworkDataRequestList } from '@portal/shared/privacy';
import { AdminSystemDto } from '@portal/shared/system/admin';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/client';

export const adminKeys = {
  system: ['admin', 'sistema'] as const,
  dataRequests: ['admin', 'pedidos-dados'] as const,
};

/** GET /api/admin/sistema: the Master's system page (issue 15). Fetched anew on every visit and on 'Atualizar'. */
export function useAdminSystem() {
  return useQuery({
    queryKey: adminKeys.system,
    queryFn: ({ signal }) => apiRequest('/api/admin/sistema', { schema: AdminSystemDto, signal }),
    staleTime: 0,
  });
}

/** GET /api/admin/pedidos-dados: the network's latest exports and erasures of a person's data (issue 29). */
export function useDataRequests() {
  return useQuery({
    queryKey: adminKeys.dataRequests,
    queryFn: ({ signal }) => apiRequest('/api/admin/pedidos-dados', { schema: NetworkDataRequestList, signal }),
    staleTime: 0,
  });
}
