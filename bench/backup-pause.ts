/**
 * What a backup of the embedded database costs the requests that read meanwhile (issue 21): the
 * product (PGlite, demo network) answers the Diretor's users page at 100 connections for as long as
 * `npm run backup` runs, and again for as long without it; the longest answer and p99 of each, side
 * by side. The server copies its data directory while statements run and holds them only for a
 * last pass over what changed (apps/api/src/db/pglite-copy.ts): the target is no answer more than
 * 200 ms slower than without a backup.
 *
 *   npm run bench:backup             # BENCH_BACKUP_CONNECTIONS (default 100)
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { startProduct, runBench } from './lib/processes';
import { rewriteReadme } from './lib/report';
import { intEnv, repoRoot, settings, writeReadme } from './lib/settings';
import { signIn } from './lib/sign-in';

const DIRETOR = { username: 'AUCE-0001', password: 'Diretor@2026' };
const connections = intEnv('BENCH_BACKUP_CONNECTIONS', 100, 1);

/** `npm run backup` as npm runs it, against the bench's installation. */
function runBackup(dataDir: string): Promise<{ ms: number; stdout: string }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('apps', 'api', 'src', 'ops', 'backup', 'backup.cli.ts')], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0
        ? resolve({ ms: performance.now() - started, stdout })
        : reject(new Error(`npm run backup exited ${code}:\n${stdout}\n${stderr}`)),
    );
  });
}

interface Reads {
  requests: number;
  p99Ms: number;
  maxMs: number;
  non2xx: number;
  errors: number;
}

/** The users page at `connections` connections until `until` settles. */
async function readUntil(url: string, token: string, until: Promise<unknown>): Promise<Reads> {
  let instance: autocannon.Instance | undefined;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon({ url, connections, headers: { authorization: `Bearer ${token}` }, duration: 3600 }, (error, result) =>
      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(result),
    );
  });
  try {
    await until;
  } finally {
    instance?.stop();
  }
  const r = await finished;
  return { requests: r.requests.total, p99Ms: r.latency.p99, maxMs: r.latency.max, non2xx: r.non2xx, errors: r.errors };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<void> {
  console.log('starting the API (PGlite, demo network)…');
  const product = await startProduct(undefined);
  const token = await signIn(product.base, DIRETOR);
  const url = `${product.base}/api/bse_usuario?codBsePerfil=6&page=1&pageSize=10`;
  // Warm-up: the first answers compile and prepare.
  await readUntil(url, token, sleep(settings.warmup * 1000 || 1000));

  console.log(`the users page at ${connections} connections while npm run backup runs…`);
  const backup = runBackup(product.dataDir);
  const during = await readUntil(url, token, backup);
  const { ms, stdout } = await backup;
  console.log(
    `  backup took ${(ms / 1000).toFixed(1)} s: ${stdout.split('\n').find((line) => line.startsWith('Banco copiado')) ?? '(no live copy line)'}`,
  );
  console.log(`the same for as long without a backup…`);
  const without = await readUntil(url, token, sleep(ms));

  const rows = [
    ['during `npm run backup`', during],
    ['without a backup', without],
  ] as const;
  const table = [
    `| ${connections} connections, users page | requests | p99 ms | longest ms |`,
    '|---|---:|---:|---:|',
    ...rows.map(([name, r]) => `| ${name} | ${r.requests} | ${r.p99Ms} | ${r.maxMs} |`),
  ].join('\n');
  const extra = during.maxMs - without.maxMs;
  const section = [
    `Measured ${new Date().toISOString().slice(0, 10)}: the backup took ${(ms / 1000).toFixed(1)} s.`,
    '',
    table,
    '',
    `The longest answer was ${extra.toFixed(0)} ms longer during the backup than without it (target: ≤ 200 ms).`,
  ].join('\n');
  console.log(`\n${section}`);
  if (writeReadme) rewriteReadme(section, 'backup');
  if ([during, without].some((r) => r.non2xx > 0 || r.errors > 0)) {
    console.error('non-2xx answers or errors during the run');
    process.exitCode = 1;
  }
}

await runBench(main);
