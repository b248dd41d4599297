import type { TestProject } from 'vitest/node';
import { useCheapHashingInTests } from '../lib/passwords';
import { type DbTemplate, ensurePgliteTemplate, ensurePostgresTemplate, templateHash } from './template';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: DbTemplate;
  }
}

/** Once per run: the template database every API test file clones (template.ts). */
export default async function setup(project: TestProject): Promise<void> {
  // The seeded users' hashes use the test parameters, so signing in as them is cheap too.
  useCheapHashingInTests(true);
  const started = performance.now();
  const hash = await templateHash();
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = serverUrl ? await ensurePostgresTemplate(serverUrl, hash) : await ensurePgliteTemplate(hash);
  project.provide('dbTemplate', template);
  const where = template.postgresDatabase ? `PostgreSQL ${template.postgresDatabase}` : `PGlite ${template.pgliteDataDir}`;
  console.log(`API tests: template ${where} (${Math.round(performance.now() - started)} ms)`);
}
