import { InputBase } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IMaskInput } from 'react-imask';

/**
 * A day typed as the documents write it, DD/MM/YYYY, whatever the browser's language (a native date
 * field would follow the browser's). `dayToIso` reads it.
 */
export function DayInput({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  error?: string;
}) {
  const { t } = useTranslation('components');
  return (
    <InputBase
      component={IMaskInput}
      mask="00/00/0000"
      label={label}
      placeholder={t('dayPlaceholder')}
      inputMode="numeric"
      value={value}
      onAccept={(text: string) => onChange(text)}
      error={error}
    />
  );
}

/** 'DD/MM/YYYY' to 'YYYY-MM-DD'; null when empty, undefined when it is no day of the calendar (31/02). */
export function dayToIso(text: string): string | null | undefined {
  if (text.trim() === '') return null;
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!match) return undefined;
  const [, day, month, year] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return `${match[3]}-${match[2]}-${match[1]}`;
}

/** 'YYYY-MM-DD' (the API's days) to 'DD/MM/YYYY' (the screens'). */
export function isoToDay(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}
