import { OkAnswer } from '@portal/shared/common/answers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AccountDto } from '@portal/shared/auth';
import type { ChangePasswordBody } from '@portal/shared/users';
import { apiRequest } from '../../../app/api/client';
import { setMe } from '../../../app/session/me';

export const usersKeys = {
  changePassword: ['bse_usuario', 'changePassword'] as const,
  changeAvatar: ['bse_usuario', 'changeData'] as const,
};

export function changePassword(body: ChangePasswordBody) {
  return apiRequest('/api/bse_usuario/changePassword', { method: 'POST', json: body, schema: OkAnswer });
}

/** multipart/form-data with one file field `imgAvatar` (jpeg or png, at most 5 MiB). */
export function changeAvatar(file: File): Promise<AccountDto> {
  const form = new FormData();
  form.append('imgAvatar', file, file.name);
  return apiRequest('/api/bse_usuario/changeData', { method: 'POST', form, schema: AccountDto });
}

export function useChangePassword() {
  return useMutation({ mutationKey: usersKeys.changePassword, mutationFn: changePassword });
}

export function useChangeAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: usersKeys.changeAvatar,
    mutationFn: changeAvatar,
    onSuccess: (user) => setMe(queryClient, user),
  });
}
