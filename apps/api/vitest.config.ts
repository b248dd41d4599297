import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Tests of the embedded database alone, the same whatever the run's database: they run once, where the
 * API tests run on PGlite (`npm test` without TEST_DATABASE_URL, and CI's PGlite run), and are left out of
 * the run on PostgreSQL rather than run twice.
 */
const PGLITE_RUN_ONLY = ['src/ops/backup/backup.move.test.ts', 'src/ops/backup/backup.pause.test.ts'];

/**
 * Tests whose outcome does not depend on the database (the house rules, password hashing, HTTP headers, static
 * files, the OpenAPI description, the request log, the postal-code provider, the control channel, the start
 * script's Node.js check and what it prints): CI's second API run (on PGlite, beside `npm test`'s on PostgreSQL) sets
 * API_TESTS_DATABASE_ONLY=1 and leaves them to the first instead of running them twice. A plain `npm test` runs them.
 */
const DATABASE_INDEPENDENT = [
  'src/test/house-rules.test.ts',
  'src/lib/passwords.test.ts',
  'src/lib/log-destination.test.ts',
  'src/lib/serializer.test.ts',
  'src/ops/ops-channel.test.ts',
  'src/ops/backup/postgres-tools.test.ts',
  'src/plugins/security.test.ts',
  'src/plugins/web.test.ts',
  'src/plugins/swagger.test.ts',
  'src/plugins/request-log.test.ts',
  'src/modules/organisation/cep.test.ts',
  'src/test/start-node-check.test.ts',
  // What `npm start` prints: its server runs on the test's database, but what it prints is the same on either.
  'src/test/start-output.test.ts',
];

export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.TEST_DATABASE_URL ? PGLITE_RUN_ONLY : []),
      ...(process.env.API_TESTS_DATABASE_ONLY === '1' ? DATABASE_INDEPENDENT : []),
    ],
    // Migrates and seeds ONE template database per run; each test file starts from a copy of it
    // (PGlite in memory from the template's dump, or a PostgreSQL database cloned from a template when
    // TEST_DATABASE_URL is set). See src/test/template.ts.
    globalSetup: ['./src/test/global-setup.ts'],
    // Cheap argon2 parameters in tests (lib/passwords.ts; one test proves the production ones).
    setupFiles: ['./src/test/setup.ts'],
    // Test files share a worker's loaded modules (the app, Drizzle, PGlite, sharp) instead of
    // importing them again per file: about 2.5 times faster on two cores. Each file still builds its
    // own app on its own database; nothing in src/ may keep state in a module-level variable.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
