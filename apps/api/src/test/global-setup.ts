import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { useCheapHashingInTests } from '../lib/passwords';
import { type DbTemplate, ensurePgliteTemplate, ensurePostgresTemplate, templateHash } from './template';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: DbTemplate;
    /** This run's folder for code compiled by the tests (the backup commands: ops/backup/test-installations.ts). */
    compiledDir: string;
  }
}

/**
 * Once per run: the template database every API test file clones (template.ts), and a folder for what the tests
 * compile, removed when the run ends. It is under apps/api, as dist/ is: a bundle finds apps/api/drizzle upwards.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cache = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../node_modules/.cache');
  await mkdir(cache, { recursive: true });
  const compiledDir = await mkdtemp(path.join(cache, 'portal-test-run-'));
  project.provide('compiledDir', compiledDir);
  // The seeded users' hashes use the test parameters, so signing in as them is cheap too.
  useCheapHashingInTests(true);
  const started = performance.now();
  const hash = await templateHash();
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = serverUrl ? await ensurePostgresTemplate(serverUrl, hash) : await ensurePgliteTemplate(hash);
  project.provide('dbTemplate', template);
  const where = template.postgresDatabase ? `PostgreSQL ${template.postgresDatabase}` : `PGlite ${template.pgliteDataDir}`;
  console.log(`API tests: template ${where} (${Math.round(performance.now() - started)} ms)`);
  return () => rm(compiledDir, { recursive: true, force: true });
}
