import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../test/build-app';
import { multipart } from '../../test/multipart';
import {
  PROF_AU,
  PROF_HO,
  filePart,
  json,
  newChapter,
  newLesson,
  newPath,
  newText,
  oneToN,
  png,
  sequences,
  signIn,
  stored,
} from './curriculum.fixtures';

let t: TestApp;
let prof: string;
let profHo: string;
let chapterId: number;

beforeAll(async () => {
  t = await buildTestApp();
  [prof, profHo] = await Promise.all([signIn(t, PROF_AU), signIn(t, PROF_HO)]);
  chapterId = (await newChapter(t, prof, (await newPath(t, prof)).codTrlLivro)).codTrlCapitulo;
});
afterAll(() => t.close());

const post = (payload: Record<string, unknown>) => t.as(prof, { method: 'POST', url: '/api/trl_aula', payload });

describe('lesson rules (§5 Lesson)', () => {
  it("requires a title ('Campo título obrigatório.'), at most 45 characters; description at most 240", async () => {
    for (const extra of [{}, { dscTitulo: '' }, { dscTitulo: '   ' }]) {
      const res = await post({ codTrlCapitulo: chapterId, ...extra });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ dscTitulo: 'Campo título obrigatório.' });
    }
    const long = await post({ codTrlCapitulo: chapterId, dscTitulo: 'a'.repeat(46) });
    expect(long.json().fields).toEqual({ dscTitulo: 'O título deve ter no máximo 45 caracteres.' });
    const description = await post({ codTrlCapitulo: chapterId, dscTitulo: 'Ok', dscDescricao: 'd'.repeat(241) });
    expect(description.json().fields).toEqual({ dscDescricao: 'A descrição deve ter no máximo 240 caracteres.' });
    const fine = await post({ codTrlCapitulo: chapterId, dscTitulo: 'a'.repeat(45), dscDescricao: 'd'.repeat(240) });
    expect(fine.statusCode).toBe(201);
    expect(fine.json()).toMatchObject({ conteudos: [], codTrlMateria: null });
  });

  it('takes a subject (Matéria) from the catalogue and refuses an unknown one', async () => {
    const materias = await json<{ codTrlMateria: number; nomMateria: string }[]>(t, prof, 'GET', '/api/trl_materia');
    const ciencias = materias.find((m) => m.nomMateria === 'Ciências')!;
    const lesson = await json<{ codTrlAula: number; nomMateria: string }>(t, prof, 'POST', '/api/trl_aula', {
      codTrlCapitulo: chapterId,
      dscTitulo: 'Com matéria',
      codTrlMateria: ciencias.codTrlMateria,
    });
    expect(lesson.nomMateria).toBe('Ciências');
    const unknown = await post({ codTrlCapitulo: chapterId, dscTitulo: 'X', codTrlMateria: 9999 });
    expect(unknown.statusCode).toBe(400);
    const edited = await json(t, prof, 'PUT', `/api/trl_aula/${lesson.codTrlAula}`, {
      dscTitulo: 'Editada',
      dscDescricao: 'Nova',
      codTrlMateria: null,
    });
    expect(edited).toMatchObject({ dscTitulo: 'Editada', dscDescricao: 'Nova', codTrlMateria: null });
  });

  it("keeps another school's Professor out of the chapter and the lesson (404)", async () => {
    const lesson = await newLesson(t, prof, chapterId);
    expect(
      (await t.as(profHo, { method: 'POST', url: '/api/trl_aula', payload: { codTrlCapitulo: chapterId, dscTitulo: 'x' } })).statusCode,
    ).toBe(404);
    expect((await t.as(profHo, { method: 'GET', url: `/api/trl_aula/${lesson.codTrlAula}` })).statusCode).toBe(404);
    expect((await t.as(profHo, { method: 'PUT', url: `/api/trl_aula/${lesson.codTrlAula}`, payload: { dscTitulo: 'x' } })).statusCode).toBe(
      404,
    );
    expect((await t.as(profHo, { method: 'DELETE', url: `/api/trl_aula/${lesson.codTrlAula}` })).statusCode).toBe(404);
  });
});

describe('ordering lessons (inverterAulas) and deleting one', () => {
  it('swaps two lessons, and deleting one removes its contents and files and closes the gap', async () => {
    const chapter = (await newChapter(t, prof, (await newPath(t, prof)).codTrlLivro)).codTrlCapitulo;
    const [a, b, c] = [
      await newLesson(t, prof, chapter, 'A'),
      await newLesson(t, prof, chapter, 'B'),
      await newLesson(t, prof, chapter, 'C'),
    ];
    const order = await json<{ codTrlAula: number }[]>(t, prof, 'PUT', '/api/trl_aula/inverterAulas/x', {
      aula1: c.codTrlAula,
      aula2: b.codTrlAula,
    });
    expect(order.map((o) => o.codTrlAula)).toEqual([a.codTrlAula, c.codTrlAula, b.codTrlAula]);

    await newText(t, prof, c.codTrlAula);
    const { body, headers } = multipart([filePart('dscImagem', await png())], { codTrlAula: String(c.codTrlAula) });
    const image = await t.as(prof, { method: 'POST', url: '/api/trl_conteudo_imagem', payload: body, headers });
    expect(stored(t, image.json().dscImagem)).toBe(true);

    await json(t, prof, 'DELETE', `/api/trl_aula/${c.codTrlAula}`);
    expect(await t.rows(sql`select 1 from trl_conteudo where cod_trl_aula = ${c.codTrlAula}`)).toHaveLength(0);
    expect(stored(t, image.json().dscImagem)).toBe(false);
    const lessons = await json<{ codTrlAula: number; numSequencia: number }[]>(
      t,
      prof,
      'GET',
      `/api/trl_aula/pegarAulasDoCapitulo/${chapter}`,
    );
    expect(lessons.map((l) => [l.codTrlAula, l.numSequencia])).toEqual([
      [a.codTrlAula, 1],
      [b.codTrlAula, 2],
    ]);
    expect(await sequences(t, 'trl_aula', 'cod_trl_capitulo', chapter)).toEqual(oneToN(2));
  });

  it('refuses to swap lessons of two chapters', async () => {
    const one = await newLesson(t, prof, chapterId);
    const other = await newLesson(t, prof, (await newChapter(t, prof, (await newPath(t, prof)).codTrlLivro)).codTrlCapitulo);
    const res = await t.as(prof, {
      method: 'PUT',
      url: '/api/trl_aula/inverterAulas/x',
      payload: { aula1: one.codTrlAula, aula2: other.codTrlAula },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().messageKey).toBe('reorderDifferentParents');
  });
});
