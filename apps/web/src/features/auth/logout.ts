import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clearSession } from '../../app/session/storage';
import { logout } from './api';

/** POST /api/auth/logout, then the token and stored class are cleared whatever the answer. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['auth', 'logout'],
    mutationFn: logout,
    onSettled: () => {
      clearSession();
      queryClient.removeQueries();
    },
  });
}
