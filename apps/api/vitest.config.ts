import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Each file builds its own app on its own database (PGlite in memory, or a fresh PostgreSQL
    // database when TEST_DATABASE_URL is set); argon2 and migrations make that take a moment.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
