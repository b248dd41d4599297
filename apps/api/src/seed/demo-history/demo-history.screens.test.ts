import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FirstStart, firstStart } from './demo-history.fixtures';

/*
 * The first start of a demo installation (demo-history.fixtures.ts) read through the real API as the student
 * AUCE-0004, the Professor AUCE-0003 and the Gestor AUMT-0001. The history's dates count back from NOW, so the
 * figures below are exact.
 */

let start: FirstStart;
let app: FastifyInstance;
const tokens: Record<'student' | 'prof' | 'gestor', string> = { student: '', prof: '', gestor: '' };

beforeAll(async () => {
  start = await firstStart();
  app = start.app;
  const signIn = async (username: string, password: string) => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
    expect(res.statusCode, res.body).toBe(202);
    return res.json<{ access_token: string }>().access_token;
  };
  tokens.student = await signIn('AUCE-0004', 'Aluno@2026');
  tokens.prof = await signIn('AUCE-0003', 'Prof@2026');
  tokens.gestor = await signIn('AUMT-0001', 'Gestor@2026');
}, 180_000);

afterAll(() => start?.close());

async function call<T>(token: string, options: InjectOptions & { url: string }): Promise<T> {
  const res = await app.inject({ ...options, headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode, `${options.method} ${options.url}: ${res.body}`).toBe(200);
  return res.json<T>();
}
const get = <T>(token: string, url: string) => call<T>(token, { method: 'GET', url });
const post = <T>(token: string, url: string, payload: object) => call<T>(token, { method: 'POST', url, payload });

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
  (await start.rows<{ id: number }>(sql`select cod_bse_turma as id from bse_turma where nom_turma = ${name}`))[0]!.id;

describe('the first start of a demo installation', () => {
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

  it('gives the student their attendance and the Gestor the students under the 75% rule', async () => {
    const own = await get<{ percentual: number; dias: number; faltas: number; ausencias: unknown[] }>(
      tokens.student,
      '/api/bse_frequencia/minha',
    );
    expect(own.dias).toBeGreaterThan(30);
    expect(own.percentual).toBeGreaterThanOrEqual(90);
    expect(own.ausencias).toHaveLength(own.faltas);
    const watch = await get<{ abaixo: number; alerta: number; alunos: { percentual: number; nomTurma: string | null }[] }>(
      tokens.gestor,
      '/api/bse_frequencia/alerta',
    );
    expect(watch.abaixo).toBeGreaterThanOrEqual(1);
    expect(watch.alunos.length).toBeGreaterThanOrEqual(2);
    expect(watch.alunos.every((s) => s.percentual < 80 && s.nomTurma !== null)).toBe(true);
  });
});
