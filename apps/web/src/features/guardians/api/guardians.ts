import { z } from 'zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { OkAnswer } from '@portal/shared/common/answers';
import { GuardianCreatedAnswer, GuardianDto, type GuardianCreateBody, type GuardianLinkBody } from '@portal/shared/guardians';
import { apiRequest } from '../../../app/api/client';
import { refreshAfterWrite } from '../../../app/api/refreshAfterWrite';

export const guardiansKeys = {
  ofStudent: (studentId: number) => ['bse_responsavel', 'aluno', studentId] as const,
};

/** GET /api/bse_responsavel?codAluno=: the student's guardians, with their consent. */
export function useStudentGuardians(studentId: number) {
  return useQuery({
    queryKey: guardiansKeys.ofStudent(studentId),
    queryFn: ({ signal }) => apiRequest(`/api/bse_responsavel?codAluno=${studentId}`, { schema: z.array(GuardianDto), signal }),
  });
}

/** POST /api/bse_responsavel: a new guardian of the student; the answer holds the first password, shown once. */
export function useCreateGuardian(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GuardianCreateBody) =>
      apiRequest('/api/bse_responsavel', { method: 'POST', json: body, schema: GuardianCreatedAnswer }),
    onSuccess: () => refreshAfterWrite(queryClient, guardiansKeys.ofStudent(studentId)),
  });
}

/** DELETE /api/bse_responsavel/{codResponsavel}/aluno/{codAluno}: the guardian's access to the student ends at once. */
export function useUnlinkGuardian(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guardianId: number) =>
      apiRequest(`/api/bse_responsavel/${guardianId}/aluno/${studentId}`, { method: 'DELETE', schema: OkAnswer }),
    onSuccess: () => refreshAfterWrite(queryClient, guardiansKeys.ofStudent(studentId)),
  });
}

/** POST /api/bse_responsavel/vinculo: a guardian already registered (a sibling's), by their login, follows this student too. */
export function useLinkGuardian(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cstLogin: string) =>
      apiRequest('/api/bse_responsavel/vinculo', {
        method: 'POST',
        json: { cstLogin, codAluno: studentId } satisfies GuardianLinkBody,
        schema: OkAnswer,
      }),
    onSuccess: () => refreshAfterWrite(queryClient, guardiansKeys.ofStudent(studentId)),
  });
}
