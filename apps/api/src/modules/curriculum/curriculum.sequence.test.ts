import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../test/build-app';
import { MASTER, PROF_AU, json, newChapter, newLesson, newPath, newText, oneToN, sequences, signIn } from './curriculum.fixtures';

/**
 * The ordering invariants under concurrency: many people reordering, adding and deleting in one
 * parent at once never leave duplicates or gaps. On PGlite the calls interleave in one process; with
 * TEST_DATABASE_URL they run on a pool of real PostgreSQL connections at the same time.
 */
let t: TestApp;
let master: string;
let prof: string;

beforeAll(async () => {
  t = await buildTestApp();
  [master, prof] = await Promise.all([signIn(t, MASTER), signIn(t, PROF_AU)]);
});
afterAll(() => t.close());

/** A deterministic pseudo-random sequence, so that a failure can be replayed. */
function randomPairs(ids: number[], count: number, seed = 7): [number, number][] {
  let x = seed;
  const next = () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x;
  };
  return Array.from({ length: count }, () => {
    const a = ids[next() % ids.length]!;
    let b = ids[next() % ids.length]!;
    if (b === a) b = ids[(ids.indexOf(a) + 1) % ids.length]!;
    return [a, b];
  });
}

describe('the database keeps numSequencia unique within a parent', () => {
  it('refuses a duplicate position at commit (deferred unique constraint)', async () => {
    const p = await newPath(t, prof);
    const a = await newChapter(t, prof, p.codTrlLivro);
    await newChapter(t, prof, p.codTrlLivro);
    await expect(t.rows(sql`update trl_capitulo set num_sequencia = 2 where cod_trl_capitulo = ${a.codTrlCapitulo}`)).rejects.toThrow();
    expect(await sequences(t, 'trl_capitulo', 'cod_trl_livro', p.codTrlLivro)).toEqual([1, 2]);
  });
});

