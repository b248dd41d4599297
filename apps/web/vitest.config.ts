import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { messageCatalogue } from './vite.config';

export default defineProject({
  plugins: [react(), messageCatalogue()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.tsx'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // A screen test renders Mantine and waits on the catalogue: on a shared 2-core CI machine one took 6.5 s,
    // past Vitest's default 5 s. A bound, not a retry: a test that hangs still fails.
    testTimeout: 20_000,
  },
});
