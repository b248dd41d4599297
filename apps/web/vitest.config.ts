import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { NOTIFICATIONS_STORE, messageCatalogue } from './vite.config';

export default defineProject({
  plugins: [react(), messageCatalogue()],
  resolve: { alias: [NOTIFICATIONS_STORE] },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.tsx'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // The test files of a worker share its loaded modules and its jsdom (React, Mantine and the catalogues are
    // loaded once, not per file): 70 s -> 18 s. Each test leaves the shared state as it found it (src/test/setup.ts).
    isolate: false,
    // A screen test renders Mantine and waits on the catalogue: on a shared 2-core CI machine one took 6.5 s,
    // past Vitest's default 5 s. A bound, not a retry: a test that hangs still fails.
    testTimeout: 20_000,
  },
});
