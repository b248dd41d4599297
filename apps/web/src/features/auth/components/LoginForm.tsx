import { useId, useState, type FormEvent } from 'react';
import { IconAlertCircle, IconEye, IconEyeOff, IconLogin2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useErrorText, useFieldErrors, useMessage } from '../../../app/api/errors';
import plain from '../../../app/plain/plain.module.css';
import { logAccess, signIn } from '../api';
import { loginErrors, usernameError, type LoginErrors, type LoginValues } from '../loginRules';
import { LoginCodeInput } from './LoginCodeInput';
import classes from './login.module.css';

/** User code + password; field rules of the shared LoginBody (loginRules.ts), answers 401/400/410/429 shown. */
export function LoginForm() {
  const { t } = useTranslation();
  const message = useMessage();
  const errorText = useErrorText();
  const fieldErrors = useFieldErrors();
  const navigate = useNavigate();
  const passwordId = useId();
  const [values, setValues] = useState<LoginValues>({ username: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [showPassword, setShowPassword] = useState(false);

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
    // Said on the next screen, which has the notices (Mantine's store comes with it, not with /login).
    logAccess().catch(() =>
      import('@mantine/notifications').then(({ notifications }) =>
        notifications.show({ color: 'yellow', message: t('noConnection', { ns: 'msg' }) }),
      ),
    );
    void navigate('/home', { replace: true });
  };

  const serverError = failure ? errorText(failure, 'invalidCredentials') : null;
  const passwordError = message(errors.password);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('login.formLabel')} className={classes.form}>
      {serverError && (
        <div className={plain.alert} role="alert" data-testid="login-error">
          <IconAlertCircle size={20} aria-hidden />
          <span>{serverError}</span>
        </div>
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
      <div className={plain.field}>
        <label className={plain.label} htmlFor={passwordId}>
          {t('login.password')}
        </label>
        <div className={plain.inputWrap}>
          <input
            id={passwordId}
            className={`${plain.input} ${plain.withToggle}`}
            type={showPassword ? 'text' : 'password'}
            name="password"
            autoComplete="current-password"
            value={values.password}
            onChange={(event) => setField('password', event.currentTarget.value)}
            aria-invalid={passwordError ? true : undefined}
            aria-describedby={passwordError ? `${passwordId}-error` : undefined}
          />
          <button
            type="button"
            className={plain.toggle}
            aria-label={t('login.togglePassword')}
            aria-pressed={showPassword}
            onClick={() => setShowPassword((shown) => !shown)}
          >
            {showPassword ? <IconEyeOff size={18} aria-hidden /> : <IconEye size={18} aria-hidden />}
          </button>
        </div>
        {passwordError && (
          <p className={plain.error} id={`${passwordId}-error`}>
            {passwordError}
          </p>
        )}
      </div>
      <button type="submit" className={`${plain.button} ${plain.fullWidth}`} aria-disabled={pending || undefined}>
        {pending ? (
          <span className={`${plain.spinner} ${plain.small}`} role="img" aria-label={t('common.loading')} />
        ) : (
          <IconLogin2 size={20} aria-hidden />
        )}
        {t('login.submit')}
      </button>
    </form>
  );
}
