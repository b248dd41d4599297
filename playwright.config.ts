import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, TEST_CHROMIUM } from './e2e/chromium';

// The app is started the way the README starts it (`npm start`), on a fresh data directory:
// a new PGlite database, migrated and seeded with the demo network. The directory is chosen
// once and handed to the workers through the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
// A second app with the other brand ('hora-saber': the activities are Simulados), for e2e/brand.spec.ts.
// `npm run test:e2e` builds the web app and the API first, so the two `npm start` never build at once.
process.env.E2E_BRAND_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-brand-'));
// A third app started as a school trying the portal starts it: the demo with its term of history, for
// e2e/demo-tour.spec.ts (project 'demo'). The other two leave the history out: their specs set up their own data.
process.env.E2E_DEMO_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-demo-'));
const port = Number(process.env.E2E_PORT ?? 3100);
const brandPort = port + 1;
const demoPort = port + 2;
// The postal-code provider of the tests (e2e/cep-provider.ts), beside the app's port.
process.env.E2E_CEP_PORT ??= String(port + 5000);

export default defineConfig({
  testDir: 'e2e',
  globalSetup: ['./e2e/cep-provider.ts'],
  outputDir: 'test-results',
  // Every test sets up what it changes, so any order and any split over the workers passes.
  fullyParallel: true,
  // Three on the 2-core CI machine: a test spends much of its time waiting on the app or on an animation, and
  // a third worker fills that time (the suite took 6.5 min with two, 5.3 with three, in the whole CI run).
  workers: 3,
  // No retries, in CI too: a test that passes only sometimes is a defect to fix, never to retry.
  retries: 0,
  // The longest specs (a user created through the form and signed in, a 200-row bulk import) take 25-33 s
  // on a 2-core CI machine that also runs the API and Chromium: 30 s failed them by a few hundred ms.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'pt-BR',
    // The portal's service worker (issue 28) downloads the whole app into each new browser context to keep it offline:
    // in every test that would be megabytes and processor time for nothing. e2e/player-offline.spec.ts lets it run.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    // A failed test keeps its trace (each step with its locator and error, the network, the console) without the
    // screencast or the DOM at each step: recording them cost every test, passing or not, a tenth of Chromium's CPU
    // time and a fifth of the test process's; the failure's screenshot and its page snapshot are still taken.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: true },
    launchOptions: {
      executablePath: TEST_CHROMIUM,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    // Each demo profile signs in once through the API (e2e/auth.setup.ts); the specs reuse the session.
    { name: 'setup', testMatch: /auth\.setup\.ts$/, use: { browserName: 'chromium' } },
    { name: 'chromium', use: { browserName: 'chromium' }, dependencies: ['setup'], testIgnore: /(brand|demo-tour)\.spec\.ts$/ },
    { name: 'demo', use: { browserName: 'chromium', baseURL: `http://localhost:${demoPort}` }, testMatch: /demo-tour\.spec\.ts$/ },
    { name: 'hora-saber', use: { browserName: 'chromium', baseURL: `http://localhost:${brandPort}` }, testMatch: /brand\.spec\.ts$/ },
  ],
  webServer: [
    {
      command: 'npm start',
      url: `http://localhost:${port}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        PORT: String(port),
        DATA_DIR: process.env.E2E_DATA_DIR,
        SEED_DEMO: 'true',
        // The specs are written for the bare demo network: not the first start's history (seed/demo-history).
        SEED_DEMO_HISTORY: 'false',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        CEP_PROVIDER_URL: `http://127.0.0.1:${process.env.E2E_CEP_PORT}/ws/{cep}/json/`,
        CEP_TIMEOUT_MS: '2000',
      },
    },
    {
      command: 'npm start',
      url: `http://localhost:${brandPort}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        PORT: String(brandPort),
        DATA_DIR: process.env.E2E_BRAND_DATA_DIR,
        SEED_DEMO: 'true',
        SEED_DEMO_HISTORY: 'false',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        BRAND: 'hora-saber',
      },
    },
    {
      command: 'npm start',
      url: `http://localhost:${demoPort}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: { PORT: String(demoPort), DATA_DIR: process.env.E2E_DEMO_DATA_DIR, SEED_DEMO: 'true', LOG_LEVEL: 'warn', DATABASE_URL: '' },
    },
  ],
});
