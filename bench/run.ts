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
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Measure, type Target, isRecord, measure } from './lib/measure';
import { type Child, assertAlive, cleanupAll, createThrowawayDb, startBare, startProduct } from './lib/processes';
import { type Row, gitHead, machine, markdown, printTable, rewriteReadme } from './lib/report';
import { resultsDir, settings, withPostgres, writeReadme } from './lib/settings';

const PROFESSOR = { username: 'AUCE-0003', password: 'Prof@2026' };

// ---------------------------------------------------------------- product checks

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
    throw new Error(`getAccount did not answer the Professor's data: HTTP ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  }
}

function productTargets(base: string, token: string, withHealth: boolean): Target[] {
  const health: Target[] = withHealth
    ? [{ name: 'API /api/health (no DB)', url: `${base}/api/health`, connections: settings.connections }]
    : [];
  return [
    ...health,
    {
      name: 'getAccount',
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
