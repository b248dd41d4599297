import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AccountDto } from '@portal/shared/auth';
import { apiRequest } from '../api/client';
import { meQueryKey, setMe } from './me';

/** PUT /api/bse_usuario_turma/turmaAtual/{codBseTurma}: the Professor's (or Aluno's) current class. */
export function useChangeCurrentClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (codBseTurma: number) =>
      apiRequest(`/api/bse_usuario_turma/turmaAtual/${codBseTurma}`, { method: 'PUT', schema: AccountDto }),
    onSuccess: async (user) => {
      setMe(queryClient, user);
      // Everything else on screen may depend on the class: refetch it.
      await queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== meQueryKey[0],
      });
    },
  });
}
