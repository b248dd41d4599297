import { bundle as en } from './bundles/en';
import { bundle as enFeatures } from './bundles/en.features';
import { bundle as es } from './bundles/es';
import { bundle as esFeatures } from './bundles/es.features';
import { bundle as pt } from './bundles/pt';
import { bundle as ptFeatures } from './bundles/pt.features';

/**
 * Every language at once (the API's messages of both parts in one `msg`), for the tests (test/setup.ts loads them all, i18n.test.tsx compares them).
 * The app itself never imports this file: it loads one language's bundles on demand (index.ts).
 */
export const resources = {
  pt: { ...pt, ...ptFeatures, msg: { ...pt.msg, ...ptFeatures.msg } },
  en: { ...en, ...enFeatures, msg: { ...en.msg, ...enFeatures.msg } },
  es: { ...es, ...esFeatures, msg: { ...es.msg, ...esFeatures.msg } },
} as const;
