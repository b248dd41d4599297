import type { ComponentPropsWithRef } from 'react';
import { ActionIcon, InputBase, Loader, Tooltip } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { IMaskInput } from 'react-imask';
import { LOGIN_MASK } from '@portal/shared/auth';

/** The login mask XXXX-XXXX (letters and digits, upper-cased as typed), as on the login screen. */
const MASK = LOGIN_MASK.replace(/X/g, '#');
const DEFINITIONS = { '#': /[0-9A-Za-z]/ };
const upper = (chars: string) => chars.toUpperCase();

type MaskedProps = Omit<ComponentPropsWithRef<'input'>, 'value' | 'onChange' | 'defaultValue'> & {
  value: string;
  onAccept: (value: string) => void;
};

function MaskedInput({ value, onAccept, ...props }: MaskedProps) {
  return (
    <IMaskInput
      {...props}
      mask={MASK}
      definitions={DEFINITIONS}
      prepareChar={upper}
      value={value}
      onAccept={(next: string) => onAccept(next)}
    />
  );
}

interface Props {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Asks the server for the next sequence of the prefix; absent while the prefix is unknown. */
  onGenerate?: () => void;
  generating: boolean;
}

/** The login: generated as school prefix + unit prefix + '-' + sequence, editable before saving. */
export function LoginField({ value, onChange, error, onGenerate, generating }: Props) {
  const { t } = useTranslation('users');
  return (
    <InputBase
      component={MaskedInput}
      value={value}
      onAccept={onChange}
      label={t('form.login')}
      description={t('form.loginHint')}
      error={error}
      withAsterisk
      name="cstLogin"
      autoComplete="off"
      spellCheck={false}
      rightSectionWidth={40}
      rightSection={
        generating ? (
          <Loader size="xs" aria-label={t('form.generatingLogin')} />
        ) : (
          <Tooltip label={t('form.generateLogin')}>
            <ActionIcon variant="subtle" onClick={onGenerate} disabled={!onGenerate} aria-label={t('form.generateLogin')}>
              <IconRefresh size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )
      }
    />
  );
}
