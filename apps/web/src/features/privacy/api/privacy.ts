import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { OkAnswer } from '@portal/shared/common/answers';
import { DataRequestList } from '@portal/shared/privacy';
import { apiDownload, apiRequest } from '../../../app/api/client';
import { refreshAfterWrite } from '../../../app/api/refreshAfterWrite';
import { saveFile } from '../../../app/api/saveFile';

export const privacyKeys = { requests: (userId: number) => ['bse_usuario', userId, 'dados', 'pedidos'] as const };

/** GET /api/bse_usuario/{id}/dados/pedidos: each export and erasure of the person's data. */
export function useDataRequests(userId: number) {
  return useQuery({
    queryKey: privacyKeys.requests(userId),
    queryFn: ({ signal }) => apiRequest(`/api/bse_usuario/${userId}/dados/pedidos`, { schema: DataRequestList, signal }),
  });
}

/** GET /api/bse_usuario/{id}/dados: the ZIP, downloaded as dados-<login>.zip. */
export function useExportData(userId: number, login: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => saveFile(`dados-${login}.zip`, await apiDownload(`/api/bse_usuario/${userId}/dados`)),
    onSuccess: () => refreshAfterWrite(queryClient, privacyKeys.requests(userId)),
  });
}

/** DELETE /api/bse_usuario/{id}/dados: what identifies the person is removed, for good. */
export function useEraseData(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(`/api/bse_usuario/${userId}/dados`, { method: 'DELETE', schema: OkAnswer }),
    onSuccess: () => refreshAfterWrite(queryClient, ['bse_usuario']),
  });
}
