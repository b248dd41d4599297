import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type GuardianSummaryBody, GuardianSummaryDto } from '@portal/shared/guardians';
import { apiRequest } from '../../../app/api/client';

export const summaryKey = ['responsavel', 'resumo'] as const;

/** GET /api/responsavel/resumo: the weekly summary's private address, e-mail and switch. */
export function useSummary() {
  return useQuery({
    queryKey: summaryKey,
    queryFn: ({ signal }) => apiRequest('/api/responsavel/resumo', { schema: GuardianSummaryDto, signal }),
  });
}

/** PUT /api/responsavel/resumo: the e-mail and whether the summary goes each week. */
export function useChangeSummary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GuardianSummaryBody) =>
      apiRequest('/api/responsavel/resumo', { method: 'PUT', json: body, schema: GuardianSummaryDto }),
    onSuccess: (summary) => queryClient.setQueryData(summaryKey, summary),
  });
}
