import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp, signInDemo } from '../../test/build-app';

/*
 * The calendar's rules (DECISIONS.md "Scoping rules"): who sees a private and a public event, the filter
 * of §6, owner-only changes, the form's messages. Each test works in a month of its own, so the events
 * of the others never enter its lists.
 */

let t: TestApp;
let u: Record<'master' | 'gestor' | 'diretor' | 'prof' | 'aluno' | 'gestorHo' | 'profHo' | 'alunoHo' | 'assistente', string>;
let classA: number;
let classHo: number;

beforeAll(async () => {
  t = await buildTestApp();
  u = await signInDemo(t, {
    master: 'REMT-0001',
    gestor: 'AUMT-0001',
    diretor: 'AUCE-0001',
    prof: 'AUCE-0003',
    aluno: 'AUCE-0004',
    gestorHo: 'HOMT-0001',
    profHo: 'HOSU-0002',
    alunoHo: 'HOSU-0003',
    assistente: 'REMT-0002',
  });
  const id = async (name: string) =>
    (await t.rows<{ id: number }>(sql`select cod_bse_turma as id from bse_turma where nom_turma = ${name}`))[0]!.id;
  classA = await id('6º Ano A');
  classHo = await id('7º Ano A');
});
afterAll(() => t.close());

type Event = {
  codCldCalendario: number;
  dscTitulo: string;
  proprio: boolean;
  nomUsuario: string;
  cstLogin: string;
  loginOwner: string;
  codBseTurma: number | null;
};

