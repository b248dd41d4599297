import { describe, expect, it } from 'vitest';
import { bundle as ptFeatures } from './bundles/pt.features';
import { resources } from './resources';
import { FEATURE_NAMESPACES, featureTextsOf, namespaceOf } from './featureTexts';

/** Every source file of the app (not the tests), as text. */
const SOURCES = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
/** Always in before the first render (i18n/index.ts): the shell's texts and the API's messages. */
const ALWAYS_IN = new Set(['translation', 'msg']);

describe("the features' texts, a chunk per feature and language", () => {
  it('are the namespaces of the bundles the tests load, each as its folder is named', () => {
    const bundled = Object.keys(ptFeatures).filter((namespace) => namespace !== 'msg');
    expect([...FEATURE_NAMESPACES].sort()).toEqual(bundled.sort());
    expect(namespaceOf('../features/class-lessons/i18n/pt.json')).toBe('classLessons');
    expect(namespaceOf('../features/player/games/i18n/es.json')).toBe('games');
  });

  it.each(['pt', 'en', 'es'] as const)('load in %s as the texts the screens are tested with', async (language) => {
    for (const namespace of FEATURE_NAMESPACES) {
      const texts = await featureTextsOf(language, namespace);
      expect(texts?.default, `${language} ${namespace}`).toEqual((resources[language] as Record<string, unknown>)[namespace]);
    }
    expect(featureTextsOf(language, 'translation')).toBeUndefined();
  });

  it('are named by every file that reads them: a key of another namespace would show as a key until they came', () => {
    const unnamed: string[] = [];
    for (const [file, source] of Object.entries(SOURCES)) {
      // A helper handed its caller's `t` (curriculum's contentName) reads what its caller named.
      if (!source.includes('useTranslation(')) continue;
      const named = new Set<string>();
      for (const [, args] of source.matchAll(/useTranslation\(([^)]*)\)/g))
        for (const [, namespace] of (args ?? '').matchAll(/'([a-zA-Z]+)'/g)) named.add(namespace!);
      const read = [
        ...[...source.matchAll(/\bt\(['`]([a-zA-Z]+):[a-zA-Z]/g)].map((match) => match[1]!),
        ...[...source.matchAll(/\{[^}]*\bns: '([a-zA-Z]+)'/g)].map((match) => match[1]!),
      ];
      for (const namespace of read) if (!ALWAYS_IN.has(namespace) && !named.has(namespace)) unnamed.push(`${file}: ${namespace}`);
    }
    expect(unnamed).toEqual([]);
  });
});
