import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { type Database, openDatabase } from '../../db/client';
import { buildTestApp } from '../../test/build-app';
import { databaseUrl } from '../../test/template';
import { seedAtStart } from '../start';
import { type HistorySummary, seedDemoHistory } from '.';

/*
 * The first start of a demo installation (issue 24): a database created from nothing and seeded as
 * server.ts seeds it (seed/start.ts: the demo network, then its history), read through the real API as
 * the student AUCE-0004, the Professor AUCE-0003 and the Gestor AUMT-0001. The history's dates count back
 * from NOW, so the figures below are exact. The tests' template never gets the history (it runs seedDemo alone).
 */

/** The day of the first start: a Wednesday; "this month" is October 2026, the next November. */
const NOW = new Date('2026-10-14T12:00:00-03:00');

let database: Database;
let app: FastifyInstance;
let uploadsDir: string;
let drop = async (): Promise<void> => {};
let summary: HistorySummary | null;
const tokens: Record<'student' | 'prof' | 'gestor', string> = { student: '', prof: '', gestor: '' };

/** A database created from nothing (migrations only): PGlite in memory, or a new database on TEST_DATABASE_URL's server. */
async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { database: await openDatabase({}), drop: async () => {} };
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    database: await openDatabase({ url: databaseUrl(serverUrl, name) }),
    drop: async () => {
      const again = new pg.Client({ connectionString: serverUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

beforeAll(async () => {
  ({ database, drop } = await freshDatabase());
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'portal-history-'));
  summary = await seedAtStart(database.db, { seedDemo: true, seedDemoHistory: true, uploadsDir }, NOW);
  app = await buildApp({
    db: database.db,
    databaseKind: database.kind,
    jwtSecret: randomBytes(32).toString('hex'),
    uploadsDir,
    brand: 'padrao',
    webDistDir: undefined,
    loginMaxFailures: 5,
    loginLockMinutes: 15,
    loginRatePerMinute: 10_000,
    cepProviderUrl: 'http://127.0.0.1:9/ws/{cep}/json/',
  });
  const signIn = async (username: string, password: string) => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
    expect(res.statusCode, res.body).toBe(202);
    return res.json<{ access_token: string }>().access_token;
  };
  tokens.student = await signIn('AUCE-0004', 'Aluno@2026');
  tokens.prof = await signIn('AUCE-0003', 'Prof@2026');
  tokens.gestor = await signIn('AUMT-0001', 'Gestor@2026');
}, 180_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  await drop();
  if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
});

