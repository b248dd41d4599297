import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../test/build-app';
import { MASTER, PROF_AU, PROF_HO, json, newChapter, newLesson, newPath, newText, oneToN, sequences, signIn } from './curriculum.fixtures';

let t: TestApp;
let master: string;
let prof: string;
let profHo: string;

beforeAll(async () => {
  t = await buildTestApp();
  [master, prof, profHo] = await Promise.all([signIn(t, MASTER), signIn(t, PROF_AU), signIn(t, PROF_HO)]);
});
afterAll(() => t.close());

const post = (token: string, payload: Record<string, unknown>) => t.as(token, { method: 'POST', url: '/api/trl_capitulo', payload });

describe('chapter rules (§5 Chapter, §8, DECISIONS.md 50 chapters)', () => {
  it('requires a title with the document message, at most 100 characters', async () => {
    const p = await newPath(t, prof);
    for (const dscTitulo of [undefined, '', '  ']) {
      const res = await post(prof, { codTrlLivro: p.codTrlLivro, ...(dscTitulo === undefined ? {} : { dscTitulo }) });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ dscTitulo: 'É necessário preencher todos os campos antes de enviar.' });
    }
    const long = await post(prof, { codTrlLivro: p.codTrlLivro, dscTitulo: 'y'.repeat(101) });
    expect(long.json().fields).toEqual({ dscTitulo: 'O título deve ter no máximo 100 caracteres.' });
  });

  it("refuses the 51st chapter of a path with 'Número máximo de capítulos criado.'", async () => {
    const p = await newPath(t, master, 'Cinquenta', null);
    for (let i = 1; i <= 50; i += 1) await newChapter(t, master, p.codTrlLivro, `Capítulo ${i}`);
    const res = await post(master, { codTrlLivro: p.codTrlLivro, dscTitulo: 'Demais' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ messageKey: 'chapterMax', message: 'Número máximo de capítulos criado.' });
    expect(await sequences(t, 'trl_capitulo', 'cod_trl_livro', p.codTrlLivro)).toEqual(oneToN(50));
  });

  it("keeps another school's Professor out (404), in lists and writes", async () => {
    const p = await newPath(t, prof);
    const c = await newChapter(t, prof, p.codTrlLivro);
    expect((await post(profHo, { codTrlLivro: p.codTrlLivro, dscTitulo: 'Intruso' })).statusCode).toBe(404);
    for (const [method, url] of [
      ['GET', `/api/trl_capitulo/${c.codTrlCapitulo}`],
      ['GET', `/api/trl_capitulo/abrir/${c.codTrlCapitulo}`],
      ['DELETE', `/api/trl_capitulo/${c.codTrlCapitulo}`],
      ['GET', `/api/trl_aula/pegarAulasDoCapitulo/${c.codTrlCapitulo}`],
    ] as const) {
      expect((await t.as(profHo, { method, url })).statusCode, url).toBe(404);
    }
    const page = await json<{ items: { codTrlCapitulo: number }[] }>(t, profHo, 'GET', '/api/trl_capitulo?pageSize=100');
    expect(page.items.map((i) => i.codTrlCapitulo)).not.toContain(c.codTrlCapitulo);
  });

  it('answers the chapter with its path title for the breadcrumb, and edits the title', async () => {
    const p = await newPath(t, prof, 'Trilha do breadcrumb');
    const c = await newChapter(t, prof, p.codTrlLivro, 'Primeiro');
    const edited = await json(t, prof, 'PUT', `/api/trl_capitulo/${c.codTrlCapitulo}`, { dscTitulo: 'Primeiro capítulo' });
    expect(edited).toMatchObject({
      dscTitulo: 'Primeiro capítulo',
      dscTituloLivro: 'Trilha do breadcrumb',
      codTrlLivro: p.codTrlLivro,
      codBseLivro: p.codTrlLivro,
      numSequencia: 1,
    });
  });
});

describe('ordering chapters (inverterCapitulos) and the gap after a delete', () => {
  it('swaps neighbours, refuses chapters of two paths, and closes the gap when one is deleted', async () => {
    const p = await newPath(t, prof);
    const [a, b, c, d] = [
      await newChapter(t, prof, p.codTrlLivro, 'A'),
      await newChapter(t, prof, p.codTrlLivro, 'B'),
      await newChapter(t, prof, p.codTrlLivro, 'C'),
      await newChapter(t, prof, p.codTrlLivro, 'D'),
    ];
    const order = await json<{ codTrlCapitulo: number; numSequencia: number }[]>(t, prof, 'PUT', '/api/trl_capitulo/inverterCapitulos/x', {
      capitulo1: a.codTrlCapitulo,
      capitulo2: b.codTrlCapitulo,
    });
    expect(order.map((o) => o.codTrlCapitulo)).toEqual([b.codTrlCapitulo, a.codTrlCapitulo, c.codTrlCapitulo, d.codTrlCapitulo]);

    const other = await newChapter(t, prof, (await newPath(t, prof)).codTrlLivro);
    const mixed = await t.as(prof, {
      method: 'PUT',
      url: '/api/trl_capitulo/inverterCapitulos/x',
      payload: { capitulo1: a.codTrlCapitulo, capitulo2: other.codTrlCapitulo },
    });
    expect(mixed.statusCode).toBe(400);

    await json(t, prof, 'DELETE', `/api/trl_capitulo/${a.codTrlCapitulo}`);
    const after = await json<{ codTrlCapitulo: number; numSequencia: number }[]>(
      t,
      prof,
      'GET',
      `/api/trl_capitulo/pegarCapitulosDoLivro/${p.codTrlLivro}`,
    );
    expect(after.map((x) => [x.codTrlCapitulo, x.numSequencia])).toEqual([
      [b.codTrlCapitulo, 1],
      [c.codTrlCapitulo, 2],
      [d.codTrlCapitulo, 3],
    ]);
  });
});

