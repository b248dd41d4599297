import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const LOCALES: Record<string, string> = { pt: 'pt-BR', en: 'en-GB', es: 'es' };

/** Date and time in the user's language (dd/mm/aaaa hh:mm in Portuguese). */
export function useDateTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  return useCallback(
    (iso: string) =>
      new Intl.DateTimeFormat(LOCALES[i18n.language] ?? i18n.language, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso)),
    [i18n.language],
  );
}