async function call<T>(token: string, options: InjectOptions & { url: string }): Promise<T> {
  const res = await app.inject({ ...options, headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode, `${options.method} ${options.url}: ${res.body}`).toBe(200);
  return res.json<T>();
}
const get = <T>(token: string, url: string) => call<T>(token, { method: 'GET', url });
const post = <T>(token: string, url: string, payload: object) => call<T>(token, { method: 'POST', url, payload });

async function rows<T>(query: SQL): Promise<T[]> {
  // Both drivers answer `{ rows }` to a raw statement.
  const result = (await database.db.execute(query)) as { rows: T[] };
  return result.rows;
}

const OCTOBER = { dataInicio: '2026-10-01', dataFim: '2026-10-31' };
const NOVEMBER = { dataInicio: '2026-11-01', dataFim: '2026-11-30' };

interface Mark {
  datEvento: string;
  total: number;
  entregas: { nomAtividade: string; nomTurma: string }[];
}
type Page<T> = { items: T[]; total: number };
type Report<T> = Page<T> & { grafico: { rotulo: string; valor: number }[] };

/** The days of a month with events (how many) and due days (which activities), as the calendar draws them. */
const marks = async (token: string, month: { dataInicio: string; dataFim: string }) =>
  (await get<Mark[]>(token, `/api/cld_calendario?filtro=all&dataInicio=${month.dataInicio}&dataFim=${month.dataFim}`)).map((m) => [
    m.datEvento,
    m.total,
    m.entregas.map((e) => `${e.nomAtividade} (${e.nomTurma})`),
  ]);
const events = async (token: string) =>
  (
    await post<Page<{ dscTitulo: string }>>(token, '/api/cld_calendario/filtrar', {
      filtro: 'all',
      dataInicio: '2026-10-01',
      dataFim: '2026-11-30',
    })
  ).total;

const classId = async (name: string) =>
  (await rows<{ id: number }>(sql`select cod_bse_turma as id from bse_turma where nom_turma = ${name}`))[0]!.id;

/** The history's rows, table by table, and the news pictures stored. */
async function historyCounts() {
  const tables = [
    'bse_acesso',
    'trl_progresso',
    'trl_posicao',
    'trl_avaliacao_capitulo',
    'bse_atividade',
    'bse_atividade_turma',
    'bse_questao_resposta',
    'bse_nota',
    'bse_nota_historico',
    'cld_calendario',
    'bse_postagem',
    'frm_topico',
    'frm_postagem',
    'cht_mensagem',
    'cht_leitura',
  ];
  const counts: Record<string, number> = {};
  for (const table of tables) counts[table] = (await rows<{ n: number }>(sql.raw(`select count(*)::integer as n from ${table}`)))[0]!.n;
  counts.pictures = (await readdir(path.join(uploadsDir, 'noticias'))).length;
  return counts;
}

describe('the first start of a demo installation', () => {
  it('seeds the history after the demo network, once, and says what it wrote', () => {
    expect(summary).toEqual({
      signIns: 1493,
      progressRecords: 53,
      evaluationAnswers: 16,
      activities: 6,
      submissions: 24,
      grades: 60,
      events: 16,
      news: 6,
      topics: 7,
      forumPosts: 27,
      chatMessages: 110,
      ms: expect.any(Number),
    });
  });

  it('gives the student a calendar, activities, a to-do, the forum and the class’s chat', async () => {
    const student = tokens.student;
    expect(await marks(student, OCTOBER)).toEqual([
      ['2026-10-06', 0, ['Planetas rochosos e gasosos (6º Ano A)']],
      ['2026-10-16', 1, []],
      ['2026-10-19', 1, ['As plantas e a luz do Sol (6º Ano A)']],
      ['2026-10-26', 1, []],
    ]);
    expect(await marks(student, NOVEMBER)).toEqual([
      ['2026-11-03', 1, []],
      ['2026-11-16', 1, []],
      ['2026-11-23', 1, []],
    ]);
    expect(await events(student)).toBe(6);

    type Activity = {
      nomAtividade: string;
      datResposta: string | null;
      somaNota: number | null;
      datEntrega: string | null;
      atrasada: boolean;
    };
    const activities = await get<Activity[]>(student, `/api/bse_atividade_turma/ativas/${await classId('6º Ano A')}`);
    expect(activities.map((a) => [a.nomAtividade, a.datEntrega, a.datResposta !== null, a.somaNota, a.atrasada])).toEqual([
      ['Sistema Solar: planetas e estrelas', null, false, null, false],
      ['A Lua e as estrelas', '2026-09-18', true, 23, false],
      ['Planetas rochosos e gasosos', '2026-10-06', true, 27, false],
      ['As plantas e a luz do Sol', '2026-10-19', false, null, false],
    ]);
    const todo = await get<{ atividades: { nomAtividade: string }[]; proximoConteudo: { titulo: string } | null }>(
      student,
      '/api/home/pendencias',
    );
    expect(todo.atividades.map((a) => a.nomAtividade)).toEqual(['As plantas e a luz do Sol', 'Sistema Solar: planetas e estrelas']);
    expect(todo.proximoConteudo?.titulo).toBe('Quiz: quem produz alimento?');

    // The forum: the topics of the student's school (Aurora) in three rooms, none of Horizonte's.
    const topics = async (room: number) =>
      (await get<Page<{ txtTopico: string; quantidadeRespostas: number }>>(student, `/api/frm_topico/topicosDaSala/${room}`)).items.map(
        (t) => [t.txtTopico, t.quantidadeRespostas],
      );
    expect(await topics(1)).toEqual([['Dicas de livros', 5]]);
    expect(await topics(2)).toEqual([['Desafio da semana: frações', 5]]);
    expect(await topics(3)).toEqual([]);
    expect(await topics(4)).toEqual([
      ['Feira de Ciências: ideias de projetos', 4],
      ['Biblioteca aberta no intervalo da tarde', 2],
    ]);

    type Room = { codChtSala: number; nomSala: string; naoLidas: number; ultimaMensagem: string | null };
    const rooms = await get<Room[]>(student, '/api/cht_usuario_sala/listarSalas/x');
    expect(rooms.map((r) => [r.nomSala, r.naoLidas])).toEqual([['6º Ano A', 2]]);
    const messages = await get<{ datCriacao: string }[]>(
      student,
      `/api/cht_mensagem/listarMinhasMensagens/x?codChtSala=${rooms[0]!.codChtSala}`,
    );
    // A page of the newest 30 of the week's 38, oldest first.
    expect(messages).toHaveLength(30);
    expect(messages.map((m) => m.datCriacao)).toEqual(messages.map((m) => m.datCriacao).sort());
  });

  it('gives the Professor the news with their pictures, the gradebooks, the chat rooms and the calendar', async () => {
    const prof = tokens.prof;
    const news = await get<Page<{ codBsePostagem: number; ctgPostagem: string; dscPostagem: string }>>(prof, '/api/bse_postagem');
    expect(news.items.map((n) => n.dscPostagem)).toEqual([
      'Feira de Ciências 2026: inscrições abertas',
      'Jogos escolares: medalhas para a Escola Horizonte',
      'Horta escolar: a primeira colheita',
      'Turmas do 6º ano visitam o planetário',
      'Semana da leitura nas escolas da rede',
      'Formação de professores: jogos na trilha de aprendizagem',
    ]);
    for (const item of news.items) {
      const post = await get<{ txtPostagem: string }>(prof, `/api/bse_postagem/${item.codBsePostagem}`);
      const src = /<img src="(\/uploads\/noticias\/[0-9a-f]{32}\.jpg)" alt="[^"]+"/.exec(post.txtPostagem)?.[1];
      expect(src, post.txtPostagem).toBeDefined();
      const picture = await app.inject({ method: 'GET', url: src! });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe('image/jpeg');
    }
    // The news search finds a post by its creator and year, as the service's own posts.
    expect((await get<Page<unknown>>(prof, '/api/bse_postagem?q=horta')).total).toBe(1);
    expect((await get<Page<unknown>>(prof, '/api/bse_postagem?q=administrador')).total).toBe(6);

    type Gradebook = {
      atividades: { nomAtividade: string; datEntrega: string | null }[];
      alunos: {
        cstLogin: string;
        progresso: { concluidos: number; total: number; estrelas: number };
        atividades: { nota: number | null; entregue: boolean; atrasada: boolean }[];
      }[];
    };
    const cell = (c: Gradebook['alunos'][number]['atividades'][number]) =>
      !c.entregue ? '-' : `${c.nota ?? 'a corrigir'}${c.atrasada ? ' (atrasada)' : ''}`;
    const sixA = await get<Gradebook>(prof, `/api/turma/${await classId('6º Ano A')}/boletim`);
    expect(sixA.atividades.map((a) => [a.nomAtividade, a.datEntrega])).toEqual([
      ['Sistema Solar: planetas e estrelas', null],
      ['A Lua e as estrelas', '2026-09-18'],
      ['Planetas rochosos e gasosos', '2026-10-06'],
      ['As plantas e a luz do Sol', '2026-10-19'],
    ]);
    expect(
      sixA.alunos.map((s) => [
        s.cstLogin,
        `${s.progresso.concluidos}/${s.progresso.total}`,
        s.progresso.estrelas,
        ...s.atividades.map(cell),
      ]),
    ).toEqual([
      ['AUCE-0004', '11/18', 10, '-', '23', '27', '-'],
      ['AUCE-0006', '18/18', 28, '-', '9', 'a corrigir', 'a corrigir'],
      ['AUCE-0007', '14/18', 21, '-', '4 (atrasada)', '-', '-'],
      ['AUCE-0008', '6/18', 3, '-', '3.5', 'a corrigir (atrasada)', 'a corrigir'],
      ['AUCE-0009', '3/18', 0, '-', '9.5', '27.5', '-'],
      ['AUCE-0005', '0/18', 0, '-', '-', '-', '-'],
    ]);
    const sixB = await get<Gradebook>(prof, `/api/turma/${await classId('6º Ano B')}/boletim`);
    expect(sixB.atividades.map((a) => [a.nomAtividade, a.datEntrega])).toEqual([
      ['Planetas rochosos e gasosos', '2026-10-09'],
      ['Seres vivos e não vivos', '2026-09-25'],
    ]);
    expect(sixB.alunos.map((s) => [s.cstLogin, ...s.atividades.map(cell)])).toEqual([
      ['AUCE-0010', '18', '20'],
      ['AUCE-0011', 'a corrigir', '30 (atrasada)'],
      ['AUCE-0012', 'a corrigir', '20'],
      ['AUCE-0013', '3', '-'],
    ]);

    const rooms = await get<{ nomSala: string; naoLidas: number }[]>(prof, '/api/cht_usuario_sala/listarSalas/x');
    expect(rooms.map((r) => [r.nomSala, r.naoLidas])).toEqual([
      ['6º Ano B', 3],
      ['6º Ano A', 2],
      ['Equipe - Unidade Centro', 2],
    ]);
    expect(await events(prof)).toBe(9);
  });

  it('gives the Gestor every report of the school, and the forum and the calendar', async () => {
    const gestor = tokens.gestor;
    const report = <T>(name: string, filter: object = {}) => post<Report<T>>(gestor, `/api/rel_relatorio/${name}`, filter);
    expect(await post(gestor, '/api/rel_relatorio/filtrarQuantidadeGestor', {})).toEqual({
      total_escolas: 1,
      total_unidades: 1,
      total_turmas: 2,
      total_alunos: 10,
    });
    expect((await report('filtrarQuantidadeNames')).total).toBe(2);

    // The sign-ins of the history's 90 days (the days before NOW; the test's own sign-ins are today's).
    const accesses = await report<{ nome_usuario: string; acessos: number }>('filtrarAcessos', {
      dataInicio: '2026-07-01',
      dataFim: '2026-10-13',
    });
    expect(accesses.total).toBe(13);
    expect(accesses.items.map((i) => [i.nome_usuario, i.acessos])).toEqual([
      ['Alice Aluna', 60],
      ['Beatriz Souza', 68],
      ['Caio Lima', 58],
      ['Carla Coordenadora', 76],
      ['Daniel Diretor', 75],
    ]);
    expect(accesses.grafico).toHaveLength(64);
    expect(accesses.grafico.reduce((sum, p) => sum + p.valor, 0)).toBe(873);

    const grades = await report('filtrarNotas');
    expect(grades.total).toBe(18);
    expect(grades.grafico).toEqual([
      { rotulo: 'A Lua e as estrelas', valor: 9.8 },
      { rotulo: 'Planetas rochosos e gasosos', valor: 18.9 },
      { rotulo: 'Seres vivos e não vivos', valor: 23.3 },
    ]);
    const progress = await report('filtrar');
    expect(progress.total).toBe(4);
    expect(progress.grafico).toEqual([
      { rotulo: 'O Sistema Solar', valor: 3 },
      { rotulo: 'Os Seres Vivos', valor: 1 },
    ]);
    const evaluations = await report('filtrarAvaliacaoTrilha');
    expect(evaluations.total).toBe(16);
    expect(evaluations.grafico.map((p) => p.rotulo)).toEqual(['1', '2', '3', '4']);

    expect((await get<Page<unknown>>(gestor, '/api/frm_topico/topicosDaSala/4')).total).toBe(2);
    expect(await marks(gestor, OCTOBER)).toEqual([['2026-10-26', 1, []]]);
    expect(await events(gestor)).toBe(3);
  });

  it('runs once: a second start, or a second call, adds nothing', async () => {
    const before = await historyCounts();
    expect(before).toMatchObject({ bse_atividade: 7, cld_calendario: 16, bse_postagem: 6, pictures: 6, cht_mensagem: 110 });
    expect(await seedAtStart(database.db, { seedDemo: true, seedDemoHistory: true, uploadsDir }, NOW)).toBeNull();
    expect(await seedDemoHistory(database.db, uploadsDir, NOW)).toBeNull();
    expect(await historyCounts()).toEqual(before);
  });
});

