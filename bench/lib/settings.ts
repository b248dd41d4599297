import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Settings shared by every bench script (env knobs documented in bench/README.md). */
export const benchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(benchDir, '..');
export const readmePath = path.join(benchDir, 'README.md');
export const resultsDir = path.join(benchDir, 'results');

export function intEnv(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be an integer >= ${min} (got "${raw}")`);
  return n;
}

export const settings = {
  duration: intEnv('BENCH_DURATION', 10, 1),
  connections: intEnv('BENCH_CONNECTIONS', 10, 1),
  loginConnections: intEnv('BENCH_LOGIN_CONNECTIONS', 4, 1),
  warmup: intEnv('BENCH_WARMUP', 1, 0),
};
const adminUrlFromEnv = process.env.BENCH_DATABASE_URL;
export const withPostgres = process.argv.includes('--postgres') || Boolean(adminUrlFromEnv);
export const postgresAdminUrl = adminUrlFromEnv || 'postgres://postgres@127.0.0.1:5432/postgres';
export const writeReadme = process.env.BENCH_NO_README !== '1';

export const HOST = '127.0.0.1';
