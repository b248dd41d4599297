import { bundle as en } from './bundles/en';
import { bundle as es } from './bundles/es';
import { bundle as pt } from './bundles/pt';

/**
 * Every language at once, for the tests (test/setup.ts loads them all, i18n.test.tsx compares them).
 * The app itself never imports this file: it loads one language's bundle on demand (index.ts).
 */
export const resources = { pt, en, es } as const;
