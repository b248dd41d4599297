/**
 * The calendar and the news at network scale (issue 13), on PostgreSQL: the generated network
 * (100,000 students in 2,000 classes of 20 schools) with 50,000 calendar events over the school year
 * (created by its staff, a fifth private, public ones addressed from the creator's level down) and
 * 5,000 news posts. Measured through the API beside the same repository statements run bare in this
 * process, interleaved, sequential, their medians compared: a student's and a Gestor's month (the
 * marks and the first page of the list) and the news list, searched with a word, a typo and not at all.
 *
 *   npm run bench:calendar
 *
 * Env: BENCH_DATABASE_URL (the PostgreSQL server, as the other benches), BENCH_CALENDAR_SAMPLES (30),
 * BENCH_CALENDAR_DATABASE_URL (a network generated before, e.g. the reports bench's; events and posts are
 * added once).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { openDatabase } from '../apps/api/src/db/client';
import { bsePostagem, bseUsuario, bseUsuarioTurma, cldCalendario } from '../apps/api/src/db/schema';
import { type Viewer, viewerOfSession } from '../apps/api/src/lib/viewer';
import { dayMarks, eventPage } from '../apps/api/src/modules/calendar/event.repository';
import { insertNews, newsPage } from '../apps/api/src/modules/news/post.repository';
import { cleanups, createThrowawayDb, startProduct, stopChild, runBench } from './lib/processes';
import { gitHead, machine, rewriteReadme } from './lib/report';
import { routeBesideBare } from './lib/samples';
import { intEnv } from './lib/settings';
import { NETWORK_PASSWORD, generateNetwork } from './users-scenarios';

const samples = intEnv('BENCH_CALENDAR_SAMPLES', 30, 5);
const EVENTS = 50_000;
const POSTS = 5_000;
const MONTH = { from: '2026-03-01', to: '2026-03-31' };

type Db = Awaited<ReturnType<typeof openDatabase>>['db'];

/** 50,000 events by the network's staff over the school year; 5,000 posts by the Master. Once per database. */
async function addFacts(db: Db): Promise<void> {
  const have = { events: await db.$count(cldCalendario), posts: await db.$count(bsePostagem) };
  if (have.events < EVENTS) {
    await db.execute(sql`
      with staff as (
        select u.cod_bse_usuario as id, u.cod_bse_perfil as p, row_number() over (order by u.cod_bse_usuario) - 1 as i,
          (select ut.cod_bse_turma from bse_usuario_turma ut where ut.cod_bse_usuario = u.cod_bse_usuario limit 1) as turma
        from bse_usuario u where u.cod_bse_perfil between 1 and 5
      ), n as (select count(*) as c from staff)
      insert into cld_calendario (dsc_titulo, hex_cor_evento, dat_evento, ind_privado, cod_bse_turma, perfis, cod_usuario_criacao)
      select 'Evento ' || g, (array['#f64c60', '#86c879', '#00baf2', '#f59448', '#8781bd', '#fdb94d', '#d8d6e8', '#333333'])[1 + g % 8],
        date '2026-02-02' + (g % 300), case when g % 5 = 0 then 'S' else 'N' end,
        case when s.p = 5 then s.turma end,
        case when g % 5 = 0 then '{}'::integer[] else array(select generate_series(greatest(s.p, 2), 6)) end, s.id
      from generate_series(0, ${EVENTS - 1}) g join n on true join staff s on s.i = (g::bigint * 7919) % n.c`);
  }
  if (have.posts < POSTS) {
    const categories = ['Matemática', 'Português', 'Ciências', 'Eventos', 'Avisos', 'Esportes', 'Artes', 'Tecnologia'];
    const words = ['Olimpíada', 'Feira', 'Reunião', 'Semana', 'Campeonato', 'Oficina', 'Palestra', 'Mostra', 'Excursão', 'Concurso'];
    const [master] = await db.select({ id: bseUsuario.codBseUsuario }).from(bseUsuario).where(eq(bseUsuario.codBsePerfil, 1)).limit(1);
    await db.transaction(async (tx) => {
      for (let i = have.posts; i < POSTS; i += 1) {
        const category = categories[i % categories.length]!;
        await insertNews(tx, master!.id, {
          ctgPostagem: category,
          dscPostagem: `${words[i % words.length]} de ${category.toLowerCase()} ${i}`,
          txtPostagem: `<p>Notícia ${i} da rede.</p>`,
        });
      }
    });
  }
  await db.execute(sql`analyze cld_calendario`);
  await db.execute(sql`analyze bse_postagem`);
}

