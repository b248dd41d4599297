import { useId, useLayoutEffect, useRef, type ChangeEvent } from 'react';
import { LOGIN_MASK } from '@portal/shared/auth/login-mask';
import plain from '../../../app/plain/plain.module.css';
import { caretAfter, codeCharsIn, maskLoginCode } from '../loginRules';

interface LoginCodeInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  description?: string;
}

/**
 * The user code: upper-cased and masked XXXX-XXXX as the user types (the shared LOGIN_MASK), the
 * caret kept after the same letter or digit when the mask adds or drops the dash.
 */
export function LoginCodeInput({ label, value, onChange, onBlur, error, description }: LoginCodeInputProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const element = input.current;
    if (caret.current === null || !element || element !== document.activeElement) return;
    element.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.currentTarget.value;
    const before = typed.slice(0, event.currentTarget.selectionStart ?? typed.length);
    const next = maskLoginCode(typed, LOGIN_MASK);
    caret.current = caretAfter(next, codeCharsIn(before));
    onChange(next);
  };

  const describedBy = [description && `${id}-description`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={plain.field}>
      <label className={plain.label} htmlFor={id}>
        {label}
      </label>
      {description && (
        <p className={plain.description} id={`${id}-description`}>
          {description}
        </p>
      )}
      <input
        ref={input}
        id={id}
        className={plain.input}
        value={value}
        onChange={change}
        onBlur={onBlur}
        name="username"
        autoComplete="username"
        autoCapitalize="characters"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {error && (
        <p className={plain.error} id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