describe('concurrent reordering', () => {
  it('two people swapping lessons of the same chapter at once leave 1..n with every lesson once', async () => {
    const p = await newPath(t, prof);
    const chapter = (await newChapter(t, prof, p.codTrlLivro)).codTrlCapitulo;
    const ids: number[] = [];
    for (let i = 0; i < 8; i += 1) ids.push((await newLesson(t, prof, chapter, `Aula ${i + 1}`)).codTrlAula);
    const swaps = randomPairs(ids, 60).map(([aula1, aula2], i) =>
      t.as(i % 2 ? master : prof, { method: 'PUT', url: '/api/trl_aula/inverterAulas/x', payload: { aula1, aula2 } }),
    );
    const answers = await Promise.all(swaps);
    expect(answers.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
    expect(await sequences(t, 'trl_aula', 'cod_trl_capitulo', chapter)).toEqual(oneToN(8));
    const rows = await t.rows<{ id: number }>(sql`select cod_trl_aula as id from trl_aula where cod_trl_capitulo = ${chapter}`);
    expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
  });

  it('swaps, appends and deletes of contents racing in one lesson leave 1..n', async () => {
    const p = await newPath(t, prof);
    const chapter = (await newChapter(t, prof, p.codTrlLivro)).codTrlCapitulo;
    const lesson = (await newLesson(t, prof, chapter)).codTrlAula;
    const ids: number[] = [];
    for (let i = 0; i < 10; i += 1) ids.push((await newText(t, prof, lesson, `Texto ${i}`)).codTrlConteudo);
    const doomed = ids.slice(0, 3);
    const alive = ids.slice(3);
    const work = [
      ...randomPairs(alive, 30, 11).map(([conteudo1, conteudo2]) =>
        t.as(master, { method: 'PUT', url: '/api/trl_conteudo/inverterConteudos/x', payload: { conteudo1, conteudo2 } }),
      ),
      ...doomed.map((id) => t.as(prof, { method: 'DELETE', url: `/api/trl_conteudo/${id}` })),
      ...Array.from({ length: 5 }, (_, i) =>
        t.as(prof, { method: 'POST', url: '/api/trl_conteudo_texto', payload: { codTrlAula: lesson, dscTexto: `Novo ${i}` } }),
      ),
    ];
    const answers = await Promise.all(work);
    expect(answers.map((r) => r.statusCode).filter((s) => s >= 300)).toEqual([]);
    expect(await sequences(t, 'trl_conteudo', 'cod_trl_aula', lesson)).toEqual(oneToN(10 - 3 + 5));
  });

  it('contents moving between two lessons in both directions at once neither deadlock nor leave gaps', async () => {
    const p = await newPath(t, prof);
    const chapter = (await newChapter(t, prof, p.codTrlLivro)).codTrlCapitulo;
    const l1 = (await newLesson(t, prof, chapter)).codTrlAula;
    const l2 = (await newLesson(t, prof, chapter)).codTrlAula;
    const inL1: number[] = [];
    const inL2: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      inL1.push((await newText(t, prof, l1)).codTrlConteudo);
      inL2.push((await newText(t, prof, l2)).codTrlConteudo);
    }
    const work = [
      ...inL1.map((codTrlConteudo) =>
        t.as(prof, { method: 'PUT', url: '/api/trl_conteudo/moverParaAula/x', payload: { codTrlConteudo, codTrlAula: l2 } }),
      ),
      ...inL2.map((codTrlConteudo) =>
        t.as(master, { method: 'PUT', url: '/api/trl_conteudo/moverParaAula/x', payload: { codTrlConteudo, codTrlAula: l1 } }),
      ),
      ...inL1
        .slice(0, 3)
        .map((id, i) =>
          t.as(master, { method: 'PUT', url: '/api/trl_conteudo/inverterConteudos/x', payload: { conteudo1: id, conteudo2: inL2[i] } }),
        ),
    ];
    const answers = await Promise.all(work);
    // A swap may find that a move took its item to the other lesson first: a 409, never a broken order.
    expect(answers.map((r) => r.statusCode).filter((s) => s !== 200 && s !== 409)).toEqual([]);
    const s1 = await sequences(t, 'trl_conteudo', 'cod_trl_aula', l1);
    const s2 = await sequences(t, 'trl_conteudo', 'cod_trl_aula', l2);
    expect(s1).toEqual(oneToN(s1.length));
    expect(s2).toEqual(oneToN(s2.length));
    expect(s1.length + s2.length).toBe(12);
  });

  it('creating chapters and paths at once numbers them 1..n, and the 50-chapter limit holds', async () => {
    const p = await newPath(t, master, 'Corrida', null);
    for (let i = 0; i < 45; i += 1) await newChapter(t, master, p.codTrlLivro, `C${i}`);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.as(i % 2 ? master : master, {
          method: 'POST',
          url: '/api/trl_capitulo',
          payload: { codTrlLivro: p.codTrlLivro, dscTitulo: `R${i}` },
        }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(5);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(5);
    expect(await sequences(t, 'trl_capitulo', 'cod_trl_livro', p.codTrlLivro)).toEqual(oneToN(50));

    const created = await Promise.all(
      Array.from({ length: 12 }, (_, i) => t.as(master, { method: 'POST', url: '/api/trl_livro', payload: { dscTitulo: `Rede ${i}` } })),
    );
    expect(created.every((r) => r.statusCode === 201)).toBe(true);
    const network = await t.rows<{ n: number }>(sql`select num_sequencia as n from trl_livro where cod_bse_turma is null order by 1`);
    expect(network.map((r) => Number(r.n))).toEqual(oneToN(network.length));
  });

  it('swapping paths of one class at once keeps the class order 1..n', async () => {
    const classId = (await json<{ codBseTurma: number }>(t, prof, 'GET', '/api/bse_usuario/getMeusDados/x')).codBseTurma;
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1) ids.push((await newPath(t, prof, `P${i}`, classId)).codTrlLivro);
    const answers = await Promise.all(
      randomPairs(ids, 30, 3).map(([livro1, livro2], i) =>
        t.as(i % 2 ? master : prof, { method: 'PUT', url: '/api/trl_livro/inverterLivros/x', payload: { livro1, livro2 } }),
      ),
    );
    expect(answers.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
    const all = await sequences(t, 'trl_livro', 'cod_bse_turma', classId);
    expect(all).toEqual(oneToN(all.length));
  });
});
