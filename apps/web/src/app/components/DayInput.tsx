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

// The days' conversions live with the other date helpers (app/dateTime.ts), so a screen that only shows a
// day does not bring the input's mask library; the forms keep importing them from here.
export { dayToIso, isoToDay } from '../dateTime';
