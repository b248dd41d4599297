import { OkAnswer } from '@portal/shared/common/answers';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ClassDto,
  ClassPage,
  MemberPage,
  type ClassCreateBody,
  type ClassListQuery,
  type MemberListQuery,
} from '@portal/shared/organisation';
import { apiRequest } from '../../../app/api/client';
import { listQuery, orgKeys } from './keys';

export function useClasses(query: ClassListQuery) {
  return useQuery({
    queryKey: [...orgKeys.classes, 'list', query],
    queryFn: ({ signal }) => apiRequest(`/api/bse_turma${listQuery(query)}`, { schema: ClassPage, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useClass(id: number | null) {
  return useQuery({
    queryKey: [...orgKeys.classes, 'one', id],
    queryFn: ({ signal }) => apiRequest(`/api/bse_turma/${id}`, { schema: ClassDto, signal }),
    enabled: id !== null,
  });
}

/** `usuariosDaTurma`: one page of the class's members. */
export function useClassMembers(id: number | null, query: MemberListQuery) {
  return useQuery({
    enabled: id !== null,
    queryKey: [...orgKeys.classes, 'members', id, query],
    queryFn: ({ signal }) => apiRequest(`/api/bse_turma/usuariosDaTurma/${id}${listQuery(query)}`, { schema: MemberPage, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Create sends {nomTurma, codBseUnidade}; edit sends {nomTurma, codBseTurma} (§7 Classes). */
export function useSaveClass(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClassCreateBody) =>
      id === null
        ? apiRequest('/api/bse_turma', { method: 'POST', json: body, schema: ClassDto })
        : apiRequest(`/api/bse_turma/${id}`, { method: 'PUT', json: { nomTurma: body.nomTurma, codBseTurma: id }, schema: ClassDto }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKeys.classes }),
  });
}

export function useDeleteClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/api/bse_turma/${id}`, { method: 'DELETE', schema: OkAnswer }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKeys.classes }),
  });
}

export function useRemoveStudent(classId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => apiRequest(`/api/bse_usuario_turma/${classId}/${userId}`, { method: 'DELETE', schema: OkAnswer }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...orgKeys.classes, 'members', classId] }),
  });
}
