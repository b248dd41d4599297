import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, messagesIn, type Language } from '@portal/shared/common/messages';
import pt from './pt.json';
import en from './en.json';
import es from './es.json';
import curriculumEn from '../features/curriculum/i18n/en.json';
import curriculumEs from '../features/curriculum/i18n/es.json';
import curriculumPt from '../features/curriculum/i18n/pt.json';
import organisationEn from '../features/organisation/i18n/en.json';
import organisationEs from '../features/organisation/i18n/es.json';
import organisationPt from '../features/organisation/i18n/pt.json';
import usersEn from '../features/users/i18n/en.json';
import usersEs from '../features/users/i18n/es.json';
import usersPt from '../features/users/i18n/pt.json';

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

/**
 * Screen texts in the three languages: the shell's (`translation`), each feature's own namespace
 * (`features/<feature>/i18n/<lang>.json`, used as `t('organisation:...')`), and the API's message
 * catalogue (`msg`).
 */
export const resources = {
  pt: { translation: pt, msg: messagesIn('pt'), organisation: organisationPt, users: usersPt, curriculum: curriculumPt },
  en: { translation: en, msg: messagesIn('en'), organisation: organisationEn, users: usersEn, curriculum: curriculumEn },
  es: { translation: es, msg: messagesIn('es'), organisation: organisationEs, users: usersEs, curriculum: curriculumEs },
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
  ns: ['translation', 'msg', 'organisation', 'users', 'curriculum'],
  defaultNS: 'translation',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

export default i18n;
