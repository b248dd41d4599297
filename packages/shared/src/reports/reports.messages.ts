import type { Translations } from '../common/translations';

/** Messages of the reports (3-reports-communication.md §2 "Reports", §5). */
export const reportsMessages = {
  reportDateInvalid: {
    pt: 'Data inválida. Use o formato DD/MM/AAAA.',
    en: 'Invalid date. Use the format DD/MM/YYYY.',
    es: 'Fecha inválida. Use el formato DD/MM/AAAA.',
  },
  reportDateRange: {
    pt: 'A data final deve ser igual ou posterior à data inicial.',
    en: 'The end date must be the same as or after the start date.',
    es: 'La fecha final debe ser igual o posterior a la fecha inicial.',
  },
} as const satisfies Translations;
