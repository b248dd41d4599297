/**
 * Several processes behind nginx (issue 15), on PostgreSQL and the machine's Redis: the sign-in and the
 * users page under load, straight to one process (the baseline of the same run), through nginx to one
 * process, and through nginx to two, side by side. deploy/nginx-portal-escolar.conf is the nginx
 * configuration, as the installation ships it (apps/api/src/test/nginx-process.ts rewrites its ports).
 *
 *   npm run bench:nginx
 *
 * Env: BENCH_DATABASE_URL, REDIS_URL (redis://127.0.0.1:6379) and the knobs of bench/README.md
 * (BENCH_DURATION, BENCH_CONNECTIONS for the users page, BENCH_LOGIN_CONNECTIONS for the sign-in).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { startNginx } from '../apps/api/src/test/nginx-process';
import { type Measure, measure } from './lib/measure';
import { cleanups, createThrowawayDb, startProduct, runBench } from './lib/processes';
import { gitHead, machine, ratio, rewriteReadme } from './lib/report';
import { settings, writeReadme } from './lib/settings';
import { signIn } from './users-scenarios';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const DIRETOR = { username: 'AUCE-0001', password: 'Diretor@2026' };

interface Setup {
  name: string;
  base: string;
}

async function loads(setup: Setup): Promise<Measure[]> {
  const token = await signIn(setup.base, DIRETOR.username, DIRETOR.password);
  console.log(`\n${setup.name}`);
  return [
    await measure(
      {
        name: `${setup.name}: sign-in`,
        url: `${setup.base}/api/auth/login`,
        method: 'POST',
        connections: settings.loginConnections,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(DIRETOR),
      },
      'PostgreSQL',
    ),
    await measure(
      {
        name: `${setup.name}: users page`,
        url: `${setup.base}/api/bse_usuario?codBsePerfil=6&page=1&pageSize=10`,
        connections: settings.connections,
        headers: { authorization: `Bearer ${token}` },
      },
      'PostgreSQL',
    ),
  ];
}

async function main(): Promise<void> {
  const databaseUrl = await createThrowawayDb();
  const env = {
    REDIS_URL,
    REDIS_PREFIX: `bench-nginx-${randomBytes(4).toString('hex')}`,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    BULK_RESULTS_KEY: randomBytes(48).toString('base64url'),
    TRUST_PROXY: '127.0.0.1',
  };
  // The first process migrates and seeds the demo network; the second finds them done.
  const first = await startProduct(databaseUrl, env);
  const second = await startProduct(databaseUrl, { ...env, SEED_DEMO: 'false' });
  const port = (base: string) => Number(new URL(base).port);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-nginx-'));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));

  const results: Measure[] = [];
  results.push(...(await loads({ name: 'one process, direct', base: first.base })));
  const nginxOne = await startNginx([port(first.base)], path.join(dir, 'one'));
  results.push(...(await loads({ name: 'nginx → one process', base: nginxOne.baseUrl })));
  await nginxOne.stop();
  const nginxTwo = await startNginx([port(first.base), port(second.base)], path.join(dir, 'two'));
  results.push(...(await loads({ name: 'nginx → two processes', base: nginxTwo.baseUrl })));
  await nginxTwo.stop();

  const date = new Date().toISOString().slice(0, 10);
  const direct = (kind: string) => results.find((r) => r.name === `one process, direct: ${kind}`)!;
  const lines = [
    `Run of ${date} at \`${gitHead()}\` (${machine()}); ${settings.duration} s each, sign-in at ${settings.loginConnections} connections, users page at ${settings.connections}.`,
    '',
    '| Setup | req/s | p50 | p99 | vs direct | non-2xx |',
    '|---|---|---|---|---|---|',
    ...results.map((r) => {
      const kind = r.name.split(': ')[1]!;
      return `| ${r.name} | ${r.reqPerSecMean.toFixed(0)} | ${r.p50Ms} ms | ${r.p99Ms} ms | ${ratio(r.reqPerSecMean / direct(kind).reqPerSecMean)} | ${r.non2xx} |`;
    }),
  ];
  const table = lines.join('\n');
  console.log(`\n${table}`);
  if (writeReadme) rewriteReadme(table, 'nginx');
}

await runBench(main);
