import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconLogin2 } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoginBody } from '@portal/shared/auth';
import { useErrorText, useFieldErrors, useMessage } from '../../../app/api/errors';
import { useAccessLog, useLogin } from '../api';
import { LoginCodeInput } from './LoginCodeInput';

type LoginValues = {
  username: string;
  password: string;
};

/** User code + password; field rules from the shared LoginBody, answers 401/400/410/429 shown. */
export function LoginForm() {
  const { t } = useTranslation();
  const message = useMessage();
  const errorText = useErrorText();
  const fieldErrors = useFieldErrors();
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const accessLog = useAccessLog();

  const form = useForm<LoginValues>({
    mode: 'controlled',
    initialValues: { username: '', password: '' },
    validate: zod4Resolver(LoginBody, { errorPriority: 'first' }),
  });

  const submit = form.onSubmit((values) => {
    loginMutation.mutate(values, {
      onSuccess: () => {
        accessLog.mutate(undefined, {
          onError: () => notifications.show({ color: 'yellow', message: t('noConnection', { ns: 'msg' }) }),
        });
        void navigate('/home', { replace: true });
      },
      onError: (error) => {
        const fields = fieldErrors(error);
        if (Object.keys(fields).length > 0) form.setErrors(fields);
      },
    });
  });

  const serverError = loginMutation.isError ? errorText(loginMutation.error, 'invalidCredentials') : null;

  return (
    <form onSubmit={submit} noValidate aria-label={t('login.formLabel')}>
      <Stack gap="md">
        {serverError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" data-testid="login-error">
            {serverError}
          </Alert>
        )}
        <LoginCodeInput
          label={t('login.username')}
          description={t('login.usernameHint')}
          value={form.values.username}
          onChange={(value) => form.setFieldValue('username', value)}
          onBlur={() => form.validateField('username')}
          error={message(errorString(form.errors.username))}
        />
        <PasswordInput
          label={t('login.password')}
          name="password"
          autoComplete="current-password"
          size="md"
          {...form.getInputProps('password')}
          error={message(errorString(form.errors.password))}
          visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
        />
        <Button type="submit" size="md" fullWidth loading={loginMutation.isPending} leftSection={<IconLogin2 size={20} aria-hidden />}>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}

function errorString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
