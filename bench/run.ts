/**
 * Benchmark of the Portal Escolar API against a bare Fastify route measured in the same run.
 *
 *   npm run bench                 # PGlite (embedded database, fresh temp DATA_DIR)
 *   npm run bench -- --postgres   # also against a throwaway database on a real PostgreSQL
 *
 * Env knobs: BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 10),
 * BENCH_LOGIN_CONNECTIONS (default 4), BENCH_WARMUP (s, default 1, 0 = none),
 * BENCH_DATABASE_URL (admin URL of a PostgreSQL server; implies --postgres),
 * BENCH_NO_README=1 (do not rewrite bench/README.md).
 *
 * See bench/README.md for what is measured and why.
 */
import autocannon from 'autocannon';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(benchDir, '..');
const readmePath = path.join(benchDir, 'README.md');
const resultsDir = path.join(benchDir, 'results');

// ---------------------------------------------------------------- settings

function intEnv(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be an integer >= ${min} (got "${raw}")`);
  return n;
}

const settings = {
  duration: intEnv('BENCH_DURATION', 10, 1),
  connections: intEnv('BENCH_CONNECTIONS', 10, 1),
  loginConnections: intEnv('BENCH_LOGIN_CONNECTIONS', 4, 1),
  warmup: intEnv('BENCH_WARMUP', 1, 0),
};
const adminUrlFromEnv = process.env.BENCH_DATABASE_URL;
const withPostgres = process.argv.includes('--postgres') || Boolean(adminUrlFromEnv);
const postgresAdminUrl = adminUrlFromEnv || 'postgres://postgres@127.0.0.1:5432/postgres';
const writeReadme = process.env.BENCH_NO_README !== '1';

const PROFESSOR = { username: 'AUCE-0003', password: 'Prof@2026' };
const HOST = '127.0.0.1';

// ---------------------------------------------------------------- cleanup

const cleanups: Array<() => Promise<void>> = [];
let cleaningUp = false;
async function cleanupAll(): Promise<void> {
  if (cleaningUp) return;
  cleaningUp = true;
  while (cleanups.length) {
    const fn = cleanups.pop();
    try {
      if (fn) await fn();
    } catch (err) {
      console.error('cleanup failed:', err instanceof Error ? err.message : err);
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping child processes…`);
    void cleanupAll().finally(() => process.exit(130));
  });
}

// ---------------------------------------------------------------- child processes

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, HOST, () => {
      const addr = srv.address();
      if (addr === null || typeof addr === 'string') return reject(new Error('no port'));
      srv.close(() => resolve(addr.port));
    });
  });
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

interface Child {
  name: string;
  proc: ChildProcess;
  output: string[];
}

function spawnTsx(name: string, script: string, env: NodeJS.ProcessEnv): Child {
  const proc = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const child: Child = { name, proc, output: [] };
  const keep = (chunk: Buffer): void => {
    child.output.push(...chunk.toString().split('\n').filter(Boolean));
    if (child.output.length > 80) child.output.splice(0, child.output.length - 80);
  };
  proc.stdout?.on('data', keep);
  proc.stderr?.on('data', keep);
  cleanups.push(() => stopChild(child));
  return child;
}

async function stopChild(child: Child): Promise<void> {
  const { proc } = child;
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise<void>((r) => proc.once('exit', () => r()));
  proc.kill('SIGTERM');
  const done = await Promise.race([exited.then(() => true), sleep(5000).then(() => false)]);
  if (!done) {
    proc.kill('SIGKILL');
    await exited;
  }
}

async function waitReady(child: Child, url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.proc.exitCode !== null || child.proc.signalCode !== null) {
      throw new Error(`${child.name} exited (${child.proc.exitCode ?? child.proc.signalCode}) before ready:\n${child.output.join('\n')}`);
    }
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${child.name} not ready after ${timeoutMs / 1000}s:\n${child.output.join('\n')}`);
}

// ---------------------------------------------------------------- PostgreSQL throwaway database

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresAdminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function createThrowawayDb(): Promise<string> {
  const name = `bench_${process.pid}_${Date.now().toString(36)}`;
  await withAdmin((c) => c.query(`CREATE DATABASE "${name}"`));
  cleanups.push(async () => {
    await withAdmin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    console.log(`dropped database ${name}`);
  });
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

// ---------------------------------------------------------------- servers

async function startBare(): Promise<{ url: string; child: Child }> {
  const port = await freePort();
  const child = spawnTsx('bare-server', path.join('bench', 'bare-server.ts'), { ...process.env, PORT: String(port), HOST });
  const url = `http://${HOST}:${port}/bare`;
  await waitReady(child, url);
  return { url, child };
}

function assertAlive(child: Child): void {
  if (child.proc.exitCode !== null || child.proc.signalCode !== null) {
    throw new Error(`${child.name} died (${child.proc.exitCode ?? child.proc.signalCode}); its last output:\n${child.output.join('\n')}`);
  }
}

