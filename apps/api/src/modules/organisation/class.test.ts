import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../test/build-app';

let t: TestApp;
const tok: Record<string, string> = {};
const cls: Record<string, number> = {};
const unit: Record<string, number> = {};
const user: Record<string, number> = {};

const LOGINS: [string, string, string][] = [
  ['master', 'REMT-0001', 'Master@2026'],
  ['gestor', 'AUMT-0001', 'Gestor@2026'],
  ['diretor', 'AUCE-0001', 'Diretor@2026'],
  ['coord', 'AUCE-0002', 'Coord@2026'],
  ['prof', 'AUCE-0003', 'Prof@2026'],
  ['aluno', 'AUCE-0004', 'Aluno@2026'],
  ['gestorHo', 'HOMT-0001', 'Gestor@2026'],
  ['diretorHo', 'HOSU-0001', 'Diretor@2026'],
];

beforeAll(async () => {
  t = await buildTestApp();
  for (const [key, login, password] of LOGINS) tok[key] = await t.login(login, password);
  for (const r of await t.rows<{ id: number; n: string }>(sql`select cod_bse_turma as id, nom_turma as n from bse_turma`)) cls[r.n] = r.id;
  for (const r of await t.rows<{ id: number; p: string }>(sql`select cod_bse_unidade as id, cst_txt_prefixo_login as p from bse_unidade`))
    unit[r.p] = r.id;
  for (const r of await t.rows<{ id: number; l: string }>(sql`select cod_bse_usuario as id, cst_login as l from bse_usuario`))
    user[r.l] = r.id;
});
afterAll(() => t.close());

const get = (who: string, url: string) => t.as(tok[who]!, { method: 'GET', url });
const post = (who: string, payload: object) => t.as(tok[who]!, { method: 'POST', url: '/api/bse_turma', payload });
const classCount = async () => (await t.rows<{ n: number }>(sql`select count(*)::int as n from bse_turma`))[0]!.n;

describe('GET /api/bse_turma', () => {
  // The exact lists of the demo network: on a database of its own (a clone of the same template,
  // so the ids are the same), where no other test adds classes.
  let own: TestApp;
  const ownTok: Record<string, string> = {};
  beforeAll(async () => {
    own = await buildTestApp();
    for (const [key, login, password] of LOGINS) ownTok[key] = await own.login(login, password);
  });
  afterAll(() => own.close());
  const get = (who: string, url: string) => own.as(ownTok[who]!, { method: 'GET', url });
  const names = async (who: string, query = '') =>
    (await get(who, `/api/bse_turma${query}`)).json().items.map((c: { nomTurma: string }) => c.nomTurma);

  it('shows each profile the classes of its scope, with school, unit and both prefixes', async () => {
    expect(await names('master')).toEqual(['6º Ano A', '6º Ano B', '7º Ano A']);
    expect(await names('gestor')).toEqual(['6º Ano A', '6º Ano B']);
    expect(await names('diretor')).toEqual(['6º Ano A', '6º Ano B']);
    expect(await names('gestorHo')).toEqual(['7º Ano A']);
    expect(await names('prof')).toEqual(['6º Ano A', '6º Ano B']);
    expect((await get('aluno', '/api/bse_turma')).statusCode).toBe(403);
    const [first] = (await get('gestor', '/api/bse_turma')).json().items;
    expect(first).toEqual({
      codBseTurma: cls['6º Ano A'],
      nomTurma: '6º Ano A',
      codBseUnidade: unit.CE,
      nomUnidade: 'Unidade Centro',
      codBseEscola: expect.any(Number),
      nomEscola: 'Escola Aurora',
      cstTxtPrefixoLoginEscola: 'AU',
      cstTxtPrefixoLoginUnidade: 'CE',
      codUsuarioCriacao: null,
    });
  });

  it('searches, sorts and pages on the server', async () => {
    expect(await names('master', '?q=7º')).toEqual(['7º Ano A']);
    expect(await names('master', '?q=horizonte')).toEqual(['7º Ano A']);
    expect(await names('master', '?q=SU')).toEqual(['7º Ano A']);
    expect(await names('master', '?sort=-nomTurma&pageSize=2')).toEqual(['7º Ano A', '6º Ano B']);
    expect((await get('master', '/api/bse_turma?pageSize=2&page=2')).json()).toMatchObject({
      total: 3,
      page: 2,
      items: [{ nomTurma: '7º Ano A' }],
    });
    expect(await names('master', `?codBseUnidade=${unit.SU}`)).toEqual(['7º Ano A']);
    expect((await get('master', '/api/bse_turma?page=0')).statusCode).toBe(400);
  });

  it('answers 404 for a class outside the caller’s scope', async () => {
    expect((await get('gestorHo', `/api/bse_turma/${cls['6º Ano A']}`)).statusCode).toBe(404);
    expect((await get('prof', `/api/bse_turma/${cls['7º Ano A']}`)).statusCode).toBe(404);
    expect((await get('prof', `/api/bse_turma/${cls['6º Ano B']}`)).json().nomTurma).toBe('6º Ano B');
  });
});