describe('SEED_DEMO_HISTORY=false (the browser tests, the benches)', () => {
  it('seeds the demo network alone on the first start', async () => {
    const fresh = await freshDatabase();
    const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-history-off-'));
    try {
      expect(await seedAtStart(fresh.database.db, { seedDemo: true, seedDemoHistory: false, uploadsDir: dir }, NOW)).toBeNull();
      const result = (await fresh.database.db.execute(
        sql`select (select count(*) from bse_usuario)::integer as users, (select count(*) from bse_atividade)::integer as activities,
          (select count(*) from cld_calendario)::integer as events, (select count(*) from bse_acesso)::integer as accesses`,
      )) as { rows: Record<string, number>[] };
      expect(result.rows[0]).toEqual({ users: 24, activities: 1, events: 0, accesses: 0 });
    } finally {
      await fresh.database.close();
      await fresh.drop();
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('the tests’ template', () => {
  it('has the demo network without its history', async () => {
    const t = await buildTestApp();
    try {
      const [row] = await t.rows<Record<string, number>>(
        sql`select (select count(*) from bse_atividade)::integer as activities, (select count(*) from cld_calendario)::integer as events,
          (select count(*) from bse_postagem)::integer as news, (select count(*) from cht_mensagem)::integer as messages,
          (select count(*) from trl_progresso)::integer as progress`,
      );
      expect(row).toEqual({ activities: 1, events: 0, news: 0, messages: 0, progress: 0 });
    } finally {
      await t.close();
    }
  });
});
