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
  },
});