async function viewerOf(db: Db, login: string): Promise<Viewer> {
  const [row] = await db
    .select({
      codBseUsuario: bseUsuario.codBseUsuario,
      codBsePerfil: bseUsuario.codBsePerfil,
      codBseEscola: bseUsuario.codBseEscola,
      codBseUnidade: bseUsuario.codBseUnidade,
    })
    .from(bseUsuario)
    .where(eq(bseUsuario.cstLogin, login));
  return viewerOfSession(row!);
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-calendar-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const kept = process.env.BENCH_CALENDAR_DATABASE_URL;
  const url = kept ?? (await createThrowawayDb());
  if (!kept) {
    console.log('generating the network…');
    await generateNetwork({ ...process.env, DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  }
  const product = await startProduct(url, { DATA_DIR: dataDir });
  const database = await openDatabase({ url });
  try {
    await addFacts(database.db);
    // A student of the generated school AA (password Rede@2026) in a class whose Professor has events, and the school's Gestor.
    const gestor = alias(bseUsuario, 'gestor');
    const [student] = await database.db
      .select({ login: bseUsuario.cstLogin })
      .from(cldCalendario)
      .innerJoin(bseUsuarioTurma, eq(bseUsuarioTurma.codBseTurma, cldCalendario.codBseTurma))
      .innerJoin(bseUsuario, and(eq(bseUsuario.codBseUsuario, bseUsuarioTurma.codBseUsuario), eq(bseUsuario.codBsePerfil, 6)))
      .innerJoin(gestor, and(eq(gestor.cstLogin, 'AAMT-0001'), eq(gestor.codBseEscola, bseUsuario.codBseEscola)))
      .limit(1);
    const people = { student: student!.login, gestor: 'AAMT-0001' };
    const tokens: Record<string, string> = {};
    for (const [who, login] of Object.entries(people)) {
      const res = await fetch(`${product.base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: login, password: NETWORK_PASSWORD }),
      });
      tokens[who] = ((await res.json()) as { access_token: string }).access_token;
    }
    const call = (who: string, url: string, body?: object) => () =>
      fetch(`${product.base}${url}`, {
        method: body ? 'POST' : 'GET',
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), authorization: `Bearer ${tokens[who]}` },
        body: body ? JSON.stringify(body) : undefined,
      }).then(async (r) => {
        if (!r.ok) throw new Error(`${url}: HTTP ${r.status}`);
        await r.arrayBuffer();
      });
    const viewers = { student: await viewerOf(database.db, people.student), gestor: await viewerOf(database.db, people.gestor) };
    const month = `filtro=all&dataInicio=${MONTH.from}&dataFim=${MONTH.to}`;
    const targets: [string, () => Promise<unknown>, () => Promise<unknown>][] = [];
    for (const who of ['student', 'gestor'] as const) {
      targets.push([
        `${who}: the month's marks`,
        call(who, `/api/cld_calendario?${month}`),
        () => dayMarks(database.db, viewers[who], 'all', MONTH.from, MONTH.to),
      ]);
      targets.push([
        `${who}: the month's first page`,
        call(who, '/api/cld_calendario/filtrar?page=1', { filtro: 'all', dataInicio: MONTH.from, dataFim: MONTH.to }),
        () => eventPage(database.db, viewers[who], 'all', MONTH.from, MONTH.to, { limit: 9, offset: 0 }),
      ]);
    }
    for (const [label, q] of [
      ['news, first page', ''],
      ['news searched: matemática', 'matemática'],
      ['news searched with a typo: matematca', 'matematca'],
      ['news searched: a title word + number', 'feira 4410'],
    ] as const) {
      targets.push([
        label,
        call('gestor', `/api/bse_postagem?page=1&pageSize=10${q ? `&q=${encodeURIComponent(q)}` : ''}`),
        () => newsPage(database.db, q || undefined, { limit: 10, offset: 0 }),
      ]);
    }
    const measured: { name: string; route: number; routeP90: number; bare: number }[] = [];
    for (const [name, viaRoute, viaBare] of targets) {
      const m = await routeBesideBare(viaRoute, viaBare, samples);
      measured.push({ name, ...m });
      console.log(
        `  ${name.padEnd(40)} route p50 ${m.route.toFixed(1)} ms (p90 ${m.routeP90.toFixed(1)}), bare p50 ${m.bare.toFixed(1)} ms`,
      );
    }
    const counts = {
      users: await database.db.$count(bseUsuario),
      events: await database.db.$count(cldCalendario),
      posts: await database.db.$count(bsePostagem),
    };
    rewriteReadme(
      [
        `Measured ${new Date().toISOString().slice(0, 10)} at ${gitHead()} on ${machine()}; PostgreSQL; ${samples} sequential samples each, the route and the bare statements interleaved.`,
        '',
        `Network: ${counts.users} users, ${counts.events} calendar events, ${counts.posts} news posts. The month: March 2026.`,
        '',
        '| target | route p50 | route p90 | bare SQL p50 | route / bare |',
        '| --- | ---: | ---: | ---: | ---: |',
        ...measured.map(
          (m) =>
            `| ${m.name} | ${m.route.toFixed(1)} ms | ${m.routeP90.toFixed(1)} ms | ${m.bare.toFixed(1)} ms | ${(m.route / m.bare).toFixed(2)} |`,
        ),
      ].join('\n'),
      'calendar',
    );
  } finally {
    await database.close();
    await stopChild(product.child);
  }
}

await runBench(main);
