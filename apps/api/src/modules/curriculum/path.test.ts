import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../test/build-app';
import { multipart } from '../../test/multipart';
import { sendUserForm } from '../users/users.fixtures';
import {
  MASTER,
  PROF_AU,
  PROF_HO,
  json,
  newChapter,
  newLesson,
  newPath,
  oneToN,
  png,
  postGame,
  sequences,
  signIn,
  stored,
  filePart,
} from './curriculum.fixtures';

let t: TestApp;
let master: string;
let prof: string;
let profHo: string;
const classes = new Map<string, number>();

beforeAll(async () => {
  t = await buildTestApp();
  [master, prof, profHo] = await Promise.all([signIn(t, MASTER), signIn(t, PROF_AU), signIn(t, PROF_HO)]);
  for (const row of await t.rows<{ id: number; name: string }>(sql`select cod_bse_turma as id, nom_turma as name from bse_turma`)) {
    classes.set(row.name, row.id);
  }
});
afterAll(() => t.close());

const post = (token: string, payload: Record<string, unknown>) => t.as(token, { method: 'POST', url: '/api/trl_livro', payload });

describe('path rules (§5 Path)', () => {
  it('requires a title with the document message, and at most 100 characters', async () => {
    for (const payload of [{}, { dscTitulo: '' }, { dscTitulo: '   ' }]) {
      const res = await post(master, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ dscTitulo: 'É necessário preencher todos os campos antes de enviar.' });
    }
    const long = await post(master, { dscTitulo: 'x'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual({ dscTitulo: 'O título deve ter no máximo 100 caracteres.' });
    expect((await post(master, { dscTitulo: 'x'.repeat(100) })).statusCode).toBe(201);
  });
});

describe('who owns a path', () => {
  it("puts a Professor's new path in their current class, or in another of their classes when asked", async () => {
    const current = await newPath(t, prof, 'Matemática A');
    expect(current.codBseTurma).toBe(classes.get('6º Ano A'));
    // Other tests add paths to 6º Ano B too: the new one comes after those.
    const [counted] = await t.rows<{ n: number }>(
      sql`select count(*)::int as n from trl_livro where cod_bse_turma = ${classes.get('6º Ano B')!}`,
    );
    const inClassB = counted!.n;
    const other = await newPath(t, prof, 'Matemática B', classes.get('6º Ano B'));
    expect(other).toMatchObject({
      codBseTurma: classes.get('6º Ano B'),
      nomTurma: '6º Ano B',
      numSequencia: inClassB + 1,
      qtdCapitulos: 0,
    });
  });

  it("refuses a Professor's path in a class that is not theirs", async () => {
    const res = await post(prof, { dscTitulo: 'Intrusa', codBseTurma: classes.get('7º Ano A') });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Turma não encontrada entre as suas turmas.');
  });

  it("puts a Professor's path without a class in the current class, else the first of theirs; none refused", async () => {
    const [low, high] = [classes.get('6º Ano A')!, classes.get('6º Ano B')!].sort((a, b) => a - b) as [number, number];
    // A Professor of their own (the demo ones are shared by the other tests): the first class listed is current.
    const created = await sendUserForm(t, master, {
      cstLogin: 'AUCE-0950',
      nomUsuario: 'Teo Sem Turma Atual',
      txtSenha: 'Teo@2026',
      codBsePerfil: 5,
      arrayCodBseTurmas: [high, low],
    });
    expect(created.statusCode).toBe(200);
    const teo = await t.login('AUCE-0950', 'Teo@2026');
    const userId = created.json<{ codBseUsuario: number }>().codBseUsuario;
    expect((await newPath(t, teo, 'Na atual')).codBseTurma).toBe(high);
    await t.rows(sql`update bse_usuario_turma set ind_atual = 'N' where cod_bse_usuario = ${userId}`);
    expect((await newPath(t, teo, 'Na primeira')).codBseTurma).toBe(low);
    await t.rows(sql`delete from bse_usuario_turma where cod_bse_usuario = ${userId}`);
    const none = await post(teo, { dscTitulo: 'Sem turma' });
    expect(none.statusCode).toBe(400);
    expect(none.json().fields).toEqual({ codBseTurma: 'Turma não encontrada entre as suas turmas.' });
  });

  it("answers a Master's path in a class that does not exist as not found", async () => {
    const res = await post(master, { dscTitulo: 'Turma inexistente', codBseTurma: 999_999 });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Recurso não encontrado.');
  });

  it('lets a Master keep network-wide paths (no class), numbered on their own', async () => {
    const a = await newPath(t, master, 'Rede 1', null);
    const b = await newPath(t, master, 'Rede 2');
    expect([a.codBseTurma, b.codBseTurma]).toEqual([null, null]);
    expect(b.numSequencia).toBe(a.numSequencia + 1);
  });

  it('shows a Professor only the paths of their classes, and hides the others as not found', async () => {
    const network = await newPath(t, master, 'Só da rede', null);
    const ho = await newPath(t, profHo, 'Trilha da Horizonte');
    const list = await json<{ items: { dscTitulo: string; codBseTurma: number }[]; total: number }>(
      t,
      prof,
      'GET',
      '/api/trl_livro?pageSize=100',
    );
    const mine = new Set([classes.get('6º Ano A'), classes.get('6º Ano B')]);
    expect(list.items.every((p) => mine.has(p.codBseTurma))).toBe(true);
    expect(list.items.map((p) => p.dscTitulo)).toContain('Ciências - 6º Ano');
    for (const id of [network.codTrlLivro, ho.codTrlLivro]) {
      expect((await t.as(prof, { method: 'GET', url: `/api/trl_livro/${id}` })).statusCode).toBe(404);
      expect((await t.as(prof, { method: 'PUT', url: `/api/trl_livro/${id}`, payload: { dscTitulo: 'x' } })).statusCode).toBe(404);
      expect((await t.as(prof, { method: 'DELETE', url: `/api/trl_livro/${id}` })).statusCode).toBe(404);
      expect((await t.as(prof, { method: 'GET', url: `/api/trl_capitulo/pegarCapitulosDoLivro/${id}` })).statusCode).toBe(404);
    }
    const byClass = await json<unknown[]>(t, prof, 'GET', `/api/trl_livro/all/${classes.get('7º Ano A')}`);
    expect(byClass).toEqual([]);
  });

  it('pages, searches and counts on the server', async () => {
    for (let i = 1; i <= 12; i += 1) await newPath(t, master, `Paginada ${String(i).padStart(2, '0')}`, classes.get('7º Ano A'));
    const page = await json<{ items: { dscTitulo: string }[]; total: number; page: number; pageSize: number }>(
      t,
      master,
      'GET',
      `/api/trl_livro?codBseTurma=${classes.get('7º Ano A')}&q=paginada&page=2&pageSize=10`,
    );
    expect(page).toMatchObject({ total: 12, page: 2, pageSize: 10 });
    expect(page.items.map((p) => p.dscTitulo)).toEqual(['Paginada 11', 'Paginada 12']);
    const tooBig = await t.as(master, { method: 'GET', url: '/api/trl_livro?pageSize=101' });
    expect(tooBig.statusCode).toBe(400);
  });

  it('edits the title', async () => {
    const p = await newPath(t, prof, 'Antes');
    const res = await json<{ dscTitulo: string }>(t, prof, 'PUT', `/api/trl_livro/${p.codTrlLivro}`, { dscTitulo: 'Depois' });
    expect(res.dscTitulo).toBe('Depois');
  });
});

describe('ordering paths (inverterLivros)', () => {
  it('swaps two paths of a class and keeps 1..n; refuses paths of different classes', async () => {
    const classB = classes.get('6º Ano B')!;
    const before = await json<{ codTrlLivro: number }[]>(t, prof, 'GET', `/api/trl_livro/all/${classB}`);
    const x = await newPath(t, prof, 'X', classB);
    const y = await newPath(t, prof, 'Y', classB);
    const order = await json<{ codTrlLivro: number; numSequencia: number }[]>(t, prof, 'PUT', '/api/trl_livro/inverterLivros/x', {
      livro1: x.codTrlLivro,
      livro2: y.codTrlLivro,
    });
    expect(order.map((o) => o.numSequencia)).toEqual(oneToN(before.length + 2));
    expect(order.at(-1)!.codTrlLivro).toBe(x.codTrlLivro);
    expect(order.at(-2)!.codTrlLivro).toBe(y.codTrlLivro);

    const inA = await newPath(t, prof, 'Z');
    const mixed = await t.as(prof, {
      method: 'PUT',
      url: '/api/trl_livro/inverterLivros/x',
      payload: { livro1: x.codTrlLivro, livro2: inA.codTrlLivro },
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().message).toBe('Só é possível trocar de posição itens do mesmo nível.');
  });
});

describe('deleting a path', () => {
  it('refuses the demo path, given to class 6º Ano A, with 409 and deletes nothing', async () => {
    const [demo] = await t.rows<{ id: number }>(sql`select cod_trl_livro as id from trl_livro where dsc_titulo = 'Ciências - 6º Ano'`);
    const chaptersBefore = await t.rows(sql`select 1 from trl_capitulo where cod_trl_livro = ${demo!.id}`);
    const res = await t.as(prof, { method: 'DELETE', url: `/api/trl_livro/${demo!.id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'DEPENDENCIES',
      message: 'O registro não pode ser apagado por dependências no banco de dados.',
    });
    expect(await t.rows(sql`select 1 from trl_capitulo where cod_trl_livro = ${demo!.id}`)).toHaveLength(chaptersBefore.length);
  });

  it('refuses a path whose chapter has an activity', async () => {
    const p = await newPath(t, master, 'Com atividade', null);
    const c = await newChapter(t, master, p.codTrlLivro);
    await t.rows(sql`insert into bse_atividade (nom_atividade, cod_trl_capitulo) values ('Prova', ${c.codTrlCapitulo})`);
    const res = await t.as(master, { method: 'DELETE', url: `/api/trl_livro/${p.codTrlLivro}` });
    expect(res.statusCode).toBe(409);
    expect(await t.rows(sql`select 1 from trl_livro where cod_trl_livro = ${p.codTrlLivro}`)).toHaveLength(1);
  });

  it('deletes chapters, lessons, contents and their image files in one go, and closes the gap', async () => {
    const classB = classes.get('6º Ano B')!;
    const first = await newPath(t, prof, 'Primeira', classB);
    const doomed = await newPath(t, prof, 'Apagar', classB);
    const last = await newPath(t, prof, 'Última', classB);
    const chapter = await newChapter(t, prof, doomed.codTrlLivro);
    const lesson = await newLesson(t, prof, chapter.codTrlCapitulo);
    const { body, headers } = multipart([filePart('dscImagem', await png())], { codTrlAula: String(lesson.codTrlAula) });
    const image = await t.as(prof, { method: 'POST', url: '/api/trl_conteudo_imagem', payload: body, headers });
    expect(image.statusCode).toBe(201);
    const game = await postGame(
      t,
      prof,
      { codTrlAula: lesson.codTrlAula, codTrlJogo: 5, perguntas: [{ imgPergunta: 'file:p' }], respostas: [] },
      [filePart('p', await png())],
    );
    expect(game.statusCode).toBe(201);
    const detail = await json<{ perguntas: { imgPergunta: string }[] }>(
      t,
      prof,
      'GET',
      `/api/trl_conteudo_jogo/loadInfoConteudoJogo/${game.json().codTrlConteudo}`,
    );
    const files = [image.json().dscImagem as string, detail.perguntas[0]!.imgPergunta];
    expect(files.every((f) => stored(t, f))).toBe(true);

    expect((await json(t, prof, 'DELETE', `/api/trl_livro/${doomed.codTrlLivro}`)).ok).toBe(true);
    expect(await t.rows(sql`select 1 from trl_capitulo where cod_trl_livro = ${doomed.codTrlLivro}`)).toHaveLength(0);
    expect(await t.rows(sql`select 1 from trl_aula where cod_trl_aula = ${lesson.codTrlAula}`)).toHaveLength(0);
    expect(await t.rows(sql`select 1 from trl_conteudo where cod_trl_aula = ${lesson.codTrlAula}`)).toHaveLength(0);
    expect(await t.rows(sql`select 1 from trl_conteudo_jogo_pergunta where cod_trl_conteudo = ${game.json().codTrlConteudo}`)).toHaveLength(
      0,
    );
    expect(files.some((f) => stored(t, f))).toBe(false);
    expect(await sequences(t, 'trl_livro', 'cod_bse_turma', classB)).toEqual(
      oneToN((await sequences(t, 'trl_livro', 'cod_bse_turma', classB)).length),
    );
    const order = await json<{ codTrlLivro: number; numSequencia: number }[]>(t, prof, 'GET', `/api/trl_livro/all/${classB}`);
    expect(order.findIndex((p) => p.codTrlLivro === last.codTrlLivro)).toBe(
      order.findIndex((p) => p.codTrlLivro === first.codTrlLivro) + 1,
    );
  });
});
