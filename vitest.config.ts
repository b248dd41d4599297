import { defineConfig } from 'vitest/config';

// One `vitest run` for the whole monorepo: each workspace has its own config.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web'],
  },
});
