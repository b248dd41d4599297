import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { seedReference } from '../../seed/reference';
import { type TestApp, buildTestApp } from '../../test/build-app';
import { MASTER, PROF_AU, PROF_HO, json, newLesson, newText, oneToN, sequences, signIn, tree } from './curriculum.fixtures';

let t: TestApp;
let token: string;
let lesson: number;
let chapter: number;

beforeAll(async () => {
  t = await buildTestApp();
  token = await signIn(t, MASTER);
  ({ codTrlAula: lesson, codTrlCapitulo: chapter } = await tree(t, token));
});
afterAll(() => t.close());

const post = (url: string, payload: Record<string, unknown>) => t.as(token, { method: 'POST', url, payload });
const fieldsOf = async (url: string, payload: Record<string, unknown>) => {
  const res = await post(url, payload);
  expect(res.statusCode, res.body).toBe(400);
  return res.json().fields as Record<string, string>;
};

describe('catalogues', () => {
  it('lists the six types, the ten games, subjects, at least six characters and four assemblies with their pictures', async () => {
    const types = await json<{ nomTipo: string }[]>(t, token, 'GET', '/api/trl_tipo_conteudo');
    expect(types.map((x) => x.nomTipo)).toEqual(['Texto', 'Imagem', 'Jogo', 'Tela Diálogo', 'Vídeo', 'Montagem']);
    const games = await json<{ codTrlJogo: number; nomJogo: string }[]>(t, token, 'GET', '/api/trl_jogo');
    expect(games.map((g) => g.nomJogo)).toEqual([
      'Forca',
      'Memória',
      'Labirinto',
      'Ligue os pontos',
      'Quebra-cabeça',
      'Quiz',
      'Verdadeiro ou falso',
      'Grupos de imagens',
      'Complete a frase',
      'Quiz de imagens',
    ]);
    expect((await json<unknown[]>(t, token, 'GET', '/api/trl_materia')).length).toBeGreaterThan(0);
    const characters = await json<{ imgPersonagem: string }[]>(t, token, 'GET', '/api/trl_personagem');
    const assemblies = await json<{ imgMontagem: string; dscTexto: string }[]>(t, token, 'GET', '/api/trl_montagem');
    expect(characters.length).toBeGreaterThanOrEqual(6);
    expect(assemblies.length).toBeGreaterThanOrEqual(4);
    for (const url of [...characters.map((c) => c.imgPersonagem), ...assemblies.map((a) => a.imgMontagem)]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    }
  });

  // A database built from nothing (every migration, then the reference seed with its drawn pictures): slow on a loaded machine.
  it('are seeded in a production database too (SEED_DEMO=false), once', { timeout: 120_000 }, async () => {
    const database = await openDatabase({ fromDump: inject('dbTemplate').pgliteEmptyDump });
    const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-catalogues-'));
    try {
      await seedReference(database.db, dir);
      const files = [...(await readdir(path.join(dir, 'personagens'))), ...(await readdir(path.join(dir, 'montagens')))];
      await seedReference(database.db, dir);
      const again = [...(await readdir(path.join(dir, 'personagens'))), ...(await readdir(path.join(dir, 'montagens')))];
      expect(again).toEqual(files);
      const result = (await database.db.execute(
        sql`select (select count(*) from trl_personagem)::int as p, (select count(*) from trl_montagem)::int as m,
                   (select count(*) from trl_jogo)::int as j, (select count(*) from trl_tipo_conteudo)::int as t, (select count(*) from trl_livro)::int as l,
                   (select count(*) from trl_livro_treinamento)::int as tr`,
      )) as { rows: Record<string, number>[] };
      // No demo path: only the public training path (issue 10), seeded once.
      expect(result.rows[0]).toEqual({ p: 6, m: 4, j: 10, t: 6, l: 1, tr: 1 });
    } finally {
      await database.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('are read by anyone signed in (the player shows them)', async () => {
    const student = await t.login('AUCE-0004', 'Aluno@2026');
    expect((await t.as(student, { method: 'GET', url: '/api/trl_personagem' })).statusCode).toBe(200);
    expect((await t.as(student, { method: 'GET', url: '/api/trl_livro' })).statusCode).toBe(403);
  });
});

describe('text content (§5 New content, Text content)', () => {
  it("requires a text ('Informe um texto.'), title at most 50, text at most 3000", async () => {
    expect(await fieldsOf('/api/trl_conteudo_texto', { codTrlAula: lesson })).toEqual({ dscTexto: 'Informe um texto.' });
    expect(await fieldsOf('/api/trl_conteudo_texto', { codTrlAula: lesson, dscTexto: '  ' })).toEqual({ dscTexto: 'Informe um texto.' });
    expect(await fieldsOf('/api/trl_conteudo_texto', { codTrlAula: lesson, dscTexto: 'x'.repeat(3001) })).toEqual({
      dscTexto: 'O texto deve ter no máximo 3000 caracteres.',
    });
    expect(await fieldsOf('/api/trl_conteudo_texto', { codTrlAula: lesson, dscTexto: 'ok', dscTitulo: 't'.repeat(51) })).toEqual({
      dscTitulo: 'O título deve ter no máximo 50 caracteres.',
    });
  });

  it('creates, loads and edits a text', async () => {
    const created = await json<{ codTrlConteudo: number; nomTipo: string }>(t, token, 'POST', '/api/trl_conteudo_texto', {
      codTrlAula: lesson,
      dscTitulo: 'Título',
      dscTexto: 'x'.repeat(3000),
    });
    expect(created.nomTipo).toBe('Texto');
    await json(t, token, 'PUT', `/api/trl_conteudo_texto/${created.codTrlConteudo}`, { dscTitulo: 'Novo', dscTexto: 'Outro texto' });
    const loaded = await json(t, token, 'GET', `/api/trl_conteudo_texto/loadInfoConteudoTexto/${created.codTrlConteudo}`);
    expect(loaded).toMatchObject({ codTrlConteudoTexto: created.codTrlConteudo, dscTitulo: 'Novo', dscTexto: 'Outro texto' });
  });
});

describe('dialogue content (§5 Dialogue)', () => {
  const url = '/api/trl_conteudo_personagem_texto';
  it('needs 1 to 12 entries, each with a character and a text, with the document messages', async () => {
    expect(await fieldsOf(url, { codTrlAula: lesson, dados: [] })).toEqual({ dados: 'Favor informar pelo menos 1 conteúdo.' });
    expect(await fieldsOf(url, { codTrlAula: lesson })).toEqual({ dados: 'Favor informar pelo menos 1 conteúdo.' });
    expect(await fieldsOf(url, { codTrlAula: lesson, dados: [{ dscTexto: 'Olá' }] })).toEqual({
      'dados.0.codTrlPersonagem': 'Favor preenche o campo de personagem de todos os conteúdos.',
    });
    expect(await fieldsOf(url, { codTrlAula: lesson, dados: [{ codTrlPersonagem: 1, dscTexto: '' }] })).toEqual({
      'dados.0.dscTexto': 'Favor preencher todos os campos de descrição.',
    });
    const thirteen = Array.from({ length: 13 }, () => ({ codTrlPersonagem: 1, dscTexto: 'Oi' }));
    expect(await fieldsOf(url, { codTrlAula: lesson, dados: thirteen })).toEqual({ dados: 'Permitido somente até 12 conteúdos.' });
    expect(await fieldsOf(url, { codTrlAula: lesson, dados: [{ codTrlPersonagem: 999, dscTexto: 'Oi' }] })).toEqual({
      'dados.0.codTrlPersonagem': 'Favor preenche o campo de personagem de todos os conteúdos.',
    });
  });

  it('saves the entries in order with their characters, and replaces them on edit', async () => {
    const twelve = Array.from({ length: 12 }, (_, i) => ({ codTrlPersonagem: (i % 6) + 1, dscTexto: `Fala ${i + 1}` }));
    const created = await json<{ codTrlConteudo: number }>(t, token, 'POST', url, {
      codTrlAula: lesson,
      dscTitulo: 'Conversa',
      dados: twelve,
    });
    const loaded = await json<{ dados: { dscTexto: string; nomPersonagem: string; imgPersonagem: string }[] }>(
      t,
      token,
      'GET',
      `${url}/loadInfoConteudoPersonagemTexto/${created.codTrlConteudo}`,
    );
    expect(loaded.dados.map((d) => d.dscTexto)).toEqual(twelve.map((d) => d.dscTexto));
    expect(loaded.dados[0]!.imgPersonagem).toMatch(/^\/uploads\/personagens\//);
    await json(t, token, 'PUT', `${url}/${created.codTrlConteudo}`, { dados: [{ codTrlPersonagem: 2, dscTexto: 'Só uma' }] });
    const edited = await json<{ dados: unknown[] }>(t, token, 'GET', `${url}/loadInfoConteudoPersonagemTexto/${created.codTrlConteudo}`);
    expect(edited.dados).toEqual([expect.objectContaining({ codTrlPersonagem: 2, dscTexto: 'Só uma' })]);
  });
});

describe('video content (§5 Video)', () => {
  it('keeps a link (http or https only) with an optional description', async () => {
    const created = await json<{ codTrlConteudo: number }>(t, token, 'POST', '/api/trl_conteudo_video', {
      codTrlAula: lesson,
      dscTitulo: 'Vídeo',
      dscLink: 'https://example.org/video',
    });
    const loaded = await json(t, token, 'GET', `/api/trl_conteudo_video/loadInfoConteudoVideo/${created.codTrlConteudo}`);
    expect(loaded).toMatchObject({ codTrlConteudoVideo: created.codTrlConteudo, dscLink: 'https://example.org/video', dscDescricao: null });
    for (const dscLink of ['javascript:alert(1)', 'ftp://x', '']) {
      expect(await fieldsOf('/api/trl_conteudo_video', { codTrlAula: lesson, dscLink })).toEqual({
        dscLink: 'Informe um link que comece com http:// ou https://.',
      });
    }
  });
});

describe('assembly content (§5 Assembly)', () => {
  const url = '/api/trl_conteudo_montagem';
  it('needs a selection and a description; is view-only afterwards', async () => {
    expect(await fieldsOf(url, { codTrlAula: lesson, dscTexto: 'x' })).toEqual({ codTrlMontagem: 'Favor escolher a montagem.' });
    expect(await fieldsOf(url, { codTrlAula: lesson, codTrlMontagem: 999, dscTexto: 'x' })).toEqual({
      codTrlMontagem: 'Favor escolher a montagem.',
    });
    expect(await fieldsOf(url, { codTrlAula: lesson, codTrlMontagem: 1 })).toEqual({ dscTexto: 'Favor preencher o campo de descrição.' });
    expect(await fieldsOf(url, { codTrlAula: lesson, codTrlMontagem: 1, dscTexto: ' ' })).toEqual({
      dscTexto: 'Favor preencher o campo de descrição.',
    });
    const created = await json<{ codTrlConteudo: number }>(t, token, 'POST', url, {
      codTrlAula: lesson,
      codTrlMontagem: 2,
      dscTexto: 'Observe o ciclo.',
    });
    const loaded = await json(t, token, 'GET', `/api/trl_montagem/loadInfoMontagem/${created.codTrlConteudo}`);
    expect(loaded).toMatchObject({
      nomMontagem: 'Ciclo da Água',
      dscTexto: 'Observe o ciclo.',
      imgMontagem: expect.stringMatching(/^\/uploads\/montagens\//),
    });
    const asText = await t.as(token, {
      method: 'PUT',
      url: `/api/trl_conteudo_texto/${created.codTrlConteudo}`,
      payload: { dscTexto: 'mudar' },
    });
    expect(asText.statusCode).toBe(404);
  });
});

describe('ordering contents', () => {
  it('swaps two items of a lesson, closes the gap on delete, and keeps 1..n', async () => {
    const l = (await newLesson(t, token, chapter)).codTrlAula;
    const [a, b, c] = [await newText(t, token, l, 'a'), await newText(t, token, l, 'b'), await newText(t, token, l, 'c')];
    const order = await json<{ codTrlConteudo: number }[]>(t, token, 'PUT', '/api/trl_conteudo/inverterConteudos/x', {
      conteudo1: a.codTrlConteudo,
      conteudo2: c.codTrlConteudo,
    });
    expect(order.map((o) => o.codTrlConteudo)).toEqual([c.codTrlConteudo, b.codTrlConteudo, a.codTrlConteudo]);
    await json(t, token, 'DELETE', `/api/trl_conteudo/${b.codTrlConteudo}`);
    const list = await json<{ codTrlConteudo: number; numSequencia: number }[]>(t, token, 'GET', `/api/trl_conteudo/conteudosDaAula/${l}`);
    expect(list.map((x) => [x.codTrlConteudo, x.numSequencia])).toEqual([
      [c.codTrlConteudo, 1],
      [a.codTrlConteudo, 2],
    ]);
  });

  it('swaps items across two lessons of the chapter and moves an item onto another lesson', async () => {
    const l1 = (await newLesson(t, token, chapter)).codTrlAula;
    const l2 = (await newLesson(t, token, chapter)).codTrlAula;
    const [x1, x2] = [await newText(t, token, l1), await newText(t, token, l1)];
    const [y1] = [await newText(t, token, l2)];
    const swapped = await json<{ codTrlConteudo: number; codTrlAula: number; numSequencia: number }[]>(
      t,
      token,
      'PUT',
      '/api/trl_conteudo/inverterConteudos/x',
      {
        conteudo1: x2.codTrlConteudo,
        conteudo2: y1.codTrlConteudo,
      },
    );
    expect(swapped).toEqual([
      { codTrlConteudo: x1.codTrlConteudo, codTrlAula: l1, numSequencia: 1 },
      { codTrlConteudo: y1.codTrlConteudo, codTrlAula: l1, numSequencia: 2 },
      { codTrlConteudo: x2.codTrlConteudo, codTrlAula: l2, numSequencia: 1 },
    ]);
    const moved = await json<{ codTrlConteudo: number; codTrlAula: number; numSequencia: number }[]>(
      t,
      token,
      'PUT',
      '/api/trl_conteudo/moverParaAula/x',
      {
        codTrlConteudo: x1.codTrlConteudo,
        codTrlAula: l2,
      },
    );
    expect(moved).toEqual([
      { codTrlConteudo: y1.codTrlConteudo, codTrlAula: l1, numSequencia: 1 },
      { codTrlConteudo: x2.codTrlConteudo, codTrlAula: l2, numSequencia: 1 },
      { codTrlConteudo: x1.codTrlConteudo, codTrlAula: l2, numSequencia: 2 },
    ]);
    expect(await sequences(t, 'trl_conteudo', 'cod_trl_aula', l1)).toEqual(oneToN(1));
    expect(await sequences(t, 'trl_conteudo', 'cod_trl_aula', l2)).toEqual(oneToN(2));
  });

  it('refuses to swap or move across chapters', async () => {
    const other = await tree(t, token);
    const here = await newText(t, token, lesson);
    const there = await newText(t, token, other.codTrlAula);
    const swap = await t.as(token, {
      method: 'PUT',
      url: '/api/trl_conteudo/inverterConteudos/x',
      payload: { conteudo1: here.codTrlConteudo, conteudo2: there.codTrlConteudo },
    });
    expect(swap.statusCode).toBe(400);
    const move = await t.as(token, {
      method: 'PUT',
      url: '/api/trl_conteudo/moverParaAula/x',
      payload: { codTrlConteudo: here.codTrlConteudo, codTrlAula: other.codTrlAula },
    });
    expect(move.statusCode).toBe(400);
  });
});

describe('scope of contents', () => {
  it("keeps a Professor out of another class's contents (404)", async () => {
    const profAu = await signIn(t, PROF_AU);
    const profHo = await signIn(t, PROF_HO);
    const mine = await tree(t, profAu);
    const text = await newText(t, profAu, mine.codTrlAula);
    for (const [method, url, payload] of [
      ['GET', `/api/trl_conteudo/${text.codTrlConteudo}`, undefined],
      ['GET', `/api/trl_conteudo_texto/loadInfoConteudoTexto/${text.codTrlConteudo}`, undefined],
      ['PUT', `/api/trl_conteudo_texto/${text.codTrlConteudo}`, { dscTexto: 'x' }],
      ['DELETE', `/api/trl_conteudo/${text.codTrlConteudo}`, undefined],
      ['POST', '/api/trl_conteudo_texto', { codTrlAula: mine.codTrlAula, dscTexto: 'x' }],
      ['GET', `/api/trl_conteudo/conteudosDaAula/${mine.codTrlAula}`, undefined],
    ] as const) {
      const res = await t.as(profHo, { method, url, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
  });
});
