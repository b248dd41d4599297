import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../test/build-app';
import { MASTER, PROF_AU, PROF_HO, json, signIn } from '../curriculum/curriculum.fixtures';
import { demoProfessorClass } from '../organisation/organisation.fixtures';
import { classPath } from './class-lessons.fixtures';

/**
 * The documents' class-link calls (1-authoring §7 "Class links", issue 25) beside the screen's: `GET
 * /trl_livro_turma/{id}`, `PUT /trl_livro_turma/{codTrlAno}` and `POST /trl_livro_turma/ativarLivroTurma/{id}`,
 * with the documented link (`codTrlAno`, `codTrlLivro`, `codBseTurma`, `indAtivo`) and the rules of the screen's calls.
 */

let t: TestApp;
let master: string;
let prof: string;
let profHo: string;
let student: string;
let diretor: string;

beforeAll(async () => {
  t = await buildTestApp();
  [master, prof, profHo, student, diretor] = await Promise.all([
    signIn(t, MASTER),
    signIn(t, PROF_AU),
    signIn(t, PROF_HO),
    t.login('AUCE-0004', 'Aluno@2026'),
    t.login('AUCE-0001', 'Diretor@2026'),
  ]);
});
afterAll(() => t.close());

const ownClass = () => demoProfessorClass(t, diretor, 'Vínculos');
const pathOf = (classId: number, withContent?: boolean, title?: string) => classPath(t, prof, classId, withContent, title);

type Link = {
  codTrlLivroTurma: number;
  codTrlAno: number;
  codTrlLivro: number;
  codBseTurma: number;
  indAtivo: 'S' | 'N';
  comConteudo: boolean;
  dscTitulo: string;
};
const add = (classId: number, codTrlLivro: number) =>
  json<Link>(t, prof, 'POST', '/api/trl_livro_turma', { codBseTurma: classId, codTrlLivro });
const get = (id: number, token = prof) => t.as(token, { method: 'GET', url: `/api/trl_livro_turma/${id}` });
const put = (id: number, payload: object, token = prof) => t.as(token, { method: 'PUT', url: `/api/trl_livro_turma/${id}`, payload });
const activate = (id: number, token = prof) => t.as(token, { method: 'POST', url: `/api/trl_livro_turma/ativarLivroTurma/${id}` });
const stored = async (classId: number) =>
  t.rows<{ livro: number; ativo: string }>(
    sql`select cod_trl_livro as livro, ind_ativo as ativo from trl_livro_turma where cod_bse_turma = ${classId} order by cod_trl_livro_turma`,
  );

describe('GET /api/trl_livro_turma/{id}', () => {
  it('answers the documented link, its update key codTrlAno beside the screen’s fields', async () => {
    const classId = await ownClass();
    const pathId = await pathOf(classId, true, 'Uma trilha');
    const link = await add(classId, pathId);
    const res = await get(link.codTrlLivroTurma);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      codTrlLivroTurma: link.codTrlLivroTurma,
      codTrlAno: link.codTrlLivroTurma,
      codTrlLivro: pathId,
      codBseTurma: classId,
      dscTitulo: 'Uma trilha',
      indAtivo: 'N',
      comConteudo: true,
    });
    // The screen's list carries the same key.
    expect((await json<Link[]>(t, prof, 'GET', `/api/trl_livro_turma/all/${classId}`))[0]!.codTrlAno).toBe(link.codTrlLivroTurma);
  });

  it('another school’s Professor gets 404, other profiles 403, a bad id 400 in Portuguese', async () => {
    const classId = await ownClass();
    const link = await add(classId, await pathOf(classId));
    expect((await get(link.codTrlLivroTurma, profHo)).statusCode).toBe(404);
    for (const token of [master, diretor, student]) expect((await get(link.codTrlLivroTurma, token)).statusCode).toBe(403);
    const bad = await get(0);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Identificador inválido.' });
    expect((await get(2147483647)).statusCode).toBe(404);
  });
});

describe('POST /api/trl_livro_turma/ativarLivroTurma/{id}', () => {
  it('activates as ativarLivro does: one active path a class, the active one and one without content refused', async () => {
    const classId = await ownClass();
    const first = await add(classId, await pathOf(classId, true, 'Primeira'));
    const second = await add(classId, await pathOf(classId, true, 'Segunda'));
    const empty = await add(classId, await pathOf(classId, false, 'Vazia'));

    const on = await activate(first.codTrlLivroTurma);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ codTrlAno: first.codTrlLivroTurma, codTrlLivro: first.codTrlLivro, indAtivo: 'S' });
    const locked = await activate(first.codTrlLivroTurma);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe('Você não pode alterar uma aula que já está ativa.');
    const noContent = await activate(empty.codTrlLivroTurma);
    expect(noContent.statusCode).toBe(409);
    expect(noContent.json().message).toBe('Esta aula ainda não possui conteúdos.');

    expect((await activate(second.codTrlLivroTurma)).statusCode).toBe(200);
    expect((await stored(classId)).map((r) => r.ativo)).toEqual(['N', 'S', 'N']);
  });

  it('another school’s Professor gets 404 and other profiles 403, nothing activated', async () => {
    const classId = await ownClass();
    const link = await add(classId, await pathOf(classId));
    expect((await activate(link.codTrlLivroTurma, profHo)).statusCode).toBe(404);
    for (const token of [master, diretor, student]) expect((await activate(link.codTrlLivroTurma, token)).statusCode).toBe(403);
    expect((await activate(2147483647)).statusCode).toBe(404);
    expect((await t.as(prof, { method: 'POST', url: '/api/trl_livro_turma/ativarLivroTurma/1e3' })).statusCode).toBe(400);
    expect((await stored(classId)).map((r) => r.ativo)).toEqual(['N']);
  });
});

