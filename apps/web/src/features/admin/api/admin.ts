import { AdminSystemDto } from '@portal/shared/system/admin';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/client';

export const adminKeys = {
  system: ['admin', 'sistema'] as const,
};

/** GET /api/admin/sistema: the Master's system page (issue 15). Fetched anew on every visit and on 'Atualizar'. */
export function useAdminSystem() {
  return useQuery({
    queryKey: adminKeys.system,
    queryFn: ({ signal }) => apiRequest('/api/admin/sistema', { schema: AdminSystemDto, signal }),
    staleTime: 0,
  });
}