describe('POST /api/bse_turma', () => {
  it('lets a Gestor, a Diretor and a Coordenador create classes in their scope', async () => {
    const res = await post('gestor', { nomTurma: '  8º Ano C ', codBseUnidade: unit.CE });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ nomTurma: '8º Ano C', codBseUnidade: unit.CE, codUsuarioCriacao: user['AUMT-0001'] });
    expect((await post('diretor', { nomTurma: '9º Ano A', codBseUnidade: unit.CE })).statusCode).toBe(201);
    expect((await post('coord', { nomTurma: '9º Ano B', codBseUnidade: unit.CE })).statusCode).toBe(201);
    expect((await post('prof', { nomTurma: '9º Ano C', codBseUnidade: unit.CE })).statusCode).toBe(403);
    expect((await post('master', { nomTurma: '9º Ano C', codBseUnidade: unit.CE })).statusCode).toBe(403);
  });

  it('refuses another school’s or unit’s unit, writing nothing', async () => {
    const before = await classCount();
    expect((await post('gestor', { nomTurma: 'Intrusa', codBseUnidade: unit.SU })).statusCode).toBe(403);
    expect((await post('coord', { nomTurma: 'Intrusa', codBseUnidade: unit.SU })).statusCode).toBe(403);
    expect((await post('gestorHo', { nomTurma: 'Intrusa', codBseUnidade: unit.CE })).statusCode).toBe(403);
    expect((await post('gestor', { nomTurma: 'Intrusa', codBseUnidade: 99999 })).statusCode).toBe(403);
    expect(await classCount()).toBe(before);
  });

  it('checks the name with the documents’ messages', async () => {
    const before = await classCount();
    const field = async (payload: object) => (await post('gestor', payload)).json().fields;
    expect(await field({ nomTurma: 'AB', codBseUnidade: unit.CE })).toEqual({ nomTurma: 'Nome Turma precisa ter no mínimo 3 caracteres.' });
    for (const bad of ['Turma!', 'Turma-A', 'Turma (A)', 'A/B/C', 'Turma_1', "Turma'A", 'Turma?']) {
      expect(await field({ nomTurma: bad, codBseUnidade: unit.CE }), bad).toEqual({
        nomTurma: 'O nome da turma não pode conter caracteres especiais.',
      });
    }
    expect(await field({ nomTurma: 'x'.repeat(61), codBseUnidade: unit.CE })).toEqual({
      nomTurma: 'O nome da turma pode ter no máximo 60 caracteres.',
    });
    expect(await field({ nomTurma: 'Turma Boa' })).toEqual({ codBseUnidade: 'Selecione uma unidade.' });
    expect(Object.keys(await field({ nomTurma: 42, codBseUnidade: '1' })).sort()).toEqual(['codBseUnidade', 'nomTurma']);
    const dup = await post('diretor', { nomTurma: '6º ano a', codBseUnidade: unit.CE });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ message: 'Turma já cadastrada.', fields: { nomTurma: 'Turma já cadastrada.' } });
    expect(await classCount()).toBe(before);
  });
});

