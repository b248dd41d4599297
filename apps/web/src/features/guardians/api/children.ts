import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ChildList, ConsentDto } from '@portal/shared/guardians';
import { apiRequest } from '../../../app/api/client';

export const childrenKeys = {
  consent: ['responsavel', 'consentimento'] as const,
  children: ['responsavel', 'filhos'] as const,
};

/** GET /api/responsavel/consentimento: the term's version and whether the guardian accepted it. */
export function useConsent() {
  return useQuery({
    queryKey: childrenKeys.consent,
    queryFn: ({ signal }) => apiRequest('/api/responsavel/consentimento', { schema: ConsentDto, signal }),
  });
}

/** POST /api/responsavel/consentimento: the version read, accepted; the answer is the consent as it now stands. */
export function useAcceptConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (versao: string) => apiRequest('/api/responsavel/consentimento', { method: 'POST', json: { versao }, schema: ConsentDto }),
    onSuccess: (consent) => queryClient.setQueryData(childrenKeys.consent, consent),
    // A term changed meanwhile (guardianConsentVersion): the current version is read again, to be read before accepting.
    onError: () => queryClient.invalidateQueries({ queryKey: childrenKeys.consent }),
  });
}

/** GET /api/responsavel/filhos: each linked child, read only once the term is accepted (403 before). */
export function useChildren(enabled: boolean) {
  return useQuery({
    queryKey: childrenKeys.children,
    queryFn: ({ signal }) => apiRequest('/api/responsavel/filhos', { schema: ChildList, signal }),
    enabled,
  });
}