describe('deleting a chapter', () => {
  it('refuses a chapter with activities (409) and deletes one without, with its lessons and contents', async () => {
    const p = await newPath(t, master, 'Atividades', null);
    const busy = await newChapter(t, master, p.codTrlLivro);
    await t.rows(sql`insert into bse_atividade (nom_atividade, cod_trl_capitulo) values ('Simulado', ${busy.codTrlCapitulo})`);
    const refused = await t.as(master, { method: 'DELETE', url: `/api/trl_capitulo/${busy.codTrlCapitulo}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('O registro não pode ser apagado por dependências no banco de dados.');

    const free = await newChapter(t, master, p.codTrlLivro);
    const lesson = await newLesson(t, master, free.codTrlCapitulo);
    await newText(t, master, lesson.codTrlAula);
    await json(t, master, 'DELETE', `/api/trl_capitulo/${free.codTrlCapitulo}`);
    expect(await t.rows(sql`select 1 from trl_aula where cod_trl_capitulo = ${free.codTrlCapitulo}`)).toHaveLength(0);
    expect(await t.rows(sql`select 1 from trl_conteudo where cod_trl_aula = ${lesson.codTrlAula}`)).toHaveLength(0);
    expect(await t.rows(sql`select 1 from trl_capitulo where cod_trl_capitulo = ${busy.codTrlCapitulo}`)).toHaveLength(1);
  });
});

describe('opening a chapter (the lessons screen in one call)', () => {
  it('answers the demo chapter with its lessons in order and every content in order', async () => {
    const [chapter] = await t.rows<{ id: number }>(
      // The class's demo path (the training path has a chapter of the same name).
      sql`select k.cod_trl_capitulo as id from trl_capitulo k join trl_livro l on l.cod_trl_livro = k.cod_trl_livro
        where k.dsc_titulo = 'O Sistema Solar' and l.cod_bse_turma is not null`,
    );
    const open = await json<{
      capitulo: { dscTitulo: string; dscTituloLivro: string; qtdAulas: number };
      aulas: {
        numSequencia: number;
        dscTitulo: string;
        conteudos: { numSequencia: number; nomTipo: string; nomJogo: string | null; dscImagem: string | null }[];
      }[];
    }>(t, prof, 'GET', `/api/trl_capitulo/abrir/${chapter!.id}`);
    expect(open.capitulo).toMatchObject({ dscTitulo: 'O Sistema Solar', dscTituloLivro: 'Ciências - 6º Ano', qtdAulas: 2 });
    expect(open.aulas.map((a) => a.numSequencia)).toEqual([1, 2]);
    expect(open.aulas[0]!.conteudos.map((c) => c.nomTipo)).toEqual(['Texto', 'Imagem', 'Tela Diálogo', 'Vídeo', 'Montagem']);
    expect(open.aulas[1]!.conteudos.map((c) => c.nomJogo)).toEqual(['Forca', 'Memória', 'Labirinto', 'Quebra-cabeça']);
    for (const lesson of open.aulas) expect(lesson.conteudos.map((c) => c.numSequencia)).toEqual(oneToN(lesson.conteudos.length));
    const image = open.aulas[0]!.conteudos[1]!.dscImagem!;
    expect(image).toMatch(/^\/uploads\/conteudos\/[0-9a-f]{32}\.jpg$/);
    const served = await t.app.inject({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('lists an empty lesson too', async () => {
    const p = await newPath(t, prof);
    const c = await newChapter(t, prof, p.codTrlLivro);
    await newLesson(t, prof, c.codTrlCapitulo, 'Vazia');
    const open = await json<{ aulas: { dscTitulo: string; conteudos: unknown[] }[] }>(
      t,
      prof,
      'GET',
      `/api/trl_capitulo/abrir/${c.codTrlCapitulo}`,
    );
    expect(open.aulas).toEqual([expect.objectContaining({ dscTitulo: 'Vazia', conteudos: [] })]);
  });
});