describe('PUT /api/trl_livro_turma/{codTrlAno}', () => {
  it('takes the link as the body: indAtivo S activates it, a field left out stays', async () => {
    const classId = await ownClass();
    const a = await add(classId, await pathOf(classId, true, 'A'));
    const b = await add(classId, await pathOf(classId, true, 'B'));
    // The link as GET answered it, switched on: the other fields are the link's own, so nothing else changes.
    const res = await put(a.codTrlAno, { ...a, indAtivo: 'S' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ codTrlAno: a.codTrlAno, codTrlLivro: a.codTrlLivro, codBseTurma: classId, indAtivo: 'S' });
    // Activating another swaps; {} changes nothing of an inactive link.
    expect((await put(b.codTrlAno, { indAtivo: 'S' })).json()).toMatchObject({ indAtivo: 'S' });
    expect((await stored(classId)).map((r) => r.ativo)).toEqual(['N', 'S']);
    expect((await put(a.codTrlAno, {})).json()).toMatchObject({ codTrlLivro: a.codTrlLivro, indAtivo: 'N' });
  });

  it('gives an inactive link another usable path; refuses one the class has (409) or may not use (404)', async () => {
    const classId = await ownClass();
    const link = await add(classId, await pathOf(classId, true, 'Antes'));
    const other = await add(classId, await pathOf(classId, true, 'Já na turma'));
    const next = await pathOf(classId, true, 'Depois');
    const moved = await put(link.codTrlAno, { codTrlLivro: next });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ codTrlLivro: next, dscTitulo: 'Depois', indAtivo: 'N' });

    const taken = await put(link.codTrlAno, { codTrlLivro: other.codTrlLivro });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Esta aula já foi adicionada à turma.');
    const elsewhere = await pathOf(await ownClass(), true, 'De outra turma');
    expect((await put(link.codTrlAno, { codTrlLivro: elsewhere })).statusCode).toBe(404);
    expect((await stored(classId)).map((r) => r.livro)).toEqual([next, other.codTrlLivro]);
  });

  it('keeps the documents’ rules: the active link is not changed, one without content is not activated, the class stays', async () => {
    const classId = await ownClass();
    const active = await add(classId, await pathOf(classId, true, 'Ativa'));
    const empty = await add(classId, await pathOf(classId, false, 'Vazia'));
    expect((await activate(active.codTrlLivroTurma)).statusCode).toBe(200);

    for (const body of [{ indAtivo: 'N' }, { codTrlLivro: empty.codTrlLivro }, { indAtivo: 'S' }]) {
      const locked = await put(active.codTrlAno, body);
      expect(locked.statusCode, JSON.stringify(body)).toBe(409);
      expect(locked.json().message).toBe('Você não pode alterar uma aula que já está ativa.');
    }
    const noContent = await put(empty.codTrlAno, { indAtivo: 'S' });
    expect(noContent.statusCode).toBe(409);
    expect(noContent.json().message).toBe('Esta aula ainda não possui conteúdos.');
    const otherClass = await put(empty.codTrlAno, { codBseTurma: await ownClass() });
    expect(otherClass.statusCode).toBe(400);
    expect(otherClass.json()).toMatchObject({ fields: { codBseTurma: 'A turma de uma aula não pode ser alterada.' } });
    expect(await stored(classId)).toEqual([
      { livro: active.codTrlLivro, ativo: 'S' },
      { livro: empty.codTrlLivro, ativo: 'N' },
    ]);
  });

  it('validates in Portuguese; another school’s Professor gets 404 and other profiles 403, nothing written', async () => {
    const classId = await ownClass();
    const link = await add(classId, await pathOf(classId));
    const bad = await put(link.codTrlAno, { indAtivo: 'talvez', codTrlLivro: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ indAtivo: 'O valor deve ser S (ativa) ou N (inativa).', codTrlLivro: 'Identificador inválido.' });
    expect((await put(link.codTrlAno, { indAtivo: 'S' }, profHo)).statusCode).toBe(404);
    for (const token of [master, diretor, student]) expect((await put(link.codTrlAno, { indAtivo: 'S' }, token)).statusCode).toBe(403);
    expect((await put(2147483647, { indAtivo: 'S' })).statusCode).toBe(404);
    expect(await stored(classId)).toEqual([{ livro: link.codTrlLivro, ativo: 'N' }]);
  });
});
