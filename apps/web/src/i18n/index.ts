import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@portal/shared/common/translations';
import type { BackendModule, ReadCallback } from 'i18next';

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
 * Screen texts, per language, each part a chunk of its own: the shell's (`translation`) with the foundation's API
 * messages (`msg`); the features' API messages, merged into `msg` once signed in (`loadFeatureMessages`, by the
 * shell's route); and each feature's own namespace (`features/<feature>/i18n/<lang>.json`, used as
 * `useTranslation('calendar')`), downloaded when a screen first names it (featureTexts.ts). Only the user's language
 * is downloaded; another one when the user switches to it.
 */
const CORE: Record<Language, () => Bundle> = {
  pt: () => import('./bundles/pt'),
  en: () => import('./bundles/en'),
  es: () => import('./bundles/es'),
};
type Messages = Promise<{ default: object }>;
const FEATURE_MESSAGES: Record<Language, () => Messages> = {
  pt: () => import('virtual:messages/pt/features'),
  en: () => import('virtual:messages/en/features'),
  es: () => import('virtual:messages/es/features'),
};

/** i18next's store takes options its types leave out (i18next 25: `skipCopy`). */
interface StoreTakingOptions {
  addResourceBundle(lng: string, ns: string, resources: object, deep: boolean, overwrite: boolean, options: { skipCopy: boolean }): void;
}
const store = () => i18n.store as unknown as StoreTakingOptions;

/** The namespaces i18n/index.ts adds itself: i18next's backend reads nothing for them. */
const ADDED_HERE = new Set(['translation', 'msg']);

/**
 * i18next's backend for the features' texts (featureTexts.ts): `useTranslation('calendar')` suspends the screen until
 * they are in.
 */
const featureTextsBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    if (ADDED_HERE.has(namespace) || !isLanguage(language)) {
      callback(null, {});
      return;
    }
    import('./featureTexts')
      .then(({ featureTextsOf }) => featureTextsOf(language, namespace))
      .then(
        (texts) => callback(null, (texts?.default ?? {}) as Parameters<ReadCallback>[1]),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
      );
  },
};

/** Set once signed in: a language switch then brings the features' messages too. */
let withFeatureMessages = false;
/** The languages whose parts are in (i18next's own bundles cannot tell: its backend adds empty ones for the shell's). */
const coreIn = new Set<Language>();
const featureMessagesIn = new Set<Language>();

/**
 * Adds every namespace of the shell's bundle, once. The bundle's objects are the texts themselves (no copy: they
 * are read only, a chunk of their own), and only a namespace already there is merged into: the copy and the deep
 * merge of every namespace were some 50 ms of a slowed phone's first signed-in page.
 */
async function loadCore(language: Language): Promise<void> {
  if (coreIn.has(language)) return;
  const { bundle } = await CORE[language]();
  for (const [ns, texts] of Object.entries(bundle))
    store().addResourceBundle(language, ns, texts, i18n.hasResourceBundle(language, ns), true, { skipCopy: true });
  coreIn.add(language);
}

async function loadMessages(language: Language): Promise<void> {
  if (featureMessagesIn.has(language)) return;
  const { default: messages } = await FEATURE_MESSAGES[language]();
  // Into the shell's `msg` (their keys are their own), whichever of the two arrives first; read only, as the shell's.
  store().addResourceBundle(language, 'msg', messages, i18n.hasResourceBundle(language, 'msg'), true, { skipCopy: true });
  featureMessagesIn.add(language);
}

/** Downloads a language's texts once (a no-op when already there). */
export async function loadLanguage(language: Language): Promise<void> {
  await Promise.all([loadCore(language), withFeatureMessages ? loadMessages(language) : undefined]);
}

/** The features' API messages in the current language (the shell's route awaits them before drawing). */
export async function loadFeatureMessages(): Promise<void> {
  withFeatureMessages = true;
  // Asked as the page starts too (main.tsx), before the language's own texts are in: i18next's language is
  // the stored one from its init, the resolved one only once texts are in.
  const language = isLanguage(i18n.language) ? i18n.language : currentLanguage();
  await loadMessages(language);
}

/** Downloads features' texts (featureTexts.ts) before they are drawn: a screen that names them would wait for them. */
export async function loadTexts(namespaces: readonly string[]): Promise<void> {
  await i18n.loadNamespaces([...namespaces]);
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
void i18n
  .use(featureTextsBackend)
  .use(initReactI18next)
  .init({
    resources: {},
    partialBundledLanguages: true,
    lng: storedLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    // The shell's namespaces are the keys of its bundle (`loadCore`), added as they come; the features' come from the
    // backend when a screen names them. None is named here: the default one is i18next's own, `translation`.
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    showSupportNotice: false,
  });

export default i18n;