async function startProduct(databaseUrl: string | undefined): Promise<{ base: string; child: Child }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST,
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    LOGIN_RATE_PER_MINUTE: '100000000',
    LOGIN_MAX_FAILURES: '100000000',
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawnTsx(`api (${databaseUrl ? 'PostgreSQL' : 'PGlite'})`, path.join('apps', 'api', 'src', 'server.ts'), env);
  const base = `http://${HOST}:${port}`;
  await waitReady(child, `${base}/api/health`);
  return { base, child };
}

// ---------------------------------------------------------------- product checks

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

async function login(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(PROFESSOR),
  });
  const body: unknown = await res.json();
  if (res.status !== 202 || !isRecord(body) || typeof body.access_token !== 'string') {
    throw new Error(`login as ${PROFESSOR.username} failed: HTTP ${res.status} ${JSON.stringify(body)}`);
  }
  return body.access_token;
}

/** A bench that only measured 401s would be worthless: check the real answer first. */
async function checkMeusDados(url: string, token: string): Promise<void> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body: unknown = await res.json();
  if (res.status !== 200 || !isRecord(body) || body.cstLogin !== PROFESSOR.username || !Array.isArray(body.turmas)) {
    throw new Error(`getMeusDados did not answer the Professor's data: HTTP ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  }
}

// ---------------------------------------------------------------- measuring

interface Target {
  name: string;
  url: string;
  connections: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

interface Measure {
  name: string;
  database: string;
  url: string;
  connections: number;
  durationS: number;
  requestsTotal: number;
  reqPerSecMean: number;
  latencyMeanMs: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  status2xx: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

function cannon(target: Target, duration: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: target.url,
        method: target.method ?? 'GET',
        headers: target.headers,
        body: target.body,
        connections: target.connections,
        duration,
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

async function measure(target: Target, database: string): Promise<Measure> {
  if (settings.warmup > 0) await cannon(target, settings.warmup);
  process.stdout.write(`  ${target.name.padEnd(24)} ${settings.duration}s × ${target.connections} conn … `);
  const r = await cannon(target, settings.duration);
  const m: Measure = {
    name: target.name,
    database,
    url: target.url,
    connections: target.connections,
    durationS: r.duration,
    requestsTotal: r.requests.total,
    reqPerSecMean: r.requests.mean,
    latencyMeanMs: r.latency.mean,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    maxMs: r.latency.max,
    status2xx: r['2xx'],
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
  };
  console.log(`${m.reqPerSecMean.toFixed(0)} req/s, p99 ${m.p99Ms} ms, non-2xx ${m.non2xx}, errors ${m.errors}`);
  return m;
}

function productTargets(base: string, token: string, withHealth: boolean): Target[] {
  const health: Target[] = withHealth
    ? [{ name: 'API /api/health (no DB)', url: `${base}/api/health`, connections: settings.connections }]
    : [];
  return [
    ...health,
    {
      name: 'getMeusDados',
      url: `${base}/api/bse_usuario/getMeusDados/x`,
      connections: settings.connections,
      headers: { authorization: `Bearer ${token}` },
    },
    {
      name: 'login (argon2id)',
      url: `${base}/api/auth/login`,
      connections: settings.loginConnections,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(PROFESSOR),
    },
  ];
}

// ---------------------------------------------------------------- report

interface Row extends Measure {
  reqRatio: number;
  p99Ratio: number;
}

function gitHead(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

function machine(): string {
  const cpus = os.cpus();
  const model = cpus[0]?.model.trim() ?? 'unknown CPU';
  return `${cpus.length} × ${model}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${os.platform()} ${os.release()}, Node ${process.version}`;
}

const fmt = (n: number, digits = 0): string => n.toFixed(digits);
const ratio = (n: number): string => (n >= 10 ? n.toFixed(1) : n >= 1 ? n.toFixed(2) : n.toPrecision(2));

function markdown(rows: Row[], bareRuns: Measure[], meta: { date: string; databases: string[] }): string {
  const lines = [
    `Run of ${meta.date} (commit \`${gitHead()}\`)  `,
    `Machine: ${machine()}  `,
    `Database: ${meta.databases.join(' and ')}  `,
    `Settings: ${settings.duration} s per target (after ${settings.warmup} s warm-up), ${settings.connections} connections, ${settings.loginConnections} for login; autocannon ${autocannonVersion()} in the parent process.`,
    '',
    '| Target | Database | Conn | req/s (mean) | p50 ms | p99 ms | non-2xx | errors | req/s ÷ bare | p99 ÷ bare |',
    '|---|---|--:|--:|--:|--:|--:|--:|--:|--:|',
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.name} | ${r.database} | ${r.connections} | ${fmt(r.reqPerSecMean)} | ${r.p50Ms} | ${r.p99Ms} | ${r.non2xx} | ${r.errors} | ${ratio(r.reqRatio)} | ${ratio(r.p99Ratio)} |`,
    );
  }
  const [first, second] = bareRuns;
  if (first && second) {
    const drift = ((second.reqPerSecMean - first.reqPerSecMean) / first.reqPerSecMean) * 100;
    lines.push(
      '',
      `The bare route was measured at the start (${fmt(first.reqPerSecMean)} req/s, p99 ${first.p99Ms} ms) and at the end (${fmt(second.reqPerSecMean)} req/s, p99 ${second.p99Ms} ms) of the run: drift ${drift >= 0 ? '+' : ''}${drift.toFixed(1)} %. Ratios are against the mean of the two.`,
    );
  }
  return lines.join('\n');
}

function autocannonVersion(): string {
  try {
    const pkg: unknown = JSON.parse(readFileSync(path.join(repoRoot, 'node_modules', 'autocannon', 'package.json'), 'utf8'));
    return isRecord(pkg) && typeof pkg.version === 'string' ? pkg.version : '?';
  } catch {
    return '?';
  }
}

function printTable(rows: Row[]): void {
  const head = ['target', 'db', 'conn', 'req/s', 'p50', 'p99', 'non2xx', 'err', 'req÷bare', 'p99÷bare'];
  const body = rows.map((r) => [
    r.name,
    r.database,
    String(r.connections),
    fmt(r.reqPerSecMean),
    String(r.p50Ms),
    String(r.p99Ms),
    String(r.non2xx),
    String(r.errors),
    ratio(r.reqRatio),
    ratio(r.p99Ratio),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]): string => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  console.log(`\n${line(head)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of body) console.log(line(row));
}

function rewriteReadme(section: string): void {
  const start = '<!-- results:start -->';
  const end = '<!-- results:end -->';
  const text = readFileSync(readmePath, 'utf8');
  const i = text.indexOf(start);
  const j = text.indexOf(end);
  if (i < 0 || j < i) throw new Error(`bench/README.md has no ${start} … ${end} section`);
  writeFileSync(readmePath, `${text.slice(0, i + start.length)}\n${section}\n${text.slice(j)}`);
}

// ---------------------------------------------------------------- main

async function main(): Promise<void> {
  const started = Date.now();
  console.log(`Portal Escolar bench — ${machine()}`);

  const bare = await startBare();
  const databases: Array<{ kind: string; url: string | undefined }> = [{ kind: 'PGlite', url: undefined }];
  if (withPostgres) databases.push({ kind: 'PostgreSQL', url: await createThrowawayDb() });

  // Start every server first, so the measurements are back to back.
  const products: Array<{ kind: string; base: string; token: string; child: Child }> = [];
  for (const db of databases) {
    console.log(`starting the API on ${db.kind}…`);
    const { base, child } = await startProduct(db.url);
    const token = await login(base);
    await checkMeusDados(`${base}/api/bse_usuario/getMeusDados/x`, token);
    products.push({ kind: db.kind, base, token, child });
  }

  const bareTarget: Target = { name: 'bare Fastify /bare', url: bare.url, connections: settings.connections };
  console.log('measuring:');
  const bareRuns = [await measure(bareTarget, '—')];
  assertAlive(bare.child);
  const measures: Measure[] = [];
  for (const p of products) {
    // /api/health touches no database: measured once, it separates the API's plugin chain from the queries.
    for (const t of productTargets(p.base, p.token, p === products[0])) {
      measures.push(await measure(t, p.kind));
      assertAlive(p.child);
    }
    // The token must still be good after the run (so nothing above was a run of 401s).
    await checkMeusDados(`${p.base}/api/bse_usuario/getMeusDados/x`, p.token);
  }
  bareRuns.push(await measure(bareTarget, '—'));

  const bareReq = bareRuns.reduce((s, m) => s + m.reqPerSecMean, 0) / bareRuns.length;
  const bareP99 = bareRuns.reduce((s, m) => s + m.p99Ms, 0) / bareRuns.length;
  const bareRow: Measure = { ...bareRuns[0]!, reqPerSecMean: bareReq, p99Ms: bareP99 };
  const rows: Row[] = [bareRow, ...measures].map((m) => ({
    ...m,
    reqRatio: m.reqPerSecMean / bareReq,
    p99Ratio: m.p99Ms / (bareP99 || 1),
  }));
  printTable(rows);

  const date = new Date().toISOString();
  mkdirSync(resultsDir, { recursive: true });
  const json = { date, machine: machine(), commit: gitHead(), settings, databases: databases.map((d) => d.kind), bareRuns, rows };
  writeFileSync(path.join(resultsDir, 'latest.json'), `${JSON.stringify(json, null, 2)}\n`);
  console.log(`\nwrote bench/results/latest.json`);
  if (writeReadme) {
    rewriteReadme(markdown(rows, bareRuns, { date, databases: databases.map((d) => d.kind) }));
    console.log('rewrote the results section of bench/README.md');
  }

  const bad = measures.filter((m) => m.non2xx > 0 || m.errors > 0);
  if (bad.length) {
    console.error(`\nWARNING: non-2xx responses or errors in: ${bad.map((m) => `${m.name} (${m.database})`).join(', ')}`);
    process.exitCode = 1;
  }
  console.log(`total ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

try {
  await main();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await cleanupAll();
}
