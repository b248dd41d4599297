import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@portal/shared/common/translations';

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

type Bundle = Promise<{ bundle: Record<string, object> }>;

/**
 * Screen texts, per language and in two parts, each a chunk of its own: the shell's (`translation`)
 * with the API's message catalogue (`msg`), and the features' own namespaces
 * (`features/<feature>/i18n/<lang>.json`, used as `t('organisation:...')`). Only the user's language
 * is downloaded, the features' part only once signed in (`loadFeatureTexts`, by the shell's route);
 * another language when the user switches to it.
 */
const CORE: Record<Language, () => Bundle> = {
  pt: () => import('./bundles/pt'),
  en: () => import('./bundles/en'),
  es: () => import('./bundles/es'),
};
const FEATURES: Record<Language, () => Bundle> = {
  pt: () => import('./bundles/pt.features'),
  en: () => import('./bundles/en.features'),
  es: () => import('./bundles/es.features'),
};

/** Set once a screen needs the features' texts: a language switch then brings them too. */
let withFeatures = false;

/**
 * Adds every namespace of a part's bundle, once: `sentinel`, one of its namespaces, says the part is in. The
 * features' part also brings the API's feature messages, merged into the shell's `msg` (their keys are their own).
 */
async function load(language: Language, sentinel: string, loader: () => Bundle): Promise<void> {
  if (i18n.hasResourceBundle(language, sentinel)) return;
  const { bundle } = await loader();
  for (const [ns, texts] of Object.entries(bundle)) i18n.addResourceBundle(language, ns, texts, true, true);
}

/** Downloads a language's texts once (a no-op when already there). */
export async function loadLanguage(language: Language): Promise<void> {
  await Promise.all([
    load(language, 'translation', CORE[language]),
    withFeatures ? load(language, 'activities', FEATURES[language]) : undefined,
  ]);
}

/** The features' texts in the current language (the shell's route awaits it before drawing). */
export async function loadFeatureTexts(): Promise<void> {
  withFeatures = true;
  // Asked as the page starts too (main.tsx), before the language's own texts are in: i18next's language is
  // the stored one from its init, the resolved one only once texts are in.
  const language = isLanguage(i18n.language) ? i18n.language : currentLanguage();
  await load(language, 'activities', FEATURES[language]);
}

/** Before the first render: the stored language's texts, and i18next set to it. */
export async function startLanguage(): Promise<void> {
  const language = storedLanguage();
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

/**
 * A key of the API's message catalogue (`msg`), read from the loaded texts: every language has the
 * same keys, and the catalogue's own module (all languages) stays out of the first screen.
 */
export function isMessageKey(value: string): boolean {
  const catalogue: unknown = i18n.getResourceBundle(currentLanguage(), 'msg') ?? i18n.getResourceBundle(DEFAULT_LANGUAGE, 'msg');
  return typeof catalogue === 'object' && catalogue !== null && Object.prototype.hasOwnProperty.call(catalogue, value);
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
  // The namespaces are the keys of each part's bundle (`load`), added as they come: none is named here, and
  // the default one is i18next's own, `translation`.
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
});

export default i18n;
