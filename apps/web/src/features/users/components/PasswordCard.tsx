import { Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications/store';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ChangePasswordBody } from '@portal/shared/users';
import { ApiError } from '../../../app/api/client';
import { useErrorText, useFieldErrors, useMessage } from '../../../app/api/errors';
import { goToLogin } from '../../../app/session/loginNotice';
import { clearSession } from '../../../app/session/storage';
import { useChangePassword } from '../api/settings';

type PasswordValues = {
  actualPassword: string;
  newPassword: string;
  confirmPassword: string;
};

function errorString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** Current, new and confirmation; rules of the shared ChangePasswordBody. Success ends the session. */
export function PasswordCard() {
  const { t } = useTranslation(['translation', 'users']);
  const message = useMessage();
  const errorText = useErrorText();
  const fieldErrors = useFieldErrors();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const change = useChangePassword();

  const form = useForm<PasswordValues>({
    mode: 'controlled',
    initialValues: { actualPassword: '', newPassword: '', confirmPassword: '' },
    validate: zod4Resolver(ChangePasswordBody, { errorPriority: 'first' }),
  });

  const submit = form.onSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        // The server revoked the token: sign in again with the new password.
        clearSession();
        queryClient.removeQueries();
        goToLogin(navigate, {
          tone: 'success',
          title: t('users:settings.password.saved'),
          message: t('users:settings.password.signInAgain'),
        });
      },
      onError: (error) => {
        const isBadRequest = error instanceof ApiError && error.status === 400;
        if (isBadRequest) form.setErrors(fieldErrors(error));
        notifications.show({ color: 'red', message: isBadRequest ? errorText(error) : t('saveError', { ns: 'msg' }) });
      },
    }),
  );

  const field = (name: keyof PasswordValues) => ({
    ...form.getInputProps(name),
    error: message(errorString(form.errors[name])),
  });

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="password-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} fz="h4" id="password-title">
              {t('users:settings.password.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('users:settings.password.description')}
            </Text>
          </div>
          <PasswordInput
            label={t('users:settings.password.actual')}
            autoComplete="current-password"
            visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
            {...field('actualPassword')}
          />
          <PasswordInput
            label={t('users:settings.password.new')}
            autoComplete="new-password"
            visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
            {...field('newPassword')}
          />
          <PasswordInput
            label={t('users:settings.password.confirm')}
            autoComplete="new-password"
            visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
            {...field('confirmPassword')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              {t('users:settings.password.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
