import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp, signInDemo } from '../../test/build-app';

/*
 * The documents' `GET /cld_calendario` (3-reports §7 "Calendar", no query): the caller's events (§3
 * "Calendar event"), a page, by the profile's default filter; the screen's `?filtro=&dataInicio=&dataFim=`
 * still answers the month's marks.
 */

let t: TestApp;
let u: Record<'master' | 'prof' | 'aluno' | 'alunoHo' | 'gestorHo', string>;
let classA: number;

beforeAll(async () => {
  t = await buildTestApp();
  u = await signInDemo(t, { master: 'REMT-0001', prof: 'AUCE-0003', aluno: 'AUCE-0004', alunoHo: 'HOSU-0003', gestorHo: 'HOMT-0001' });
  classA = (await t.rows<{ id: number }>(sql`select cod_bse_turma as id from bse_turma where nom_turma = '6º Ano A'`))[0]!.id;
});
afterAll(() => t.close());

type Event = { codCldCalendario: number; dscTitulo: string; datEvento: string; proprio: boolean } & Record<string, unknown>;
type EventPage = { items: Event[]; total: number; page: number; pageSize: number };

async function create(token: string, body: Record<string, unknown>): Promise<void> {
  const res = await t.as(token, {
    method: 'POST',
    url: '/api/cld_calendario',
    payload: { hexCorEvento: '#86c879', indPrivado: 'N', ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
}

/** Every event the documented call answers, page by page. */
async function documented(token: string, query = ''): Promise<EventPage & { all: Event[] }> {
  const all: Event[] = [];
  let first: EventPage | undefined;
  for (let page = 1; ; page++) {
    const res = await t.as(token, { method: 'GET', url: `/api/cld_calendario?pageSize=100&page=${page}${query}` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<EventPage>();
    first ??= body;
    all.push(...body.items);
    if (all.length >= body.total || body.items.length === 0) break;
  }
  return { ...first, all };
}

const EVENT_FIELDS = [
  'codCldCalendario',
  'dscTitulo',
  'hexCorEvento',
  'datEvento',
  'indPrivado',
  'codBseTurma',
  'perfis',
  'codUsuarioCriacao',
  'nomUsuario',
  'cstLogin',
  'loginOwner',
];

describe('GET /api/cld_calendario without a query (the documents’ call)', () => {
  beforeAll(async () => {
    await create(u.prof, { dscTitulo: 'Doc: prova da turma', datEvento: '2031-03-10', codBseTurma: classA, perfis: [6] });
    await create(u.prof, { dscTitulo: 'Doc: lembrete privado', datEvento: '2031-03-11', codBseTurma: classA, indPrivado: 'S', perfis: [] });
    await create(u.gestorHo, { dscTitulo: 'Doc: reunião Horizonte', datEvento: '2031-03-12', perfis: [5, 6] });
    await create(u.master, { dscTitulo: 'Doc: feriado da rede', datEvento: '2031-03-13', perfis: [2, 3, 4, 5, 6] });
  });

  it('answers a page of the events the caller sees, with §3’s fields, by day', async () => {
    const res = await t.as(u.prof, { method: 'GET', url: '/api/cld_calendario' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ page: 1, pageSize: 10, total: expect.any(Number) });
    const aluno = await documented(u.aluno);
    const titles = aluno.all.map((e) => e.dscTitulo).filter((title) => title.startsWith('Doc:'));
    expect(titles).toEqual(['Doc: prova da turma', 'Doc: feriado da rede']);
    for (const event of aluno.all) expect(Object.keys(event)).toEqual(expect.arrayContaining(EVENT_FIELDS));
    const days = aluno.all.map((e) => e.datEvento);
    expect(days).toEqual([...days].sort());
    // The same events as the screen's list over every day, by the same default filter ('all').
    const listed = await t.as(u.aluno, {
      method: 'POST',
      url: '/api/cld_calendario/filtrar',
      payload: { filtro: 'all', dataInicio: '1900-01-01', dataFim: '2999-12-31' },
    });
    expect(listed.json<{ total: number }>().total).toBe(aluno.total);
  });

  it('keeps each caller to what they see: their private events theirs, another unit’s out, the Master’s own by default', async () => {
    const prof = (await documented(u.prof)).all.map((e) => e.dscTitulo);
    expect(prof).toEqual(expect.arrayContaining(['Doc: prova da turma', 'Doc: lembrete privado', 'Doc: feriado da rede']));
    expect(prof).not.toContain('Doc: reunião Horizonte');
    const ho = (await documented(u.alunoHo)).all.map((e) => e.dscTitulo);
    expect(ho).toEqual(expect.arrayContaining(['Doc: reunião Horizonte', 'Doc: feriado da rede']));
    expect(ho).not.toContain('Doc: prova da turma');
    expect(ho).not.toContain('Doc: lembrete privado');
    const master = (await documented(u.master)).all;
    expect(master.map((e) => e.dscTitulo)).toContain('Doc: feriado da rede');
    expect(master.every((e) => e.proprio)).toBe(true);
    // A filter of §6 may be given; one the profile does not have is refused in Portuguese.
    expect((await documented(u.prof, '&filtro=my')).all.every((e) => e.proprio)).toBe(true);
    const refused = await t.as(u.master, { method: 'GET', url: '/api/cld_calendario?filtro=all' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ fields: { filtro: 'Filtro inválido para o seu perfil.' } });
  });

  it('still answers the screen’s query with the month’s marks, and asks for the rest of it when only part is given', async () => {
    const marks = await t.as(u.aluno, { method: 'GET', url: '/api/cld_calendario?filtro=all&dataInicio=2031-03-01&dataFim=2031-03-31' });
    expect(marks.statusCode, marks.body).toBe(200);
    expect(marks.json()).toEqual([
      expect.objectContaining({
        datEvento: '2031-03-10',
        total: 1,
        eventos: [expect.objectContaining({ dscTitulo: 'Doc: prova da turma' })],
      }),
      expect.objectContaining({
        datEvento: '2031-03-13',
        total: 1,
        eventos: [expect.objectContaining({ dscTitulo: 'Doc: feriado da rede' })],
      }),
    ]);
    const partial = await t.as(u.aluno, { method: 'GET', url: '/api/cld_calendario?dataInicio=2031-03-01' });
    expect(partial.statusCode).toBe(400);
    expect(partial.json()).toMatchObject({ fields: { filtro: 'Filtro inválido para o seu perfil.', dataFim: 'Data inválida.' } });
    const backwards = await t.as(u.aluno, {
      method: 'GET',
      url: '/api/cld_calendario?filtro=all&dataInicio=2031-03-31&dataFim=2031-03-01',
    });
    expect(backwards.statusCode).toBe(400);
    expect(Object.keys(backwards.json<{ fields: object }>().fields)).toEqual(['dataFim']);
    expect((await t.as(u.aluno, { method: 'GET', url: '/api/cld_calendario?pageSize=500' })).statusCode).toBe(400);
  });
});
