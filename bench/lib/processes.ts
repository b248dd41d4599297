import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { HOST, postgresAdminUrl, repoRoot } from './settings';

/** Child processes and throwaway databases of a bench run, cleaned up at the end or on Ctrl-C. */
export const cleanups: Array<() => Promise<void>> = [];
let cleaningUp = false;
export async function cleanupAll(): Promise<void> {
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
/** A bench's entry: runs `main`, says why it failed (exit status 1), and always cleans up. */
export async function runBench(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (err) {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    process.exitCode = 1;
  } finally {
    await cleanupAll();
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping child processes…`);
    void cleanupAll().finally(() => process.exit(130));
  });
}

export function freePort(): Promise<number> {
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

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

export interface Child {
  name: string;
  proc: ChildProcess;
  output: string[];
  stdoutFile?: string;
}

/** The child's last output lines, its stdout file's included. */
function lastOutput(child: Child): string {
  const logged = child.stdoutFile ? readFileSync(child.stdoutFile, 'utf8').split('\n').filter(Boolean).slice(-40) : [];
  return [...logged, ...child.output].join('\n');
}

export function spawnTsx(name: string, script: string, env: NodeJS.ProcessEnv): Child {
  return spawnNode(name, ['--import', 'tsx', script], env);
}

/** The API as production runs it: compiled once per bench run (apps/api/build.mjs), then `node dist/server.js`. */
let apiBuilt: Promise<void> | undefined;
function buildApi(): Promise<void> {
  apiBuilt ??= new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [path.join('apps', 'api', 'build.mjs')], { cwd: repoRoot, stdio: 'inherit' });
    proc.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`apps/api/build.mjs exited with ${code}`))));
  });
  return apiBuilt;
}

/**
 * A child process; with `stdoutFile` its stdout (the product's JSON log, a line per request) goes to that
 * file as a deployment's log would, instead of through a pipe that this process (which also runs the load
 * generator) would have to read; its last lines are added to `output` when it fails.
 */
function spawnNode(name: string, args: string[], env: NodeJS.ProcessEnv, stdoutFile?: string): Child {
  const stdoutFd = stdoutFile ? openSync(stdoutFile, 'a') : undefined;
  const proc = spawn(process.execPath, args, {
    cwd: repoRoot,
    env,
    stdio: ['ignore', stdoutFd ?? 'pipe', 'pipe'],
  });
  if (stdoutFd !== undefined) closeSync(stdoutFd);
  const child: Child = { name, proc, output: [], stdoutFile };
  const keep = (chunk: Buffer): void => {
    child.output.push(...chunk.toString().split('\n').filter(Boolean));
    if (child.output.length > 80) child.output.splice(0, child.output.length - 80);
  };
  proc.stdout?.on('data', keep);
  proc.stderr?.on('data', keep);
  cleanups.push(() => stopChild(child));
  return child;
}

export async function stopChild(child: Child): Promise<void> {
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

export async function waitReady(child: Child, url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.proc.exitCode !== null || child.proc.signalCode !== null) {
      throw new Error(`${child.name} exited (${child.proc.exitCode ?? child.proc.signalCode}) before ready:\n${lastOutput(child)}`);
    }
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${child.name} not ready after ${timeoutMs / 1000}s:\n${lastOutput(child)}`);
}

export async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresAdminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function createThrowawayDb(): Promise<string> {
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

export async function startBare(): Promise<{ url: string; child: Child }> {
  const port = await freePort();
  const child = spawnTsx('bare-server', path.join('bench', 'bare-server.ts'), { ...process.env, PORT: String(port), HOST });
  const url = `http://${HOST}:${port}/bare`;
  await waitReady(child, url);
  return { url, child };
}

/**
 * The database baseline (bench/bare-db-server.ts): bare Fastify running the product's SQL through the
 * same driver; on `databaseUrl`, or on its own PGlite (seeded alike) when there is none.
 */
export async function startBareDb(databaseUrl: string | undefined): Promise<{ base: string; child: Child }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-bare-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST, DATA_DIR: dataDir };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawnTsx(`bare-db (${databaseUrl ? 'PostgreSQL' : 'PGlite'})`, path.join('bench', 'bare-db-server.ts'), env);
  const base = `http://${HOST}:${port}`;
  await waitReady(child, `${base}/bare-db/me`);
  return { base, child };
}

/** The product's app on a PGlite database that always has a slow query running (bench/slow-query-server.ts). */
export async function startSlowQueryApi(): Promise<{ base: string; child: Child; slowQueries(): number }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-slow-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  const child = spawnTsx('api with slow queries (PGlite)', path.join('bench', 'slow-query-server.ts'), env);
  const base = `http://${HOST}:${port}`;
  await waitReady(child, `${base}/api/health`);
  const slowQueries = () => {
    const last = [...child.output].reverse().find((line) => line.startsWith('slow queries: '));
    return last ? Number(last.slice('slow queries: '.length)) : 0;
  };
  return { base, child, slowQueries };
}

export function assertAlive(child: Child): void {
  if (child.proc.exitCode !== null || child.proc.signalCode !== null) {
    throw new Error(`${child.name} died (${child.proc.exitCode ?? child.proc.signalCode}); its last output:\n${lastOutput(child)}`);
  }
}

/** The product server on a free port: a fresh PGlite data dir, or `databaseUrl`; `extraEnv` adds settings. */
export async function startProduct(
  databaseUrl: string | undefined,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<{ base: string; child: Child; dataDir: string }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST,
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    // The bare demo network the benches were measured on, without the first start's history (seed/demo-history).
    SEED_DEMO_HISTORY: 'false',
    // The product's default log level (info: a JSON line per request) unless BENCH_LOG_LEVEL says otherwise.
    ...(process.env.BENCH_LOG_LEVEL ? { LOG_LEVEL: process.env.BENCH_LOG_LEVEL } : {}),
    LOGIN_RATE_PER_MINUTE: '100000000',
    LOGIN_MAX_FAILURES: '100000000',
    ...extraEnv,
  };
  if (!process.env.BENCH_LOG_LEVEL) delete env.LOG_LEVEL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const name = `api (${databaseUrl ? 'PostgreSQL' : 'PGlite'})`;
  // BENCH_API_FROM_SOURCE=1: the TypeScript sources through tsx, as `npm start` ran them before issue 9.
  let child: Child;
  const log = path.join(dataDir, 'server.log');
  if (process.env.BENCH_API_FROM_SOURCE === '1')
    child = spawnNode(name, ['--import', 'tsx', path.join('apps', 'api', 'src', 'server.ts')], env, log);
  else {
    await buildApi();
    child = spawnNode(name, [path.join('apps', 'api', 'dist', 'server.js')], env, log);
  }
  const base = `http://${HOST}:${port}`;
  await waitReady(child, `${base}/api/health`);
  return { base, child, dataDir };
}
