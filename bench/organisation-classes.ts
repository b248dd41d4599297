/**
 * Organisation benchmark (issue 3): the class list (`GET /api/bse_turma`, server-side page, search,
 * scope in the WHERE clause) under concurrent load, beside the bare Fastify route, on a network of
 * 21 schools × 10 units × 20 classes × 30 students (4,203 classes, 126,000 students) generated in SQL
 * on top of the demo network before the API starts.
 *
 *   npm run bench:classes                 # PGlite
 *   npm run bench:classes -- --postgres   # also on a throwaway PostgreSQL database
 *
 * Env knobs: those of bench/README.md (BENCH_DURATION, BENCH_CONNECTIONS, BENCH_WARMUP,
 * BENCH_DATABASE_URL, BENCH_NO_README).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../apps/api/src/db/client';
import { hashPassword } from '../apps/api/src/lib/passwords';
import { seedDemo } from '../apps/api/src/seed/demo';
import { type Measure, type Target, isRecord, measure } from './lib/measure';
import { type Child, assertAlive, cleanups, createThrowawayDb, startBare, startProduct, runBench } from './lib/processes';
import { fmt, gitHead, machine, printTable, ratio, rewriteReadme, type Row } from './lib/report';
import { resultsDir, settings, withPostgres, writeReadme } from './lib/settings';

const SCHOOLS = 20;
const UNITS_PER_SCHOOL = 10;
const CLASSES_PER_UNIT = 20;
const STUDENTS_PER_CLASS = 30;

const USERS = {
  master: { username: 'REMT-0001', password: 'Master@2026' },
  gestor: { username: 'AUMT-0001', password: 'Gestor@2026' },
  coordenador: { username: 'AUCE-0002', password: 'Coord@2026' },
  professor: { username: 'AUCE-0003', password: 'Prof@2026' },
} as const;
type Who = keyof typeof USERS;

/**
 * 20 more schools (BA..BT) and 10 more units in each of them and in Escola Aurora (UA..UJ), 20
 * classes per new unit, 30 students per new class, each student in their class: set-based SQL.
 */
async function generateNetwork(database: Database): Promise<void> {
  const { db } = database;
  const hash = await hashPassword('Aluno@2026');
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into bse_escola (nom_escola, cst_txt_prefixo_login, cst_codigo)
      select 'Escola Bench ' || chr(64 + g), 'B' || chr(64 + g), 'BENCH' || chr(64 + g) from generate_series(1, ${SCHOOLS}) g`);
    await tx.execute(sql`
      insert into bse_unidade (nom_unidade, cst_txt_prefixo_login, cod_bse_escola)
      select 'Unidade ' || chr(64 + u), 'U' || chr(64 + u), e.cod_bse_escola
      from bse_escola e cross join generate_series(1, ${UNITS_PER_SCHOOL}) u
      where e.cst_txt_prefixo_login like 'B_' or e.cst_txt_prefixo_login = 'AU'`);
    await tx.execute(sql`
      insert into bse_turma (nom_turma, cod_bse_unidade)
      select 'Turma ' || lpad(c::text, 2, '0'), un.cod_bse_unidade
      from bse_unidade un cross join generate_series(1, ${CLASSES_PER_UNIT}) c
      where un.cst_txt_prefixo_login like 'U_'`);
    await tx.execute(sql`
      with classes as (
        select t.cod_bse_turma, un.cod_bse_unidade, un.cod_bse_escola,
               e.cst_txt_prefixo_login || un.cst_txt_prefixo_login as prefix,
               row_number() over (partition by un.cod_bse_unidade order by t.cod_bse_turma) as n
        from bse_turma t
        join bse_unidade un on un.cod_bse_unidade = t.cod_bse_unidade
        join bse_escola e on e.cod_bse_escola = un.cod_bse_escola
        where un.cst_txt_prefixo_login like 'U_'
      ), students as (
        insert into bse_usuario (cst_login, nom_usuario, txt_senha, cod_bse_perfil, cod_bse_escola, cod_bse_unidade)
        select c.prefix || '-' || lpad(((c.n - 1) * ${STUDENTS_PER_CLASS} + s)::text, 4, '0'),
               'Aluno ' || c.cod_bse_turma || '-' || s, ${hash}, 6, c.cod_bse_escola, c.cod_bse_unidade
        from classes c cross join generate_series(1, ${STUDENTS_PER_CLASS}) s
        returning cod_bse_usuario, nom_usuario
      )
      insert into bse_usuario_turma (cod_bse_usuario, cod_bse_turma)
      select cod_bse_usuario, split_part(substr(nom_usuario, 7), '-', 1)::int from students`);
  });
  await db.execute(sql`analyze`);
}

async function count(database: Database, table: 'bse_turma' | 'bse_usuario'): Promise<number> {
  const result = (await database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`)) as {
    rows: { n: number }[];
  };
  return result.rows[0]!.n;
}

