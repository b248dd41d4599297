import { useEffect, useEffectEvent, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { SAVE_GUARD_MS } from '@portal/shared/curriculum';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../../app/api/errors';
import { ValidationList } from './ValidationList';

interface Props {
  /** Message keys (or texts) of the current errors: the form's, the server's, the upload checks'. */
  errors: readonly string[];
  saving: boolean;
  /** Salvar shows only when editing is allowed (§4). */
  canSave: boolean;
  onSubmit: () => void;
  children: ReactNode;
}

/** A content form: its fields, the validation list and Salvar, hidden for 2 s after each click (§4). */
export function ContentFormShell({ errors, saving, canSave, onSubmit, children }: Props) {
  const { t } = useTranslation('curriculum');
  const message = useMessage();
  const [guarded, setGuarded] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (guarded || saving) return;
    setGuarded(true);
    timer.current = window.setTimeout(() => setGuarded(false), SAVE_GUARD_MS);
    onSubmit();
  };

  const texts = [...new Set(errors.map((key) => message(key) ?? key))];
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {children}
        <ValidationList messages={texts} />
        <Group justify="flex-end" mih={36}>
          {canSave && !guarded && (
            <Button type="submit" loading={saving}>
              {t('common.save')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

/** The error keys of a Mantine form's errors object. */
export function errorKeys(errors: Record<string, unknown>): string[] {
  return Object.values(errors).filter((value): value is string => typeof value === 'string');
}

/**
 * After a first Salvar, the list follows every change: a fixed field leaves it at once and a
 * removed field takes its error with it (rows of a game or a dialogue that are no longer there).
 */
export function useLiveValidation(form: { values: unknown; validate: () => unknown }) {
  const [tried, setTried] = useState(false);
  const validate = useEffectEvent(() => form.validate());
  useEffect(() => {
    if (tried) validate();
  }, [tried, form.values]);
  return { tried: () => setTried(true), startOver: () => setTried(false) };
}
