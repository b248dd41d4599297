import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../test/build-app';
import { MASTER, PROF_AU, PROF_HO, json, newPath, signIn } from '../curriculum/curriculum.fixtures';
import { demoProfessorClass } from '../organisation/organisation.fixtures';
import { classPath } from './class-lessons.fixtures';

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

const ownClass = (withStudent = false) => demoProfessorClass(t, diretor, 'Aulas', { withStudent });
const pathOf = (classId: number, withContent?: boolean, title?: string) => classPath(t, prof, classId, withContent, title);

type Lesson = { codTrlLivroTurma: number; codTrlLivro: number; indAtivo: 'S' | 'N'; comConteudo: boolean; dscTitulo: string };
const add = (classId: number, codTrlLivro: number) =>
  json<Lesson>(t, prof, 'POST', '/api/trl_livro_turma', { codBseTurma: classId, codTrlLivro });
const list = (classId: number, token = prof) => json<Lesson[]>(t, token, 'GET', `/api/trl_livro_turma/all/${classId}`);
const activate = (id: number, token = prof) => t.as(token, { method: 'PUT', url: `/api/trl_livro/ativarLivro/${id}` });
const activeCount = async (classId: number) =>
  (
    await t.rows<{ n: number }>(
      sql`select count(*)::integer as n from trl_livro_turma where cod_bse_turma = ${classId} and ind_ativo = 'S'`,
    )
  )[0]!.n;

