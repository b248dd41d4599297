/**
 * Benchmark of the users feature on a generated network of ~100,000 users (bench/README.md, "Users").
 *
 *   npm run bench:users                 # PGlite
 *   npm run bench:users -- --postgres   # also a throwaway database on a real PostgreSQL
 *
 * Env knobs (besides those of bench/run.ts): BENCH_BULK_ROWS (default 5000),
 * NETWORK_STUDENTS_PER_CLASS (default 50: 100,000 students), BENCH_NO_README=1.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Measure, measure } from './lib/measure';
import { assertAlive, cleanups, createThrowawayDb, startBare, startProduct, runBench } from './lib/processes';
import { fmt, gitHead, machine, ratio, rewriteReadme } from './lib/report';
import { intEnv, resultsDir, settings, withPostgres, writeReadme } from './lib/settings';
import {
  type BulkFigures,
  type Generated,
  type ListTarget,
  NETWORK_PASSWORD,
  generateNetwork,
  getJson,
  measureBulk,
  measureList,
  signIn,
} from './users-scenarios';

const bulkRows = intEnv('BENCH_BULK_ROWS', 5000, 1);
const SEARCHES = ['ana', 'silva', 'costa lima', 'AAAB-00', 'rafael', 'nascimento', 'ABAC-01', 'zzz'];
const list = (query: string) => `/api/bse_usuario?codBsePerfil=6&pageSize=10&${query}`;

interface DatabaseRun {
  kind: string;
  generated: Generated;
  measures: Measure[];
  bulk: BulkFigures;
}

async function runOn(kind: string, databaseUrl: string | undefined): Promise<DatabaseRun> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-users-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  console.log(`generating the network on ${kind}…`);
  const generated = await generateNetwork(env);
  console.log(
    `  ${generated.users} users, ${generated.classes} classes, ${generated.units} units, ${generated.schools} schools in ${(generated.ms / 1000).toFixed(1)} s`,
  );

  const { base, child } = await startProduct(databaseUrl, { DATA_DIR: dataDir });
  const master = await signIn(base, 'REMT-0001', 'Master@2026');
  const gestor = await signIn(base, 'AAMT-0001', NETWORK_PASSWORD);
  const diretor = await signIn(base, 'AUCE-0001', 'Diretor@2026');
  const first = await getJson(`${base}${list('page=1')}`, master);
  if (typeof first.total !== 'number' || first.total < 100_000 * (intEnv('NETWORK_STUDENTS_PER_CLASS', 50, 1) / 50)) {
    throw new Error(`the Master's student list answered total ${String(first.total)}`);
  }

  const targets: ListTarget[] = [
    { name: 'list page 1 (Master, all students)', base, token: master, paths: [list('page=1')] },
    { name: 'list search (Master, network)', base, token: master, paths: SEARCHES.map((q) => list(`page=1&q=${encodeURIComponent(q)}`)) },
    { name: 'list page 100 by login (Master)', base, token: master, paths: [list('page=100&sort=-cstLogin')] },
    {
      name: 'list search (Gestor, one school)',
      base,
      token: gestor,
      paths: SEARCHES.map((q) => list(`page=1&q=${encodeURIComponent(q)}`)),
    },
  ];
  console.log(`measuring on ${kind}:`);
  const measures: Measure[] = [];
  for (const target of targets) {
    measures.push(await measureList(target, kind));
    assertAlive(child);
  }
  const me = await getJson(`${base}/api/bse_usuario/getMeusDados/x`, diretor);
  const classes = await fetch(`${base}/api/bse_turma/turmasDaUnidade/${String(me.codBseUnidade)}`, {
    headers: { authorization: `Bearer ${diretor}` },
  });
  const [firstClass] = (await classes.json()) as { codBseTurma: number }[];
  if (!firstClass) throw new Error('the Diretor has no class');
  const bulk = await measureBulk(base, diretor, firstClass.codBseTurma, bulkRows, kind, targets[1]!);
  if (bulk.listDuringCommit) measures.push(bulk.listDuringCommit);
  assertAlive(child);
  return { kind, generated, measures, bulk };
}

function section(runs: DatabaseRun[], bare: Measure[]): string {
  const bareReq = bare.reduce((s, m) => s + m.reqPerSecMean, 0) / bare.length;
  const bareP99 = bare.reduce((s, m) => s + m.p99Ms, 0) / bare.length || 1;
  const lines = [
    `Run of ${new Date().toISOString()} (commit \`${gitHead()}\`)  `,
    `Machine: ${machine()}  `,
    `Settings: ${settings.duration} s per target (after ${settings.warmup} s warm-up), ${settings.connections} connections; bulk file of ${bulkRows} rows.`,
    '',
    '| Data set | Database | schools | units | classes | users | generated in |',
    '|---|---|--:|--:|--:|--:|--:|',
    ...runs.map(
      (r) =>
        `| network generator | ${r.kind} | ${r.generated.schools} | ${r.generated.units} | ${r.generated.classes} | ${r.generated.users} | ${(r.generated.ms / 1000).toFixed(1)} s |`,
    ),
    '',
    '| Target | Database | Conn | req/s (mean) | p50 ms | p99 ms | non-2xx | errors | req/s ÷ bare | p99 ÷ bare |',
    '|---|---|--:|--:|--:|--:|--:|--:|--:|--:|',
    `| bare Fastify /bare (mean of ${bare.length}) | — | ${settings.connections} | ${fmt(bareReq)} | — | ${bareP99.toFixed(1)} | 0 | 0 | 1.00 | 1.00 |`,
  ];
  for (const m of runs.flatMap((r) => r.measures)) {
    lines.push(
      `| ${m.name} | ${m.database} | ${m.connections} | ${fmt(m.reqPerSecMean)} | ${m.p50Ms} | ${m.p99Ms} | ${m.non2xx} | ${m.errors} | ${ratio(m.reqPerSecMean / bareReq)} | ${ratio(m.p99Ms / bareP99)} |`,
    );
  }
  lines.push(
    '',
    '| Bulk import | Database | rows | preview | commit | created | rows/s (commit) | progress lines |',
    '|---|---|--:|--:|--:|--:|--:|--:|',
  );
  for (const r of runs) {
    const b = r.bulk;
    lines.push(
      `| one class, blank logins and passwords | ${b.database} | ${b.rows} | ${b.previewMs} ms | ${(b.commitMs / 1000).toFixed(1)} s | ${b.created} | ${fmt(b.created / (b.commitMs / 1000))} | ${b.progressLines} |`,
    );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const started = Date.now();
  console.log(`Portal Escolar users bench — ${machine()}`);
  const bare = await startBare();
  const bareTarget = { name: 'bare Fastify /bare', url: bare.url, connections: settings.connections };
  const bareRuns = [await measure(bareTarget, '—')];
  const runs = [await runOn('PGlite', undefined)];
  if (withPostgres) runs.push(await runOn('PostgreSQL', await createThrowawayDb()));
  bareRuns.push(await measure(bareTarget, '—'));

  const text = section(runs, bareRuns);
  console.log(`\n${text}`);
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    path.join(resultsDir, 'users-latest.json'),
    `${JSON.stringify({ date: new Date().toISOString(), machine: machine(), bareRuns, runs }, null, 2)}\n`,
  );
  if (writeReadme) {
    rewriteReadme(text, 'users');
    console.log('rewrote the users section of bench/README.md');
  }
  const bad = runs.flatMap((r) => r.measures).filter((m) => m.non2xx > 0 || m.errors > 0);
  if (bad.length) {
    console.error(`non-2xx responses or errors in: ${bad.map((m) => `${m.name} (${m.database})`).join(', ')}`);
    process.exitCode = 1;
  }
  console.log(`total ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

await runBench(main);
