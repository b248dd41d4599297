import type { Language } from '@portal/shared/common/translations';

type TextsModule = { default: Record<string, unknown> };

/**
 * Each feature's texts in each language, a chunk of their own (`features/<feature>/i18n/<lang>.json`, and the app's
 * `components` and `offline`): a screen downloads the namespaces it names in `useTranslation`, not every feature's
 * (the ~23 KB of all of them used to come with the shell, on every signed-in screen's first paint). This module is
 * itself a chunk (i18n/index.ts imports it when a feature's texts are first asked): its list of files stays out of
 * /login's JavaScript.
 */
const FILES = import.meta.glob<TextsModule>([
  '../features/*/i18n/*.json',
  '../features/player/games/i18n/*.json',
  '../app/components/i18n/*.json',
  '../app/offline/i18n/*.json',
]);

/** `../features/class-lessons/i18n/pt.json` → `classLessons`: the folder before `i18n`, as the namespace is written. */
export function namespaceOf(file: string): string {
  const folder = file.split('/').at(-3) ?? '';
  return folder.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

const LOADERS = new Map<string, () => Promise<TextsModule>>(
  Object.entries(FILES).map(([file, load]) => [`${file.split('/').at(-1)?.replace('.json', '')}|${namespaceOf(file)}`, load]),
);

/** The namespaces of the features' texts (the same in every language: i18n.test.tsx). */
export const FEATURE_NAMESPACES = [...new Set([...LOADERS.keys()].map((key) => key.split('|')[1] ?? ''))];

/** Starts downloading a feature's texts (the server also preloads the first screens' own: apps/api/src/plugins/web.ts). */
export function featureTextsOf(language: Language, namespace: string): Promise<TextsModule> | undefined {
  return LOADERS.get(`${language}|${namespace}`)?.();
}
