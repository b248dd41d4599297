import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api/client';
import { getToken, subscribe } from './session/storage';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Client errors (4xx) are answers, not glitches: no retry.
        retry: (failures, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * The signed-in screens' cache, created with their chunk (the login screen carries no TanStack
 * Query). A new token (sign-in, sign-out, expiry, another tab) empties it: nothing of one session
 * is shown in the next.
 */
export const queryClient = createQueryClient();

let token = getToken();
subscribe(() => {
  const next = getToken();
  if (next === token) return;
  token = next;
  queryClient.removeQueries();
});
