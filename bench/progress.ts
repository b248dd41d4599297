/**
 * The player's records under load (issue 10): POST /api/plataforma/progresso at 100 connections, each
 * request a new record (a fresh UUID: a real insert), and the same record resent (the idempotent
 * path: nothing written), beside the bare Fastify route of the same run; also the student's read of
 * the whole path (GET /api/plataforma/trilha/{id}, all ten games) at 100 connections.
 *
 *   npm run bench:progress                 # PGlite
 *   npm run bench:progress -- --postgres   # also on a throwaway PostgreSQL database
 *
 * Env knobs: those of bench/README.md (BENCH_DURATION, BENCH_WARMUP, BENCH_DATABASE_URL, BENCH_NO_README)
 * and BENCH_PROGRESS_CONNECTIONS (default 100).
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Measure, measure, measureWith } from './lib/measure';
import { assertAlive, createThrowawayDb, startBare, startProduct, stopChild, runBench } from './lib/processes';
import { gitHead, machine, ratio, rewriteReadme } from './lib/report';
import { intEnv, resultsDir, settings, withPostgres, writeReadme } from './lib/settings';

const STUDENT = { username: 'AUCE-0004', password: 'Aluno@2026' };
const connections = intEnv('BENCH_PROGRESS_CONNECTIONS', 100, 1);

async function api<T>(url: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const res = await fetch(url, { ...init, headers });
  const body: unknown = await res.json();
  if (res.status >= 300) throw new Error(`${init.method ?? 'GET'} ${url}: HTTP ${res.status} ${JSON.stringify(body)}`);
  return body as T;
}

/** The demo student's active path and its contents, from the API's own answers. */
async function studentPath(base: string, token: string): Promise<{ pathId: number; contents: number[] }> {
  const me = await api<{ codBseTurma: number | null }>(`${base}/api/bse_usuario/getMeusDados/x`, { token });
  const active = await api<{ codTrlLivro: number | null }>(`${base}/api/trl_livro_turma/comConteudoLivroAtivo/${me.codBseTurma}`, {
    token,
  });
  if (active.codTrlLivro === null) throw new Error('the demo student has no active path');
  const p = await api<{ capitulos: { aulas: { conteudos: { codTrlConteudo: number }[] }[] }[] }>(
    `${base}/api/plataforma/trilha/${active.codTrlLivro}`,
    { token },
  );
  const contents = p.capitulos.flatMap((c) => c.aulas.flatMap((a) => a.conteudos.map((x) => x.codTrlConteudo)));
  return { pathId: active.codTrlLivro, contents };
}

const body = (id: string, content: number) =>
  JSON.stringify({
    registros: [{ id, codTrlConteudo: content, pontuacao: 80, tentativas: 2, tempoSegundos: 40, datRegistro: new Date().toISOString() }],
  });

/** POST progress at `connections`: each request a new record (`fresh`), or always the same one. */
async function measureProgress(name: string, url: string, token: string, contents: number[], fresh: boolean, database: string) {
  const fixed = body(randomUUID(), contents[0]!);
  let n = 0;
  return measureWith(
    { name, database, url, connections },
    {
      url,
      connections,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          setupRequest: (req) => ({ ...req, body: fresh ? body(randomUUID(), contents[n++ % contents.length]!) : fixed }),
        },
      ],
    },
  );
}

interface DbResult {
  database: string;
  bare: Measure[];
  targets: Measure[];
}

async function runOn(database: string, url: string | undefined): Promise<DbResult> {
  console.log(`\n${database}: starting the bare route and the API…`);
  const bare = await startBare();
  const product = await startProduct(url);
  try {
    const token = (await api<{ access_token: string }>(`${product.base}/api/auth/login`, { method: 'POST', body: JSON.stringify(STUDENT) }))
      .access_token;
    const { pathId, contents } = await studentPath(product.base, token);
    const bareTarget = { name: 'bare Fastify /bare', url: bare.url, connections };
    const bareRuns = [await measure(bareTarget, database)];
    const targets = [
      await measureProgress('progress: new record', `${product.base}/api/plataforma/progresso`, token, contents, true, database),
      await measureProgress('progress: resent record', `${product.base}/api/plataforma/progresso`, token, contents, false, database),
      await measure(
        {
          name: 'play path (10 games)',
          url: `${product.base}/api/plataforma/trilha/${pathId}`,
          connections,
          headers: { authorization: `Bearer ${token}` },
        },
        database,
      ),
    ];
    bareRuns.push(await measure(bareTarget, database));
    assertAlive(product.child);
    return { database, bare: bareRuns, targets };
  } finally {
    await stopChild(product.child);
    await stopChild(bare.child);
  }
}

const loadAtStart = os
  .loadavg()
  .map((n) => n.toFixed(1))
  .join(' / ');

function report(results: DbResult[], date: string): string {
  const lines = [
    `Run of ${date} (commit \`${gitHead()}\`)  `,
    `Machine: ${machine()}  `,
    `Settings: ${settings.duration} s per target (after ${settings.warmup} s warm-up), ${connections} connections; load average at the start ${loadAtStart}.`,
    '',
    '| Target | Database | Conn | req/s | ÷ bare | p50 ms | p99 ms | p99 ÷ bare | non-2xx + errors |',
    '|---|---|--:|--:|--:|--:|--:|--:|--:|',
  ];
  for (const r of results) {
    const bareRps = r.bare.reduce((s, m) => s + m.reqPerSecMean, 0) / r.bare.length;
    const bareP99 = Math.max(1, r.bare.reduce((s, m) => s + m.p99Ms, 0) / r.bare.length);
    for (const m of r.bare) {
      lines.push(
        `| ${m.name} | ${r.database} | ${m.connections} | ${m.reqPerSecMean.toFixed(0)} | — | ${m.p50Ms} | ${m.p99Ms} | — | ${m.non2xx + m.errors} |`,
      );
    }
    for (const m of r.targets) {
      lines.push(
        `| ${m.name} | ${r.database} | ${m.connections} | ${m.reqPerSecMean.toFixed(0)} | ${ratio(m.reqPerSecMean / bareRps)} | ${m.p50Ms} | ${m.p99Ms} | ${ratio(m.p99Ms / bareP99)} | ${m.non2xx + m.errors} |`,
      );
    }
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  console.log(`Portal Escolar player progress bench — ${machine()}`);
  const results = [await runOn('PGlite', undefined)];
  if (withPostgres) results.push(await runOn('PostgreSQL', await createThrowawayDb()));
  const date = new Date().toISOString();
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    path.join(resultsDir, 'progress-latest.json'),
    `${JSON.stringify({ date, machine: machine(), commit: gitHead(), settings, connections, results }, null, 2)}\n`,
  );
  const section = report(results, date);
  console.log(`\n${section}`);
  if (writeReadme) {
    rewriteReadme(section, 'progress');
    console.log('\nrewrote the player section of bench/README.md');
  }
  const bad = results.filter((r) => r.targets.some((m) => m.non2xx + m.errors > 0));
  if (bad.length) {
    console.error(`\nWARNING: non-2xx or errors on: ${bad.map((r) => r.database).join(', ')}`);
    process.exitCode = 1;
  }
}

await runBench(main);
