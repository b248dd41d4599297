/**
 * Activities under a class's load (issue 11): a class of 40 students sending the same activity at the
 * same moment (every student one submission of two questions, all 40 requests fired together), a few
 * rounds, each on a fresh activity; then the Professor's answers table of that class at 10
 * connections. Beside the bare Fastify route of the same run.
 *
 *   npm run bench:activities                 # PGlite
 *   npm run bench:activities -- --postgres   # also on a throwaway PostgreSQL database
 *   npm run bench:activities -- --network    # also the answers table on a network of 5,000,000 answers
 *
 * Env knobs: those of bench/README.md and BENCH_ACTIVITY_STUDENTS (default 40), BENCH_ACTIVITY_ROUNDS (default 5).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { type Measure, measure } from './lib/measure';
import { assertAlive, cleanups, createThrowawayDb, startBare, startProduct, stopChild, runBench } from './lib/processes';
import { gitHead, machine, ratio, rewriteReadme } from './lib/report';
import { intEnv, resultsDir, settings, withPostgres, writeReadme } from './lib/settings';
import { NETWORK_PASSWORD, generateNetwork } from './users-scenarios';

const students = intEnv('BENCH_ACTIVITY_STUDENTS', 40, 1);
const rounds = intEnv('BENCH_ACTIVITY_ROUNDS', 5, 1);
const MASTER = { username: 'REMT-0001', password: 'Master@2026' };
const DIRETOR = { username: 'AUCE-0001', password: 'Diretor@2026' };

async function api<T>(
  base: string,
  url: string,
  init: { method?: string; token?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const res = await fetch(`${base}${url}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

async function ok<T>(base: string, url: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<T> {
  const res = await api<T>(base, url, init);
  if (res.status >= 300) throw new Error(`${init.method ?? 'GET'} ${url}: HTTP ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const signIn = async (base: string, user: { username: string; password: string }) =>
  (await ok<{ access_token: string }>(base, '/api/auth/login', { method: 'POST', body: user })).access_token;

interface Burst {
  round: number;
  wallMs: number;
  latencies: number[];
  statuses: number[];
}

interface DbResult {
  database: string;
  bursts: Burst[];
  bare: Measure[];
  table: Measure;
  /** With --network: the answers table on the generated network (5,000,000 answers). */
  network?: { answers: number; generationMs: number; bare: Measure[]; tables: Measure[] };
}

const withNetwork = process.argv.includes('--network');
const NETWORK_ACTIVITIES = intEnv('BENCH_ACTIVITY_NETWORK_ACTIVITIES', 25, 1);

/**
 * The generated network (bench/users.ts's: 100,000 students in 2,000 classes) with activities answered
 * by every student, then a school's Gestor reading the answers table of one class of 50 (pages 1 and 10).
 */
