import { useState, type FormEvent } from 'react';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconLogin2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useErrorText, useFieldErrors, useMessage } from '../../../app/api/errors';
import { logAccess, signIn } from '../api';
import { loginErrors, usernameError, type LoginErrors, type LoginValues } from '../loginRules';
import { LoginCodeInput } from './LoginCodeInput';

/** User code + password; field rules of the shared LoginBody (loginRules.ts), answers 401/400/410/429 shown. */
export function LoginForm() {
  const { t } = useTranslation();
  const message = useMessage();
  const errorText = useErrorText();
  const fieldErrors = useFieldErrors();
  const navigate = useNavigate();
  const [values, setValues] = useState<LoginValues>({ username: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  // A field's message goes away as soon as the field changes.
  const setField = (field: keyof LoginValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...others }) => others);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = loginErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || pending) return;
    setPending(true);
    setFailure(null);
    try {
      await signIn(values);
    } catch (error) {
      setPending(false);
      setFailure(error);
      const fields = fieldErrors(error);
      if (Object.keys(fields).length > 0) setErrors(fields);
      return;
    }
    logAccess().catch(() => notifications.show({ color: 'yellow', message: t('noConnection', { ns: 'msg' }) }));
    void navigate('/home', { replace: true });
  };

  const serverError = failure ? errorText(failure, 'invalidCredentials') : null;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('login.formLabel')}>
      <Stack gap="md">
        {serverError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" data-testid="login-error">
            {serverError}
          </Alert>
        )}
        <LoginCodeInput
          label={t('login.username')}
          description={t('login.usernameHint')}
          value={values.username}
          onChange={(value) => setField('username', value)}
          onBlur={() => {
            const error = usernameError(values.username);
            setErrors(({ username: _old, ...others }) => (error ? { ...others, username: error } : others));
          }}
          error={message(errors.username)}
        />
        <PasswordInput
          label={t('login.password')}
          name="password"
          autoComplete="current-password"
          size="md"
          value={values.password}
          onChange={(event) => setField('password', event.currentTarget.value)}
          error={message(errors.password)}
          visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
        />
        <Button type="submit" size="md" fullWidth loading={pending} leftSection={<IconLogin2 size={20} aria-hidden />}>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
