import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DueDate } from '@portal/shared/activities';
import { dayToIso, isoToDay } from '../../../../app/dateTime';

/**
 * The due day typed (DD/MM/YYYY) as the API takes it (YYYY-MM-DD, the shared `DueDate`): null when left
 * empty (no due day), undefined when it is no day the API accepts.
 */
export function dueDayOf(text: string): string | null | undefined {
  const iso = dayToIso(text);
  if (iso === null) return null;
  return iso !== undefined && DueDate.safeParse(iso).success ? iso : undefined;
}

/**
 * A 'Data de entrega' field (a DayInput's `value`, `onChange` and `error`) starting at `initial`, and
 * `read()`: the day for the API, or undefined when it is none, the field then saying why.
 */
export function useDueDay(initial: string | null) {
  const tm = useTranslation('msg').t;
  const [text, setText] = useState(initial ? isoToDay(initial) : '');
  const [invalid, setInvalid] = useState(false);
  const field = {
    value: text,
    onChange: (value: string) => {
      setText(value);
      setInvalid(false);
    },
    error: invalid ? tm('dueDateInvalid') : undefined,
  };
  const read = () => {
    const day = dueDayOf(text);
    if (day === undefined) setInvalid(true);
    return day;
  };
  return { field, read };
}
