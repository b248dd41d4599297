import { useQuery, type QueryClient } from '@tanstack/react-query';
import { AccountDto } from '@portal/shared/auth';
import { apiRequest } from '../api/client';
import { rememberClass, useToken } from './storage';

/** Query key of the signed-in user's data; every screen reads the user through it. */
export const meQueryKey = ['bse_usuario', 'getMeusDados'] as const;

export function fetchMe(signal?: AbortSignal): Promise<AccountDto> {
  return apiRequest('/api/bse_usuario/getMeusDados/x', { schema: AccountDto, signal });
}

export function useMe() {
  const token = useToken();
  return useQuery({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => fetchMe(signal),
    enabled: token !== null,
    staleTime: 5 * 60 * 1000,
    retry: false,
  });
}

/** Puts a fresh AccountDto (login, class switch, avatar) in the cache and remembers the class. */
export function setMe(queryClient: QueryClient, user: AccountDto): void {
  queryClient.setQueryData(meQueryKey, user);
  rememberClass(user);
}