describe('class lessons (/aulas/listar)', () => {
  it('lists the paths not yet added (the network catalogue and the class own), adds one, and it leaves the choices', async () => {
    const classId = await ownClass();
    const own = await pathOf(classId, true, 'Trilha própria');
    const network = await newPath(t, master, 'Trilha da rede', null);
    const elsewhere = await pathOf(await ownClass(), true, 'Trilha de outra turma');

    const before = await json<{ codTrlLivro: number; comConteudo: boolean }[]>(
      t,
      prof,
      'GET',
      `/api/trl_livro/loadLivrosNaoAdicionadosDaTurma/${classId}`,
    );
    const ids = before.map((p) => p.codTrlLivro);
    expect(ids).toContain(own);
    expect(ids).toContain(network.codTrlLivro);
    expect(ids).not.toContain(elsewhere);
    expect(before.find((p) => p.codTrlLivro === own)!.comConteudo).toBe(true);
    expect(before.find((p) => p.codTrlLivro === network.codTrlLivro)!.comConteudo).toBe(false);

    const added = await add(classId, own);
    expect(added).toMatchObject({ codTrlLivro: own, indAtivo: 'N', comConteudo: true, dscTitulo: 'Trilha própria' });
    expect((await list(classId)).map((l) => l.codTrlLivro)).toEqual([own]);
    const after = await json<{ codTrlLivro: number }[]>(t, prof, 'GET', `/api/trl_livro/loadLivrosNaoAdicionadosDaTurma/${classId}`);
    expect(after.map((p) => p.codTrlLivro)).not.toContain(own);

    const again = await t.as(prof, { method: 'POST', url: '/api/trl_livro_turma', payload: { codBseTurma: classId, codTrlLivro: own } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Esta aula já foi adicionada à turma.');
    // A path of another class is not usable here: not found, nothing written.
    const foreign = await t.as(prof, {
      method: 'POST',
      url: '/api/trl_livro_turma',
      payload: { codBseTurma: classId, codTrlLivro: elsewhere },
    });
    expect(foreign.statusCode).toBe(404);
    expect(await list(classId)).toHaveLength(1);
  });

  it('activates one path, swapping the active one, with the documents rules and messages', async () => {
    const classId = await ownClass();
    const first = await add(classId, await pathOf(classId, true, 'Primeira'));
    const second = await add(classId, await pathOf(classId, true, 'Segunda'));
    const empty = await add(classId, await pathOf(classId, false, 'Vazia'));

    const on = await activate(first.codTrlLivroTurma);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ codTrlLivroTurma: first.codTrlLivroTurma, indAtivo: 'S' });

    const locked = await activate(first.codTrlLivroTurma);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe('Você não pode alterar uma aula que já está ativa.');

    const noContent = await activate(empty.codTrlLivroTurma);
    expect(noContent.statusCode).toBe(409);
    expect(noContent.json().message).toBe('Esta aula ainda não possui conteúdos.');
    expect(empty.comConteudo).toBe(false);

    expect((await activate(second.codTrlLivroTurma)).statusCode).toBe(200);
    const states = Object.fromEntries((await list(classId)).map((l) => [l.dscTitulo, l.indAtivo]));
    expect(states).toEqual({ Primeira: 'N', Segunda: 'S', Vazia: 'N' });
  });

  it('two activations at once leave exactly one active path', async () => {
    const classId = await ownClass();
    const lessons = [];
    for (const title of ['A', 'B', 'C', 'D']) lessons.push(await add(classId, await pathOf(classId, true, title)));
    const answers = await Promise.all(lessons.map((l) => activate(l.codTrlLivroTurma)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await activeCount(classId)).toBe(1);
  });

  it('archives after the question, never the active path', async () => {
    const classId = await ownClass();
    const active = await add(classId, await pathOf(classId, true, 'Ativa'));
    const other = await add(classId, await pathOf(classId, true, 'Outra'));
    expect((await activate(active.codTrlLivroTurma)).statusCode).toBe(200);

    const refused = await t.as(prof, { method: 'DELETE', url: `/api/trl_livro_turma/${active.codTrlLivroTurma}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Você não pode arquivar a aula ativa. Ative outra aula antes.');

    expect(await json(t, prof, 'DELETE', `/api/trl_livro_turma/${other.codTrlLivroTurma}`)).toEqual({ ok: true });
    expect((await list(classId)).map((l) => l.dscTitulo)).toEqual(['Ativa']);
    // The archived path is offered again.
    const options = await json<{ codTrlLivro: number }[]>(t, prof, 'GET', `/api/trl_livro/loadLivrosNaoAdicionadosDaTurma/${classId}`);
    expect(options.map((p) => p.codTrlLivro)).toContain(other.codTrlLivro);
  });

  it('a Professor acts only on their own classes; other profiles are refused; nothing is written', async () => {
    const classId = await ownClass();
    const lesson = await add(classId, await pathOf(classId, true, 'Só minha'));
    const before = await t.rows<{ n: number }>(sql`select count(*)::integer as n from trl_livro_turma`);

    for (const [method, url, payload] of [
      ['GET', `/api/trl_livro_turma/all/${classId}`, undefined],
      ['GET', `/api/trl_livro/loadLivrosNaoAdicionadosDaTurma/${classId}`, undefined],
      ['PUT', `/api/trl_livro/ativarLivro/${lesson.codTrlLivroTurma}`, undefined],
      ['DELETE', `/api/trl_livro_turma/${lesson.codTrlLivroTurma}`, undefined],
      ['POST', '/api/trl_livro_turma', { codBseTurma: classId, codTrlLivro: lesson.codTrlLivro }],
    ] as const) {
      const other = await t.as(profHo, { method, url, ...(payload ? { payload } : {}) });
      expect(other.statusCode, `${method} ${url}`).toBe(404);
      for (const token of [master, diretor, student]) {
        expect((await t.as(token, { method, url, ...(payload ? { payload } : {}) })).statusCode, `${method} ${url}`).toBe(403);
      }
    }
    expect(await t.rows<{ n: number }>(sql`select count(*)::integer as n from trl_livro_turma`)).toEqual(before);
    expect((await list(classId))[0]!.indAtivo).toBe('N');
  });

  it('validates the body and the ids with Portuguese messages', async () => {
    const bad = await t.as(prof, { method: 'POST', url: '/api/trl_livro_turma', payload: { codBseTurma: 'x', codTrlLivro: 0 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ codBseTurma: 'Identificador inválido.', codTrlLivro: 'Identificador inválido.' });
    expect((await t.as(prof, { method: 'PUT', url: '/api/trl_livro/ativarLivro/abc' })).statusCode).toBe(400);
    expect((await t.as(prof, { method: 'PUT', url: '/api/trl_livro/ativarLivro/2147483647' })).statusCode).toBe(404);
  });
});

describe("the player's question (comConteudoLivroAtivo)", () => {
  it('answers the active path and whether it has content, to the class members only', async () => {
    const classId = await ownClass(true);
    const url = `/api/trl_livro_turma/comConteudoLivroAtivo/${classId}`;
    expect(await json(t, student, 'GET', url)).toEqual({ codTrlLivro: null, comConteudo: false });
    const lesson = await add(classId, await pathOf(classId, true, 'Para jogar'));
    expect((await activate(lesson.codTrlLivroTurma)).statusCode).toBe(200);
    expect(await json(t, student, 'GET', url)).toEqual({ codTrlLivro: lesson.codTrlLivro, comConteudo: true });
    expect(await json(t, prof, 'GET', url)).toEqual({ codTrlLivro: lesson.codTrlLivro, comConteudo: true });

    const heitor = await t.login('HOSU-0003', 'Aluno@2026');
    expect((await t.as(heitor, { method: 'GET', url })).statusCode).toBe(404);
    expect((await t.as(profHo, { method: 'GET', url })).statusCode).toBe(404);
    expect((await t.as(diretor, { method: 'GET', url })).statusCode).toBe(403);
  });
});
