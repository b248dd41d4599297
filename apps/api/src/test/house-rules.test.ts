import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { type ICruiseResult, type IForbiddenRuleType, type IConfiguration, cruise } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The API's house rules (.dependency-cruiser.cjs, run by `npm run lint`): shown to catch what they are
 * for on a small tree written here, and to pass on the API as it is.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const config = createRequire(import.meta.url)(path.join(repoRoot, '.dependency-cruiser.cjs')) as IConfiguration;

async function violationsIn(baseDir: string, withTsConfig: boolean): Promise<string[]> {
  const { tsConfig: _tsConfig, ...options } = config.options ?? {};
  const result = await cruise(['apps/api/src'], {
    ...options,
    ...(withTsConfig ? { tsConfig: config.options?.tsConfig } : {}),
    baseDir,
    validate: true,
    ruleSet: { forbidden: config.forbidden as IForbiddenRuleType[] },
    outputType: 'json',
  });
  // The json reporter answers the result as text.
  const output = (typeof result.output === 'string' ? JSON.parse(result.output) : result.output) as ICruiseResult;
  return output.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
}

let fixture: string;
beforeAll(async () => {
  fixture = await mkdtemp(path.join(os.tmpdir(), 'house-rules-'));
  const files: Record<string, string> = {
    'modules/a/index.ts': "export { serveA } from './a.service';",
    'modules/a/a.service.ts':
      "import { readB } from '../b/b.repository';\nimport { publicB } from '../b';\nexport const serveA = () => readB() + publicB();",
    'modules/a/a.tables.ts': "import { bTable } from '../b/b.tables';\nexport const aTable = bTable;",
    'modules/b/index.ts': "export { publicB } from './b.service';",
    'modules/b/b.service.ts': 'export const publicB = () => 1;',
    'modules/b/b.repository.ts': 'export const readB = () => 2;',
    'modules/b/b.tables.ts': 'export const bTable = 3;',
    'lib/first.ts': "import { second } from './second';\nexport const first = () => second();",
    'lib/second.ts': "import { first } from './first';\nexport const second = (): number => first();",
    'plugins/uses-module.ts': "import { serveA } from '../modules/a';\nexport const plugin = serveA;",
    'app.ts':
      "import { serveA } from './modules/a';\nimport { readB } from './modules/b/b.repository';\nexport const app = [serveA, readB];",
  };
  for (const [file, text] of Object.entries(files)) {
    const full = path.join(fixture, 'apps/api/src', file);
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(full, `${text}\n`);
  }
});
afterAll(() => rm(fixture, { recursive: true, force: true }));

describe('the API house rules', () => {
  it('refuse an import into another module’s inside, a plugin that imports a module, and a cycle; allow faces and table files', async () => {
    const found = await violationsIn(fixture, false);
    const src = 'apps/api/src';
    expect(found.sort()).toEqual(
      [
        `api-infrastructure-imports-no-module: ${src}/plugins/uses-module.ts -> ${src}/modules/a/index.ts`,
        `api-module-inside: ${src}/modules/a/a.service.ts -> ${src}/modules/b/b.repository.ts`,
        `api-no-cycle: ${src}/lib/first.ts -> ${src}/lib/second.ts`,
        `api-outside-enters-by-index: ${src}/app.ts -> ${src}/modules/b/b.repository.ts`,
      ].sort(),
    );
  });

  it('hold on the API as it is', async () => {
    expect(await violationsIn(repoRoot, true)).toEqual([]);
  });
});