async function create(token: string, body: Record<string, unknown>): Promise<Event> {
  const res = await t.as(token, {
    method: 'POST',
    url: '/api/cld_calendario',
    payload: { hexCorEvento: '#86c879', indPrivado: 'N', ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Event>();
}

/** The titles a user's list shows for a month and a filter (every page). */
async function titles(token: string, month: string, filtro = 'all'): Promise<string[]> {
  const res = await t.as(token, {
    method: 'POST',
    url: '/api/cld_calendario/filtrar',
    payload: { filtro, dataInicio: `${month}-01`, dataFim: `${month}-28` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: Event[] }>().items.map((e) => e.dscTitulo);
}

describe('who sees an event', () => {
  it('a private event only its creator; a public one the named profiles inside the creator’s scope', async () => {
    const month = '2027-01';
    await create(u.prof, { dscTitulo: 'Prova da turma', datEvento: `${month}-10`, codBseTurma: classA, perfis: [6] });
    await create(u.prof, {
      dscTitulo: 'Lembrete do professor',
      datEvento: `${month}-10`,
      codBseTurma: classA,
      indPrivado: 'S',
      perfis: [6],
    });
    await create(u.gestorHo, { dscTitulo: 'Reunião Horizonte', datEvento: `${month}-11`, perfis: [5, 6] });
    await create(u.master, { dscTitulo: 'Feriado da rede', datEvento: `${month}-12`, perfis: [2, 3, 4, 5, 6] });
    await create(u.diretor, { dscTitulo: 'Conselho de classe', datEvento: `${month}-13`, perfis: [4, 5] });

    expect(await titles(u.aluno, month)).toEqual(['Prova da turma', 'Feriado da rede']);
    expect(await titles(u.alunoHo, month)).toEqual(['Reunião Horizonte', 'Feriado da rede']);
    expect(await titles(u.profHo, month)).toEqual(['Reunião Horizonte', 'Feriado da rede']);
    expect(await titles(u.prof, month)).toEqual(['Lembrete do professor', 'Prova da turma', 'Feriado da rede', 'Conselho de classe']);
    // The Diretor is not in the class nor among its viewers; the Gestor of Aurora not in Horizonte.
    expect(await titles(u.diretor, month)).toEqual(['Feriado da rede', 'Conselho de classe']);
    expect(await titles(u.gestor, month)).toEqual(['Feriado da rede']);
    expect(await titles(u.master, month, 'my')).toEqual(['Feriado da rede']);
  });

  it('answers 404 for an event out of sight, by id, by day and in the month’s marks', async () => {
    const month = '2027-02';
    const secret = await create(u.prof, { dscTitulo: 'Só meu', datEvento: `${month}-03`, codBseTurma: classA, indPrivado: 'S' });
    const classEvent = await create(u.prof, {
      dscTitulo: 'Passeio',
      datEvento: `${month}-03`,
      codBseTurma: classA,
      perfis: [6],
      hexCorEvento: '#f64c60',
    });
    for (const token of [u.alunoHo, u.gestor]) {
      expect((await t.as(token, { method: 'GET', url: `/api/cld_calendario/${classEvent.codCldCalendario}` })).statusCode).toBe(404);
    }
    expect((await t.as(u.aluno, { method: 'GET', url: `/api/cld_calendario/${secret.codCldCalendario}` })).statusCode).toBe(404);
    const seen = await t.as(u.aluno, { method: 'GET', url: `/api/cld_calendario/${classEvent.codCldCalendario}` });
    expect(seen.json()).toMatchObject({
      dscTitulo: 'Passeio',
      proprio: false,
      nomUsuario: 'Paulo Professor',
      cstLogin: 'AUCE-0003',
      nomTurma: '6º Ano A',
    });

    const day = await t.as(u.aluno, {
      method: 'POST',
      url: '/api/cld_calendario/getEventosCalendarioDoDia',
      payload: { data: `${month}-03`, filtro: 'all' },
    });
    expect(day.json<Event[]>().map((e) => e.dscTitulo)).toEqual(['Passeio']);
    const marks = await t.as(u.prof, { method: 'GET', url: `/api/cld_calendario?filtro=my&dataInicio=${month}-01&dataFim=${month}-28` });
    expect(marks.json()).toEqual([
      {
        datEvento: `${month}-03`,
        cores: ['#86c879', '#f64c60'],
        total: 2,
        eventos: [
          { codCldCalendario: classEvent.codCldCalendario, dscTitulo: 'Passeio', hexCorEvento: '#f64c60' },
          { codCldCalendario: secret.codCldCalendario, dscTitulo: 'Só meu', hexCorEvento: '#86c879' },
        ],
        entregas: [],
      },
    ]);
    const studentMarks = await t.as(u.alunoHo, {
      method: 'GET',
      url: `/api/cld_calendario?filtro=all&dataInicio=${month}-01&dataFim=${month}-28`,
    });
    expect(studentMarks.json()).toEqual([]);
  });
});

describe('the month’s marks', () => {
  it('name each day’s first three events by title among those the viewer sees, and count them all', async () => {
    const month = '2027-06';
    for (const [dscTitulo, hexCorEvento] of [
      ['Excursão', '#00baf2'],
      ['Bingo', '#f64c60'],
      ['Dia da família', '#86c879'],
      ['Apresentação', '#00baf2'],
    ]) {
      await create(u.prof, { dscTitulo, hexCorEvento, datEvento: `${month}-08`, codBseTurma: classA, perfis: [6] });
    }
    // The Professor's own private event is not the student's.
    await create(u.prof, { dscTitulo: 'Aaa particular', datEvento: `${month}-08`, codBseTurma: classA, indPrivado: 'S' });
    await create(u.prof, { dscTitulo: 'Feira', datEvento: `${month}-21`, codBseTurma: classA, perfis: [6] });
    const marks = await t.as(u.aluno, { method: 'GET', url: `/api/cld_calendario?filtro=all&dataInicio=${month}-01&dataFim=${month}-30` });
    expect(marks.statusCode, marks.body).toBe(200);
    type Mark = { datEvento: string; total: number; eventos: { dscTitulo: string; hexCorEvento: string }[] };
    expect(marks.json<Mark[]>().map((m) => [m.datEvento, m.total, m.eventos.map((e) => `${e.dscTitulo} ${e.hexCorEvento}`)])).toEqual([
      [`${month}-08`, 4, ['Apresentação #00baf2', 'Bingo #f64c60', 'Dia da família #86c879']],
      [`${month}-21`, 1, ['Feira #86c879']],
    ]);
    const own = await t.as(u.prof, { method: 'GET', url: `/api/cld_calendario?filtro=my&dataInicio=${month}-01&dataFim=${month}-30` });
    expect(own.json<Mark[]>()[0]).toMatchObject({ total: 5, eventos: [{ dscTitulo: 'Aaa particular' }, {}, {}] });
  });
});

describe('the filter of §6', () => {
  it('offers each profile its options: by the creator’s profile, 9 a page', async () => {
    const month = '2027-03';
    for (let day = 1; day <= 10; day++) {
      await create(u.master, {
        dscTitulo: `Aviso ${String(day).padStart(2, '0')}`,
        datEvento: `${month}-${String(day).padStart(2, '0')}`,
        perfis: [6],
      });
    }
    await create(u.prof, { dscTitulo: 'Do professor', datEvento: `${month}-15`, codBseTurma: classA, perfis: [6] });
    await create(u.aluno, { dscTitulo: 'Aniversário', datEvento: `${month}-16`, perfis: [6] });

    const first = await t.as(u.aluno, {
      method: 'POST',
      url: '/api/cld_calendario/filtrar',
      payload: { filtro: '1', dataInicio: `${month}-01`, dataFim: `${month}-28` },
    });
    expect(first.json()).toMatchObject({ total: 10, page: 1, pageSize: 9 });
    expect(first.json<{ items: Event[] }>().items).toHaveLength(9);
    const second = await t.as(u.aluno, {
      method: 'POST',
      url: '/api/cld_calendario/filtrar?page=2',
      payload: { filtro: '1', dataInicio: `${month}-01`, dataFim: `${month}-28` },
    });
    expect(second.json<{ items: Event[] }>().items.map((e) => e.dscTitulo)).toEqual(['Aviso 10']);
    expect(await titles(u.aluno, month, '5')).toEqual(['Do professor']);
    expect(await titles(u.aluno, month, 'my')).toEqual(['Aniversário']);
    // A student's public event belongs to their class: the classmates' Professor... is not a student.
    expect(await titles(u.prof, month, 'all')).toContain('Do professor');
    expect(await titles(u.prof, month, 'all')).not.toContain('Aniversário');

    for (const [token, filtro] of [
      [u.master, 'all'],
      [u.master, '1'],
      [u.gestor, '2'],
      [u.prof, '5'],
    ] as const) {
      const res = await t.as(token, {
        method: 'POST',
        url: '/api/cld_calendario/filtrar',
        payload: { filtro, dataInicio: `${month}-01`, dataFim: `${month}-28` },
      });
      expect(res.statusCode, `${filtro}`).toBe(400);
      expect(res.json()).toMatchObject({ fields: { filtro: 'Filtro inválido para o seu perfil.' } });
    }
  });
});

describe('changes', () => {
  it('only the creator edits or deletes: the others who see it get Não foi você que criou., nothing changes', async () => {
    const month = '2027-04';
    const event = await create(u.prof, { dscTitulo: 'Feira de ciências', datEvento: `${month}-05`, codBseTurma: classA, perfis: [6] });
    const body = {
      dscTitulo: 'Mudado',
      hexCorEvento: '#333333',
      datEvento: `${month}-06`,
      indPrivado: 'N',
      codBseTurma: classA,
      perfis: [6],
    };
    const put = (token: string) => t.as(token, { method: 'PUT', url: `/api/cld_calendario/${event.codCldCalendario}`, payload: body });
    const del = (token: string) => t.as(token, { method: 'DELETE', url: `/api/cld_calendario/${event.codCldCalendario}` });
    for (const res of [await put(u.aluno), await del(u.aluno)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: 'Não foi você que criou.' });
    }
    expect((await put(u.alunoHo)).statusCode).toBe(404);
    expect(await titles(u.aluno, month)).toEqual(['Feira de ciências']);

    const changed = await put(u.prof);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ dscTitulo: 'Mudado', hexCorEvento: '#333333', datEvento: `${month}-06`, proprio: true });
    // Made private: the student no longer sees it.
    expect(
      (
        await t.as(u.prof, { method: 'PUT', url: `/api/cld_calendario/${event.codCldCalendario}`, payload: { ...body, indPrivado: 'S' } })
      ).json(),
    ).toMatchObject({
      perfis: [],
    });
    expect(await titles(u.aluno, month)).toEqual([]);
    expect((await del(u.prof)).statusCode).toBe(200);
    expect(await titles(u.prof, month, 'my')).toEqual([]);
  });

  it('answers the form’s messages, field by field', async () => {
    const post = (token: string, body: Record<string, unknown>) =>
      t.as(token, {
        method: 'POST',
        url: '/api/cld_calendario',
        payload: { dscTitulo: 'X', hexCorEvento: '#86c879', datEvento: '2027-05-01', indPrivado: 'N', perfis: [6], ...body },
      });
    const fields = async (token: string, body: Record<string, unknown>) => {
      const res = await post(token, body);
      expect(res.statusCode, res.body).toBe(400);
      return res.json<{ fields: Record<string, string> }>().fields;
    };
    expect(await fields(u.master, { dscTitulo: '   ' })).toEqual({ dscTitulo: 'Favor preencher todos os campos.' });
    expect(await fields(u.master, { hexCorEvento: '#123456' })).toEqual({ hexCorEvento: 'Favor preencher todos os campos.' });
    expect(await fields(u.master, { perfis: [] })).toEqual({ perfis: 'Favor preencher todos os campos.' });
    expect(await fields(u.master, { perfis: [7] })).toMatchObject({ 'perfis.0': 'Perfil de visualização inválido.' });
    expect(await fields(u.master, { datEvento: '2027-02-30' })).toEqual({ datEvento: 'Data inválida.' });
    expect(await fields(u.master, { dscTitulo: 'x'.repeat(101) })).toEqual({
      dscTitulo: 'O título do evento pode ter no máximo 100 caracteres.',
    });
    expect(await fields(u.prof, {})).toEqual({ codBseTurma: 'Favor preencher todos os campos.' });
    expect(await fields(u.prof, { codBseTurma: classHo })).toEqual({ codBseTurma: 'Escolha uma das suas turmas.' });
    // A private event needs no viewer; the Assistente has no calendar.
    expect((await post(u.master, { indPrivado: 'S', perfis: [] })).statusCode).toBe(201);
    expect((await post(u.assistente, {})).statusCode).toBe(403);
    expect(await t.rows(sql`select count(*)::int as n from cld_calendario where dsc_titulo = 'X' and dat_evento = '2027-05-01'`)).toEqual([
      { n: 1 },
    ]);

    // Viewers from the creator's own level down, as perfisCalendario offers them.
    expect(await fields(u.prof, { codBseTurma: classA, perfis: [3, 6] })).toEqual({ perfis: 'Perfil de visualização inválido.' });
  });
});

describe('the owner’s login (3-reports §3 "Calendar event", issue 25)', () => {
  it('is loginOwner on the five calls that answer events: the creator’s login, whoever asks', async () => {
    const month = '2027-08';
    const owned = { loginOwner: 'AUCE-0003', cstLogin: 'AUCE-0003' };
    const body = { dscTitulo: 'Reunião de pais', datEvento: `${month}-08`, codBseTurma: classA, perfis: [6] };
    const made = await create(u.prof, body);
    expect(made).toMatchObject({ ...owned, proprio: true });
    const id = made.codCldCalendario;

    const changed = await t.as(u.prof, {
      method: 'PUT',
      url: `/api/cld_calendario/${id}`,
      payload: { ...body, dscTitulo: 'Reunião de pais e mestres', hexCorEvento: '#00baf2', indPrivado: 'N' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ ...owned, dscTitulo: 'Reunião de pais e mestres' });

    // The student sees the teacher's login as the owner's: their fields stay read-only on the screen.
    const one = await t.as(u.aluno, { method: 'GET', url: `/api/cld_calendario/${id}` });
    expect(one.json()).toMatchObject({ ...owned, proprio: false });
    const day = await t.as(u.aluno, {
      method: 'POST',
      url: '/api/cld_calendario/getEventosCalendarioDoDia',
      payload: { data: `${month}-08`, filtro: 'all' },
    });
    expect(day.json<Event[]>()).toEqual([expect.objectContaining({ codCldCalendario: id, ...owned })]);
    const page = await t.as(u.aluno, {
      method: 'POST',
      url: '/api/cld_calendario/filtrar',
      payload: { filtro: 'all', dataInicio: `${month}-01`, dataFim: `${month}-28` },
    });
    expect(page.json<{ items: Event[] }>().items).toEqual([expect.objectContaining({ codCldCalendario: id, ...owned })]);

    // The rules stand on these calls: the Assistente 403, another school 404, a student cannot change it (403).
    expect((await t.as(u.assistente, { method: 'GET', url: `/api/cld_calendario/${id}` })).statusCode).toBe(403);
    expect((await t.as(u.alunoHo, { method: 'GET', url: `/api/cld_calendario/${id}` })).statusCode).toBe(404);
    const refused = await t.as(u.aluno, {
      method: 'PUT',
      url: `/api/cld_calendario/${id}`,
      payload: { ...body, hexCorEvento: '#333333', indPrivado: 'N' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'Não foi você que criou.' });
    const bad = await t.as(u.prof, {
      method: 'PUT',
      url: `/api/cld_calendario/${id}`,
      payload: { ...body, hexCorEvento: '#123456', indPrivado: 'N' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { hexCorEvento: 'Favor preencher todos os campos.' } });
  });
});
