import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { AccountDto } from '@portal/shared/auth';
import { apiRequest } from '../api/client';
import { ME_PATH, takeEarlyMe } from './early';
import { getToken, keptUserAt, rememberUser, storedUser, useToken } from './storage';

/** Query key of the signed-in user's data; every screen reads the user through it. */
export const meQueryKey = ['bse_usuario', 'getMeusDados'] as const;

/** The answer is checked by the shared AccountDto, loaded with the request (no zod in the entry). */
export async function fetchMe(signal?: AbortSignal): Promise<AccountDto> {
  const token = getToken();
  const schemas = import('@portal/shared/auth');
  schemas.catch(() => undefined); // a failed request rejects first; the import's own failure is read below
  const ask = () => apiRequest<unknown>(ME_PATH, { signal });
  const early = takeEarlyMe();
  let answer: unknown;
  try {
    answer = await (early ?? ask());
  } catch (error) {
    // An early answer that failed is asked again, now that the screens are up: a 401 then reaches the
    // session-expiry handler ('Sessão expirou.'), which did not exist yet when the early one came back.
    if (!early) throw error;
    answer = await ask();
  }
  const user = (await schemas).AccountDto.parse(answer);
  // Not after a logout that happened meanwhile: the user's data must not outlive the session.
  if (getToken() === token) rememberUser(user);
  return user;
}

export function useMe() {
  const token = useToken();
  return useQuery({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => fetchMe(signal),
    enabled: token !== null,
    // The kept user draws the screen at once. From an earlier page it is refreshed by getMeusDados at
    // once; from this page's sign-in it is as fresh as a getMeusDados.
    initialData: storedUser,
    initialDataUpdatedAt: keptUserAt,
    staleTime: 5 * 60 * 1000,
    retry: false,
  });
}

/** Puts a fresh AccountDto (login, class switch, avatar) in the cache and remembers the class. */
export function setMe(queryClient: QueryClient, user: AccountDto): void {
  queryClient.setQueryData(meQueryKey, user);
  rememberUser(user);
}