async function runNetwork(database: string, url: string | undefined): Promise<NonNullable<DbResult['network']>> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-answers-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', NETWORK_ACTIVITIES: String(NETWORK_ACTIVITIES) };
  if (url) env.DATABASE_URL = url;
  else delete env.DATABASE_URL;
  console.log(`\n${database}: generating the network and ${NETWORK_ACTIVITIES} activities answered by every student…`);
  const generated = (await generateNetwork(env)) as unknown as { answers: number; ms: number };
  console.log(`  ${generated.answers} answers in ${(generated.ms / 1000).toFixed(0)} s`);
  const bare = await startBare();
  const product = await startProduct(url, { DATA_DIR: dataDir });
  try {
    const gestor = await signIn(product.base, { username: 'AAMT-0001', password: NETWORK_PASSWORD });
    const master = await signIn(product.base, MASTER);
    const classes = await ok<{ items: { codBseTurma: number }[] }>(product.base, '/api/bse_turma?pageSize=1', { token: gestor });
    const activities = await ok<{ items: { codBseAtividade: number }[] }>(
      product.base,
      `/api/bse_atividade?q=${encodeURIComponent('Avaliação gerada')}&pageSize=1`,
      {
        token: master,
      },
    );
    const classId = classes.items[0]!.codBseTurma;
    const activityId = activities.items[0]!.codBseAtividade;
    const bareTarget = { name: 'bare Fastify /bare', url: bare.url, connections: 10 };
    const bareRuns = [await measure(bareTarget, database)];
    const tables: Measure[] = [];
    for (const page of [1, 10])
      tables.push(
        await measure(
          {
            name: `answers table, page ${page} (5M answers)`,
            url: `${product.base}/api/bse_questao_resposta/${activityId}?codTurma=${classId}&page=${page}`,
            connections: 10,
            headers: { authorization: `Bearer ${gestor}` },
          },
          database,
        ),
      );
    bareRuns.push(await measure(bareTarget, database));
    assertAlive(product.child);
    return { answers: generated.answers, generationMs: generated.ms, bare: bareRuns, tables };
  } finally {
    await stopChild(product.child);
    await stopChild(bare.child);
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

async function runOn(database: string, url: string | undefined): Promise<DbResult> {
  console.log(`\n${database}: starting the bare route and the API…`);
  const bare = await startBare();
  const product = await startProduct(url);
  const base = product.base;
  try {
    const [master, diretor] = [await signIn(base, MASTER), await signIn(base, DIRETOR)];
    const me = await ok<{ codBseUnidade: number }>(base, '/api/bse_usuario/getMeusDados/x', { token: diretor });
    const cls = await ok<{ codBseTurma: number }>(base, '/api/bse_turma', {
      method: 'POST',
      token: diretor,
      body: { nomTurma: `Bench ${Date.now()}`, codBseUnidade: me.codBseUnidade },
    });
    /** A new user of the unit, in the class, signed in. */
    const member = async (name: string, profile: 5 | 6) => {
      const { proxSeq } = await ok<{ proxSeq: number }>(base, '/api/bse_usuario/setSequencial/AUCE', { token: diretor });
      const login = `AUCE-${String(proxSeq).padStart(4, '0')}`;
      // The user form is multipart (it may carry an avatar), as the web app sends it.
      const form = new FormData();
      for (const [key, value] of Object.entries({
        cstLogin: login,
        nomUsuario: name,
        txtSenha: 'Bench@2026',
        codBsePerfil: String(profile),
      }))
        form.set(key, value);
      form.set(profile === 5 ? 'arrayCodBseTurmas' : 'codBseTurma', String(cls.codBseTurma));
      const res = await fetch(`${base}/api/bse_usuario`, { method: 'POST', headers: { authorization: `Bearer ${diretor}` }, body: form });
      if (!res.ok) throw new Error(`POST /api/bse_usuario: HTTP ${res.status} ${await res.text()}`);
      return signIn(base, { username: login, password: 'Bench@2026' });
    };
    console.log(`  a class of ${students} students and its Professor…`);
    const prof = await member('Professor Bench', 5);
    const tokens: string[] = [];
    for (let i = 0; i < students; i += 1) tokens.push(await member(`Aluno Bench ${i + 1}`, 6));
    const paths = await ok<{ codTrlLivro: number }[]>(base, '/api/trl_livro/all/-1', { token: master });
    const [chapter] = await ok<{ codTrlCapitulo: number }[]>(base, `/api/trl_capitulo/pegarCapitulosDoLivro/${paths[0]!.codTrlLivro}`, {
      token: master,
    });

    const bursts: Burst[] = [];
    let lastActivity = 0;
    for (let round = 1; round <= rounds; round += 1) {
      const activity = await ok<{ codBseAtividade: number }>(base, '/api/bse_atividade', {
        method: 'POST',
        token: master,
        body: { codTrlCapitulo: chapter!.codTrlCapitulo, nomAtividade: `Bench ${round}`, desDescricao: 'Carga' },
      });
      const choice = await ok<{ codBseQuestao: number; multiplaEscolha: { codBseQuestaoOpcao: number }[] }>(base, '/api/bse_questao', {
        method: 'POST',
        token: master,
        body: {
          codBseAtividade: activity.codBseAtividade,
          titulo: 'Q1',
          enuEnunciado: '<p>Quanto é 2 + 2?</p>',
          tipoQuestao: 'MULTIPLA_ESCOLHA',
          multiplaEscolha: [
            { descricao: '3', invalida: true },
            { descricao: '4', invalida: false },
          ],
        },
      });
      const open = await ok<{ codBseQuestao: number }>(base, '/api/bse_questao', {
        method: 'POST',
        token: master,
        body: {
          codBseAtividade: activity.codBseAtividade,
          titulo: 'Q2',
          enuEnunciado: '<p>Explique.</p>',
          tipoQuestao: 'DISCURSIVA',
          resRespostaEsperada: 'Porque sim.',
        },
      });
      const [link] = await ok<{ codBseAtividadeTurma: number }[]>(base, '/api/bse_atividade_turma', {
        method: 'POST',
        token: prof,
        body: [{ codBseAtividade: activity.codBseAtividade, codBseTurma: cls.codBseTurma }],
      });
      await ok(base, `/api/bse_atividade_turma/${link!.codBseAtividadeTurma}`, { method: 'PUT', token: prof, body: { value: 'S' } });
      const submission = {
        codBseAtividade: activity.codBseAtividade,
        codBseTurma: cls.codBseTurma,
        respostas: [
          { codBseQuestao: choice.codBseQuestao, codBseQuestaoOpcao: choice.multiplaEscolha[1]!.codBseQuestaoOpcao },
          { codBseQuestao: open.codBseQuestao, resResposta: '<p>Porque <strong>quatro</strong> é a soma.</p>' },
        ],
      };
      const started = performance.now();
      const results = await Promise.all(
        tokens.map(async (token) => {
          const t0 = performance.now();
          const res = await api(base, '/api/bse_questao_resposta', { method: 'POST', token, body: submission });
          return { ms: performance.now() - t0, status: res.status };
        }),
      );
      const wallMs = performance.now() - started;
      bursts.push({ round, wallMs, latencies: results.map((r) => r.ms), statuses: results.map((r) => r.status) });
      console.log(`  round ${round}: ${students} submissions in ${wallMs.toFixed(0)} ms`);
      lastActivity = activity.codBseAtividade;
    }
    const bareTarget = { name: 'bare Fastify /bare', url: bare.url, connections: 10 };
    const bareRuns = [await measure(bareTarget, database)];
    const table = await measure(
      {
        name: 'answers table (page of 5, class of 40)',
        url: `${base}/api/bse_questao_resposta/${lastActivity}?codTurma=${cls.codBseTurma}&page=2`,
        connections: 10,
        headers: { authorization: `Bearer ${prof}` },
      },
      database,
    );
    bareRuns.push(await measure(bareTarget, database));
    assertAlive(product.child);
    return { database, bursts, bare: bareRuns, table };
  } finally {
    await stopChild(product.child);
    await stopChild(bare.child);
  }
}

async function runAll(database: string, url: string | undefined, networkUrl: () => Promise<string | undefined>): Promise<DbResult> {
  const result = await runOn(database, url);
  if (withNetwork) result.network = await runNetwork(database, await networkUrl());
  return result;
}

const loadAtStart = os
  .loadavg()
  .map((n) => n.toFixed(1))
  .join(' / ');

function report(results: DbResult[], date: string): string {
  const lines = [
    `Run of ${date} (commit \`${gitHead()}\`)  `,
    `Machine: ${machine()}  `,
    `Settings: ${students} students sending at once, ${rounds} rounds; the table ${settings.duration} s at 10 connections; load average at the start ${loadAtStart}.`,
    '',
    '| Database | Rounds | Submissions (all 201) | Burst wall time ms (median, max) | Submission p50 ms | p99 ms | max ms |',
    '|---|--:|--:|--:|--:|--:|--:|',
  ];
  for (const r of results) {
    const all = r.bursts.flatMap((b) => b.latencies);
    const created = r.bursts.flatMap((b) => b.statuses).filter((s) => s === 201).length;
    const walls = r.bursts.map((b) => b.wallMs);
    lines.push(
      `| ${r.database} | ${r.bursts.length} | ${created} of ${all.length} | ${percentile(walls, 50).toFixed(0)}, ${Math.max(...walls).toFixed(0)} | ${percentile(all, 50).toFixed(0)} | ${percentile(all, 99).toFixed(0)} | ${Math.max(...all).toFixed(0)} |`,
    );
  }
  lines.push('', '| Target | Database | Conn | req/s | ÷ bare | p50 ms | p99 ms | non-2xx + errors |', '|---|---|--:|--:|--:|--:|--:|--:|');
  for (const r of results) {
    const bareRps = r.bare.reduce((s, m) => s + m.reqPerSecMean, 0) / r.bare.length;
    for (const m of [...r.bare, r.table])
      lines.push(
        `| ${m.name} | ${r.database} | ${m.connections} | ${m.reqPerSecMean.toFixed(0)} | ${m === r.table ? ratio(m.reqPerSecMean / bareRps) : '—'} | ${m.p50Ms} | ${m.p99Ms} | ${m.non2xx + m.errors} |`,
      );
  }
  const networks = results.filter((r) => r.network);
  if (networks.length > 0) {
    lines.push(
      '',
      '| On the generated network | Database | Answers stored | Generated in | Conn | req/s | ÷ bare | p50 ms | p99 ms | non-2xx + errors |',
    );
    lines.push('|---|---|--:|--:|--:|--:|--:|--:|--:|--:|');
    for (const r of networks) {
      const n = r.network!;
      const bareRps = n.bare.reduce((s, m) => s + m.reqPerSecMean, 0) / n.bare.length;
      for (const m of [...n.bare, ...n.tables])
        lines.push(
          `| ${m.name} | ${r.database} | ${n.answers.toLocaleString('en')} | ${(n.generationMs / 1000).toFixed(0)} s | ${m.connections} | ${m.reqPerSecMean.toFixed(0)} | ${n.tables.includes(m) ? ratio(m.reqPerSecMean / bareRps) : '—'} | ${m.p50Ms} | ${m.p99Ms} | ${m.non2xx + m.errors} |`,
        );
    }
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  console.log(`Portal Escolar activities bench — ${machine()}`);
  const results = [await runAll('PGlite', undefined, () => Promise.resolve(undefined))];
  if (withPostgres) results.push(await runAll('PostgreSQL', await createThrowawayDb(), createThrowawayDb));
  const date = new Date().toISOString();
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    path.join(resultsDir, 'activities-latest.json'),
    `${JSON.stringify({ date, machine: machine(), commit: gitHead(), results }, null, 2)}\n`,
  );
  const section = report(results, date);
  console.log(`\n${section}`);
  if (writeReadme) {
    rewriteReadme(section, 'activities');
    console.log('\nrewrote the activities section of bench/README.md');
  }
  const failed = results.filter((r) => r.bursts.some((b) => b.statuses.some((s) => s !== 201)) || r.table.non2xx + r.table.errors > 0);
  if (failed.length) {
    console.error(`\nWARNING: failed submissions or table reads on: ${failed.map((r) => r.database).join(', ')}`);
    process.exitCode = 1;
  }
}

await runBench(main);