/** The API on a database holding the generated network (PGlite: prepared in its data directory first). */
async function startOnNetwork(kind: 'PGlite' | 'PostgreSQL'): Promise<{ base: string; child: Child; classes: number; students: number }> {
  const url = kind === 'PostgreSQL' ? await createThrowawayDb() : undefined;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-classes-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const started = Date.now();
  const database = await openDatabase(url ? { url } : { dataDir: path.join(dataDir, 'pgdata') });
  await seedDemo(database.db);
  await generateNetwork(database);
  const classes = await count(database, 'bse_turma');
  const students = await count(database, 'bse_usuario');
  await database.close();
  console.log(`${kind}: ${classes} classes, ${students} users generated in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const { base, child } = await startProduct(url, { DATA_DIR: dataDir });
  return { base, child, classes, students };
}

async function login(base: string, who: Who): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(USERS[who]),
  });
  const body: unknown = await res.json();
  if (res.status !== 202 || !isRecord(body) || typeof body.access_token !== 'string')
    throw new Error(`login as ${who}: HTTP ${res.status}`);
  return body.access_token;
}

interface Scenario {
  name: string;
  who: Who;
  path: string;
  /** What the answer must hold before and after the run (never a stream of 401s or empty pages). */
  expect: (body: Record<string, unknown>) => boolean;
}

const hasPage = (total: (n: number) => boolean) => (body: Record<string, unknown>) =>
  typeof body.total === 'number' && total(body.total) && Array.isArray(body.items) && body.items.length > 0;

function scenarios(network: { classes: number }): Scenario[] {
  return [
    {
      name: 'classes, Master, page 1',
      who: 'master',
      path: '/api/bse_turma?page=1&pageSize=10',
      expect: hasPage((n) => n === network.classes),
    },
    {
      name: 'classes, Master, q + page 20',
      who: 'master',
      path: '/api/bse_turma?q=turma%2001&page=20&pageSize=10&sort=-nomEscola',
      expect: hasPage((n) => n > 190),
    },
    { name: 'classes, Gestor (school)', who: 'gestor', path: '/api/bse_turma?page=3&pageSize=50', expect: hasPage((n) => n === 202) },
    { name: 'classes, Professor (own)', who: 'professor', path: '/api/bse_turma', expect: hasPage((n) => n === 2) },
    {
      name: 'students of a class',
      who: 'coordenador',
      path: '/api/bse_turma/usuariosDaTurma/1?codBsePerfil=6',
      expect: hasPage((n) => n === 6),
    },
  ];
}

async function check(base: string, scenario: Scenario, token: string): Promise<void> {
  const res = await fetch(`${base}${scenario.path}`, { headers: { authorization: `Bearer ${token}` } });
  const body: unknown = await res.json();
  if (res.status !== 200 || !isRecord(body) || !scenario.expect(body)) {
    throw new Error(`${scenario.name}: HTTP ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  }
}

