import { OkAnswer } from '@portal/shared/common/answers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IcalAddressAnswer } from '@portal/shared/calendar';
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

export const icalKey = ['cld_calendario_ical'] as const;

/** GET /api/cld_calendario_ical: the caller's private calendar address (made on first ask). */
export function useIcalAddress(enabled: boolean) {
  return useQuery({
    queryKey: icalKey,
    queryFn: ({ signal }) => apiRequest('/api/cld_calendario_ical', { schema: IcalAddressAnswer, signal }),
    enabled,
  });
}

/** POST /api/cld_calendario_ical: a new secret; the old address stops answering. */
export function useRenewIcalAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/api/cld_calendario_ical', { method: 'POST', schema: IcalAddressAnswer }),
    onSuccess: (answer) => queryClient.setQueryData(icalKey, answer),
  });
}