describe('PUT /api/bse_turma/{codBseTurma}', () => {
  it('renames a class in scope; its unit stays', async () => {
    const created = (await post('coord', { nomTurma: 'Turma Velha', codBseUnidade: unit.CE })).json();
    const url = `/api/bse_turma/${created.codBseTurma}`;
    const res = await t.as(tok.coord!, { method: 'PUT', url, payload: { codBseTurma: created.codBseTurma, nomTurma: 'Turma Nova' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().nomTurma).toBe('Turma Nova');
    const move = await t.as(tok.gestor!, { method: 'PUT', url, payload: { nomTurma: 'Turma Nova', codBseUnidade: unit.SU } });
    expect(move.json().fields).toEqual({ codBseUnidade: 'A unidade da turma não pode ser alterada.' });
    expect((await t.as(tok.diretorHo!, { method: 'PUT', url, payload: { nomTurma: 'Tomada' } })).statusCode).toBe(404);
    expect((await t.as(tok.prof!, { method: 'PUT', url, payload: { nomTurma: 'Tomada' } })).statusCode).toBe(403);
    const dup = await t.as(tok.gestor!, { method: 'PUT', url, payload: { nomTurma: '6º Ano B' } });
    expect(dup.statusCode).toBe(409);
    const mismatch = await t.as(tok.gestor!, { method: 'PUT', url, payload: { codBseTurma: created.codBseTurma + 1, nomTurma: 'Outra' } });
    expect(mismatch.statusCode).toBe(400);
    expect((await get('gestor', url)).json().nomTurma).toBe('Turma Nova');
  });

  it('keeps the administrator’s classes (created by user 1) from being edited by others', async () => {
    const [row] = await t.rows<{ id: number }>(
      sql`insert into bse_turma (nom_turma, cod_bse_unidade, cod_usuario_criacao) values ('Turma da Rede', ${unit.CE}, 1) returning cod_bse_turma as id`,
    );
    const res = await t.as(tok.gestor!, { method: 'PUT', url: `/api/bse_turma/${row!.id}`, payload: { nomTurma: 'Renomeada' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Esta turma foi criada pelo administrador e não pode ser alterada.');
  });
});

describe('DELETE /api/bse_turma/{id}', () => {
  it('is refused while users belong to the class, and for a Coordenador', async () => {
    const res = await t.as(tok.diretor!, { method: 'DELETE', url: `/api/bse_turma/${cls['6º Ano A']}` });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'DEPENDENCIES',
      message: 'O registro não pode ser apagado por dependências no banco de dados.',
    });
    expect((await t.as(tok.coord!, { method: 'DELETE', url: `/api/bse_turma/${cls['6º Ano B']}` })).statusCode).toBe(403);
  });

  it('deletes an empty class of the caller’s scope only', async () => {
    const created = (await post('gestor', { nomTurma: 'Turma Vazia', codBseUnidade: unit.CE })).json();
    const url = `/api/bse_turma/${created.codBseTurma}`;
    expect((await t.as(tok.gestorHo!, { method: 'DELETE', url })).statusCode).toBe(404);
    expect((await t.as(tok.diretor!, { method: 'DELETE', url })).statusCode).toBe(200);
    expect((await get('gestor', url)).statusCode).toBe(404);
  });
});

describe('members: usuariosDaTurma, turmasDaUnidade, carregarTurmasDoUsuario', () => {
  it('lists a class’s students (name and login) for its staff and its teacher', async () => {
    const url = `/api/bse_turma/usuariosDaTurma/${cls['6º Ano A']}?codBsePerfil=6`;
    const page = (await get('coord', url)).json();
    expect(page.total).toBe(6);
    expect(page.items.map((m: { cstLogin: string }) => m.cstLogin)).toContain('AUCE-0004');
    expect((await get('prof', url)).json().total).toBe(6);
    const all = (await get('diretor', `/api/bse_turma/usuariosDaTurma/${cls['6º Ano A']}`)).json();
    expect(all.items.map((m: { nomPerfil: string }) => m.nomPerfil)).toContain('Professor');
    const search = (await get('diretor', `/api/bse_turma/usuariosDaTurma/${cls['6º Ano A']}?q=0006`)).json();
    expect(search.items.map((m: { nomUsuario: string }) => m.nomUsuario)).toEqual(['Beatriz Souza']);
    expect((await get('gestorHo', url)).statusCode).toBe(404);
    expect((await get('prof', `/api/bse_turma/usuariosDaTurma/${cls['7º Ano A']}`)).statusCode).toBe(404);
  });

  it('lists a unit’s classes for pickers, inside scope', async () => {
    const res = await get('diretor', `/api/bse_turma/turmasDaUnidade/${unit.CE}`);
    expect(res.json().map((c: { nomTurma: string }) => c.nomTurma)).toEqual(expect.arrayContaining(['6º Ano A', '6º Ano B']));
    expect((await get('diretor', `/api/bse_turma/turmasDaUnidade/${unit.SU}`)).statusCode).toBe(404);
    expect((await get('prof', `/api/bse_turma/turmasDaUnidade/${unit.CE}`)).json().map((c: { nomTurma: string }) => c.nomTurma)).toEqual([
      '6º Ano A',
      '6º Ano B',
    ]);
    expect((await get('prof', `/api/bse_turma/turmasDaUnidade/${unit.SU}`)).statusCode).toBe(404);
  });

  it('lists one user’s classes for the staff of that user’s scope', async () => {
    const url = `/api/bse_usuario_turma/carregarTurmasDoUsuario/${user['AUCE-0003']}`;
    const classes = (await get('coord', url)).json();
    expect(classes.map((c: { nomTurma: string; nomUnidade: string }) => [c.nomTurma, c.nomUnidade])).toEqual([
      ['6º Ano A', 'Unidade Centro'],
      ['6º Ano B', 'Unidade Centro'],
    ]);
    expect((await get('gestorHo', url)).statusCode).toBe(404);
    expect((await get('diretorHo', url)).statusCode).toBe(404);
    expect((await get('prof', url)).statusCode).toBe(403);
    expect((await get('master', url)).statusCode).toBe(200);
  });

  it('carregarMinhasTurmas and the Professor’s current class still work', async () => {
    const mine = (await get('prof', '/api/bse_usuario_turma/carregarMinhasTurmas/x')).json();
    expect(mine.map((c: { nomTurma: string }) => c.nomTurma)).toEqual(['6º Ano A', '6º Ano B']);
    const res = await t.as(tok.prof!, { method: 'PUT', url: `/api/bse_usuario_turma/turmaAtual/${cls['6º Ano B']}` });
    expect(res.json().nomTurma).toBe('6º Ano B');
  });
});

describe('DELETE /api/bse_usuario_turma/{codBseTurma}/{codBseUsuario}', () => {
  const remove = (who: string, classId: number, userId: number) =>
    t.as(tok[who]!, { method: 'DELETE', url: `/api/bse_usuario_turma/${classId}/${userId}` });
  const linked = async (classId: number, userId: number) =>
    (await t.rows(sql`select 1 from bse_usuario_turma where cod_bse_turma = ${classId} and cod_bse_usuario = ${userId}`)).length > 0;

  /** A class of the test's own in Unidade Centro, with one new student. */
  async function classWithStudent(className: string, login: string): Promise<{ classId: number; userId: number }> {
    const classId = (await post('gestor', { nomTurma: className, codBseUnidade: unit.CE })).json().codBseTurma as number;
    const [student] = await t.rows<{ id: number }>(
      sql`insert into bse_usuario (cst_login, nom_usuario, txt_senha, cod_bse_perfil, cod_bse_escola, cod_bse_unidade)
          select ${login}, 'Aluno de Passagem', txt_senha, 6, cod_bse_escola, cod_bse_unidade from bse_usuario where cst_login = 'AUCE-0004'
          returning cod_bse_usuario as id`,
    );
    await t.rows(sql`insert into bse_usuario_turma (cod_bse_usuario, cod_bse_turma, ind_atual) values (${student!.id}, ${classId}, 'S')`);
    return { classId, userId: student!.id };
  }

  it('lets a Coordenador and a Diretor remove a student of their unit', async () => {
    const first = await classWithStudent('Turma Saída A', 'AUCE-0901');
    const second = await classWithStudent('Turma Saída B', 'AUCE-0902');
    expect((await remove('coord', first.classId, first.userId)).statusCode).toBe(200);
    expect(await linked(first.classId, first.userId)).toBe(false);
    expect((await remove('diretor', second.classId, second.userId)).statusCode).toBe(200);
    const again = await remove('coord', first.classId, first.userId);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('O aluno não pertence a esta turma.');
  });

  it('refuses other profiles, other units, and a teacher', async () => {
    expect((await remove('gestor', cls['6º Ano A']!, user['AUCE-0007']!)).statusCode).toBe(403);
    expect((await remove('prof', cls['6º Ano A']!, user['AUCE-0007']!)).statusCode).toBe(403);
    expect((await remove('diretorHo', cls['6º Ano A']!, user['AUCE-0007']!)).statusCode).toBe(404);
    expect((await remove('diretor', cls['7º Ano A']!, user['HOSU-0004']!)).statusCode).toBe(404);
    expect((await remove('diretor', cls['6º Ano A']!, user['AUCE-0003']!)).statusCode).toBe(403);
    expect(await linked(cls['6º Ano A']!, user['AUCE-0007']!)).toBe(true);
    expect(await linked(cls['7º Ano A']!, user['HOSU-0004']!)).toBe(true);
    expect(await linked(cls['6º Ano A']!, user['AUCE-0003']!)).toBe(true);
  });
});