function markdown(rows: Row[], bareRuns: Measure[], networks: string[], date: string): string {
  const lines = [
    `Run of ${date} (commit \`${gitHead()}\`)  `,
    `Machine: ${machine()}  `,
    `Network: ${networks.join('; ')}  `,
    `Settings: ${settings.duration} s per target (after ${settings.warmup} s warm-up), ${settings.connections} connections.`,
    '',
    '| Target | Database | Conn | req/s (mean) | p50 ms | p99 ms | non-2xx | errors | req/s ÷ bare | p99 ÷ bare |',
    '|---|---|--:|--:|--:|--:|--:|--:|--:|--:|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.database} | ${r.connections} | ${fmt(r.reqPerSecMean)} | ${r.p50Ms} | ${r.p99Ms} | ${r.non2xx} | ${r.errors} | ${ratio(r.reqRatio)} | ${ratio(r.p99Ratio)} |`,
    ),
  ];
  const [first, second] = bareRuns;
  if (first && second) {
    lines.push(
      '',
      `The bare route: ${fmt(first.reqPerSecMean)} req/s at the start, ${fmt(second.reqPerSecMean)} req/s at the end; ratios use the mean.`,
    );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const started = Date.now();
  console.log(`Portal Escolar class-list bench — ${machine()}`);
  const bare = await startBare();
  const kinds: ('PGlite' | 'PostgreSQL')[] = withPostgres ? ['PGlite', 'PostgreSQL'] : ['PGlite'];
  const servers = [];
  for (const kind of kinds) {
    const server = await startOnNetwork(kind);
    const tokens = new Map<Who, string>();
    for (const who of Object.keys(USERS) as Who[]) tokens.set(who, await login(server.base, who));
    for (const s of scenarios(server)) await check(server.base, s, tokens.get(s.who)!);
    servers.push({ kind, ...server, tokens });
  }

  const bareTarget: Target = { name: 'bare Fastify /bare', url: bare.url, connections: settings.connections };
  console.log('measuring:');
  const bareRuns = [await measure(bareTarget, '—')];
  const measures: Measure[] = [];
  for (const server of servers) {
    for (const s of scenarios(server)) {
      const token = server.tokens.get(s.who)!;
      measures.push(
        await measure(
          {
            name: s.name,
            url: `${server.base}${s.path}`,
            connections: settings.connections,
            headers: { authorization: `Bearer ${token}` },
          },
          server.kind,
        ),
      );
      assertAlive(server.child);
      await check(server.base, s, token);
    }
  }
  bareRuns.push(await measure(bareTarget, '—'));
  assertAlive(bare.child);

  const bareReq = (bareRuns[0]!.reqPerSecMean + bareRuns[1]!.reqPerSecMean) / 2;
  const bareP99 = (bareRuns[0]!.p99Ms + bareRuns[1]!.p99Ms) / 2;
  const rows: Row[] = [{ ...bareRuns[0]!, reqPerSecMean: bareReq, p99Ms: bareP99 }, ...measures].map((m) => ({
    ...m,
    reqRatio: m.reqPerSecMean / bareReq,
    p99Ratio: m.p99Ms / (bareP99 || 1),
  }));
  printTable(rows);

  const date = new Date().toISOString();
  const networks = servers.map((s) => `${s.kind} ${s.classes} classes, ${s.students} users`);
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    path.join(resultsDir, 'organisation-latest.json'),
    `${JSON.stringify({ date, machine: machine(), commit: gitHead(), settings, networks, bareRuns, rows }, null, 2)}\n`,
  );
  console.log('\nwrote bench/results/organisation-latest.json');
  if (writeReadme) {
    rewriteReadme(markdown(rows, bareRuns, networks, date), 'organisation');
    console.log('rewrote the organisation section of bench/README.md');
  }
  const bad = measures.filter((m) => m.non2xx > 0 || m.errors > 0);
  if (bad.length) {
    console.error(`\nWARNING: non-2xx responses or errors in: ${bad.map((m) => `${m.name} (${m.database})`).join(', ')}`);
    process.exitCode = 1;
  }
  console.log(`total ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

await runBench(main);
