import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@portal/shared/common/messages';

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

/** The namespaces of every language's bundle (bundles/<lang>.ts). */
export const NAMESPACES = ['translation', 'msg', 'organisation', 'users', 'curriculum'] as const;

/**
 * Screen texts, one bundle per language: the shell's (`translation`), each feature's own namespace
 * (`features/<feature>/i18n/<lang>.json`, used as `t('organisation:...')`) and the API's message
 * catalogue (`msg`). Each is a chunk of its own: only the user's language is downloaded at start, another
 * one when the user switches to it.
 */
const BUNDLES: Record<Language, () => Promise<{ bundle: Record<(typeof NAMESPACES)[number], object> }>> = {
  pt: () => import('./bundles/pt'),
  en: () => import('./bundles/en'),
  es: () => import('./bundles/es'),
};

/** Downloads a language's texts once (a no-op when already there). */
export async function loadLanguage(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  const { bundle } = await BUNDLES[language]();
  for (const ns of NAMESPACES) i18n.addResourceBundle(language, ns, bundle[ns], true, true);
}

/** Before the first render: the stored language's texts, and i18next set to it. */
export async function startLanguage(): Promise<void> {
  const language = storedLanguage();
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}

/** Switches every text at once (after downloading them if needed) and remembers the choice. */
export async function changeLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  await i18n.changeLanguage(language);
}

i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

// No texts yet: main.tsx awaits `startLanguage()` before the first render.
void i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: [...NAMESPACES],
  defaultNS: 'translation',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
});

export default i18n;
