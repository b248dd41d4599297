import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, messagesIn, type Language } from '@portal/shared/common/messages';
import pt from './pt.json';
import en from './en.json';
import es from './es.json';

/** The stored setting that chooses the language (DECISIONS.md: `idioma`, default pt). */
export const LANGUAGE_STORAGE_KEY = 'idioma';
export const DEFAULT_LANGUAGE: Language = 'pt';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** Screen texts (`translation`) and the API's message catalogue (`msg`) in the three languages. */
export const resources = {
  pt: { translation: pt, msg: messagesIn('pt') },
  en: { translation: en, msg: messagesIn('en') },
  es: { translation: es, msg: messagesIn('es') },
} as const;

export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}

/** Switches every text at once and remembers the choice. */
export async function changeLanguage(language: Language): Promise<void> {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  await i18n.changeLanguage(language);
}

i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

void i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: ['translation', 'msg'],
  defaultNS: 'translation',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

export default i18n;
