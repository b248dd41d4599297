import type { ComponentPropsWithRef } from 'react';
import { InputBase } from '@mantine/core';
import { IMaskInput } from 'react-imask';
import { LOGIN_MASK } from '@portal/shared/auth';

/** `XXXX-XXXX` of the shared LOGIN_MASK: X is a letter or digit (an imask pattern definition). */
export const LOGIN_IMASK = LOGIN_MASK.replace(/X/g, '#');
const DEFINITIONS = { '#': /[0-9A-Za-z]/ };

function upper(chars: string): string {
  return chars.toUpperCase();
}

type MaskedProps = Omit<ComponentPropsWithRef<'input'>, 'value' | 'onChange' | 'defaultValue'> & {
  value: string;
  onAccept: (value: string) => void;
};

/** The imask input with the login mask, upper-casing every typed character. */
function LoginMaskedInput({ value, onAccept, ...props }: MaskedProps) {
  return (
    <IMaskInput
      {...props}
      mask={LOGIN_IMASK}
      definitions={DEFINITIONS}
      prepareChar={upper}
      value={value}
      onAccept={(next: string) => onAccept(next)}
    />
  );
}

interface LoginCodeInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  description?: string;
}

/** The user code: upper-cased and masked XXXX-XXXX as the user types. */
export function LoginCodeInput({ label, value, onChange, onBlur, error, description }: LoginCodeInputProps) {
  return (
    <InputBase
      component={LoginMaskedInput}
      value={value}
      onAccept={onChange}
      onBlur={onBlur}
      label={label}
      description={description}
      error={error}
      name="username"
      autoComplete="username"
      autoCapitalize="characters"
      spellCheck={false}
      size="md"
    />
  );
}
