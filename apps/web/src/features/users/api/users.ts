import { OkAnswer } from '@portal/shared/common/answers';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { LockStateDto } from '@portal/shared/auth';
import { pageOf } from '@portal/shared/common/pagination';
import { ProfileDto, SequenceAnswer, UserDto, UserListItem, type UserListQuery } from '@portal/shared/users';
import { apiRequest } from '../../../app/api/client';

export const usersQueryKeys = {
  all: ['bse_usuario'] as const,
  list: (query: UserListQuery) => ['bse_usuario', 'list', query] as const,
  one: (id: number) => ['bse_usuario', 'one', id] as const,
  lock: (id: number) => ['bse_usuario', 'lock', id] as const,
  profiles: ['bse_perfil'] as const,
};

const UserPage = pageOf(UserListItem);
export type UserPage = z.infer<typeof UserPage>;

function queryString(query: UserListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (typeof value === 'number' || (typeof value === 'string' && value !== '')) params.set(key, String(value));
  return params.toString();
}

export function useUsers(query: UserListQuery, enabled = true) {
  return useQuery({
    queryKey: usersQueryKeys.list(query),
    queryFn: ({ signal }) => apiRequest(`/api/bse_usuario?${queryString(query)}`, { schema: UserPage, signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useUser(id: number | null) {
  return useQuery({
    queryKey: usersQueryKeys.one(id ?? 0),
    queryFn: ({ signal }) => apiRequest(`/api/bse_usuario/${id}`, { schema: UserDto, signal }),
    enabled: id !== null,
  });
}

export function useProfiles() {
  return useQuery({
    queryKey: usersQueryKeys.profiles,
    queryFn: ({ signal }) => apiRequest('/api/bse_perfil', { schema: z.array(ProfileDto), signal }),
    staleTime: 10 * 60 * 1000,
  });
}

/** The next free sequence of a 4-letter login prefix. */
export function fetchSequence(prefix: string): Promise<SequenceAnswer> {
  return apiRequest(`/api/bse_usuario/setSequencial/${prefix}`, { schema: SequenceAnswer });
}

/** The user form as the API reads it: multipart text fields, the classes as "1,2", the avatar file. */
export interface UserFormPayload {
  fields: Record<string, string>;
  avatar: File | null;
}

function formData({ fields, avatar }: UserFormPayload): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (avatar) form.append('imgAvatar', avatar, avatar.name);
  return form;
}

export function useSaveUser(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: UserFormPayload) =>
      apiRequest(id ? `/api/bse_usuario/${id}` : '/api/bse_usuario', {
        method: id ? 'PUT' : 'POST',
        form: formData(payload),
        schema: UserDto,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKeys.all }),
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/api/bse_usuario/${id}`, { method: 'DELETE', schema: OkAnswer }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKeys.all }),
  });
}

export function useSetActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      apiRequest(`/api/bse_usuario/ativo/${id}`, { method: 'PUT', json: { indAtivo: active ? 'S' : 'N' }, schema: UserDto }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKeys.all }),
  });
}

/** Whether repeated wrong passwords keep the user out (staff who manage them may unlock). */
export function useLockState(id: number) {
  return useQuery({
    queryKey: usersQueryKeys.lock(id),
    queryFn: ({ signal }) => apiRequest(`/api/bse_usuario/${id}/bloqueio`, { schema: LockStateDto, signal }),
  });
}

export function useUnlockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/api/bse_usuario/${id}/desbloquear`, { method: 'POST', schema: OkAnswer }),
    onSuccess: (_answer, id) => queryClient.invalidateQueries({ queryKey: usersQueryKeys.lock(id) }),
  });
}
