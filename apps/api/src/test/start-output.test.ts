import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from './build-app';
import { startServerProcess } from './server-process';

/**
 * What `npm start` prints (issue 24). At a terminal (LOG_FORMAT=text, its default there): short lines, no request
 * lines at info, and the banner (address and demo sign-ins) last and once. For services (stdout not a terminal, as
 * here, and LOG_FORMAT=json): pino's JSON lines, one per request.
 */

let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  t = await buildTestApp();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-start-output-'));
}, 120_000);

afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const start = (env: Record<string, string>) =>
  startServerProcess({
    DATABASE_URL: t.databaseUrl,
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    SEED_DEMO: 'true',
    ...env,
  });

const health = async (baseUrl: string) => expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);

describe('the server’s output', () => {
  it('at a terminal: the banner once and last, short lines, and no line per request at info', async () => {
    const server = await start({ LOG_FORMAT: 'text', LOG_LEVEL: 'info' });
    try {
      for (let i = 0; i < 5; i++) await health(server.baseUrl);
    } finally {
      await server.stop();
    }
    // Without a built web app (a test run before any build) the banner says so on its second line.
    const lines = server
      .output()
      .split('\n')
      .filter((l) => !l.startsWith('Aviso: apps/web/dist não existe'));
    expect(lines.filter((l) => l.startsWith('{'))).toEqual([]);
    expect(lines.filter((l) => l.includes('Server listening'))).toEqual([]);
    expect(lines.filter((l) => l.includes('/api/health'))).toEqual([]);
    const banner = lines.findIndex((l) => l.startsWith('Portal Escolar: http://localhost:'));
    expect(lines.filter((l) => l.startsWith('Portal Escolar: http://'))).toHaveLength(1);
    expect(lines[banner + 1]).toBe('Acessos de demonstração:');
    expect(lines[banner + 2]).toMatch(/^ {2}REMT-0001 {2}Master@2026 +Administrador da Rede$/);
    // After the demo sign-ins, only what the shutdown logged, as short lines.
    const after = lines.slice(banner + 2).filter((l) => !/^ {2}[A-Z]{4}-\d{4} /.test(l) && l !== '');
    expect(after.length).toBeGreaterThan(0);
    for (const l of after) expect(l).toMatch(/^\d\d:\d\d:\d\d (INFO|AVISO) /);
  });

  it('at a terminal with LOG_LEVEL=debug: one short line per request', async () => {
    const server = await start({ LOG_FORMAT: 'text', LOG_LEVEL: 'debug' });
    try {
      await health(server.baseUrl);
    } finally {
      await server.stop();
    }
    expect(server.output()).toMatch(/^\d\d:\d\d:\d\d GET \/api\/health 200 [\d.]+ ms$/m);
  });

  it('for a service (output not a terminal, the default here): a JSON line per request', async () => {
    const server = await start({ LOG_LEVEL: 'info' });
    try {
      await health(server.baseUrl);
    } finally {
      await server.stop();
    }
    const requests = server
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((entry) => entry.msg === 'request');
    expect(requests).toContainEqual(expect.objectContaining({ level: 30, method: 'GET', route: '/api/health', status: 200 }));
  });
});
