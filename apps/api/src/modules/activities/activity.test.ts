import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../test/build-app';
import { MASTER, PROF_AU, json, newChapter, newPath, signIn } from '../curriculum/curriculum.fixtures';

let t: TestApp;
let master: string;
let prof: string;
let chapterA: number;
let chapterB: number;
let pathA: number;

beforeAll(async () => {
  t = await buildTestApp();
  [master, prof] = await Promise.all([signIn(t, MASTER), signIn(t, PROF_AU)]);
  pathA = (await newPath(t, master, `Avaliações ${Math.random().toString(36).slice(2, 8)}`)).codTrlLivro;
  chapterA = (await newChapter(t, master, pathA, 'Frações')).codTrlCapitulo;
  const pathB = (await newPath(t, master, 'Outra trilha')).codTrlLivro;
  chapterB = (await newChapter(t, master, pathB, 'Verbos')).codTrlCapitulo;
});
afterAll(() => t.close());

type Activity = {
  codBseAtividade: number;
  nomAtividade: string;
  desDescricao: string;
  codTrlCapitulo: number;
  dscCapitulo: string;
  codTrlLivro: number;
  usuarioCriacao: string | null;
  datCriacao: string;
  qtdQuestoes: number;
};
type Page = { items: Activity[]; total: number; page: number; pageSize: number };

const create = (body: Record<string, unknown>, token = master) => t.as(token, { method: 'POST', url: '/api/bse_atividade', payload: body });
const newActivity = async (name: string, chapter = chapterA) =>
  json<Activity>(t, master, 'POST', '/api/bse_atividade', { codTrlCapitulo: chapter, nomAtividade: name, desDescricao: 'Descrição' });

describe('the Master’s catalogue of activities (/atividade/listar)', () => {
  it('creates an activity in a chapter, with its author and date, and reads it back', async () => {
    const made = await newActivity('Prova de frações');
    expect(made).toMatchObject({
      nomAtividade: 'Prova de frações',
      desDescricao: 'Descrição',
      codTrlCapitulo: chapterA,
      dscCapitulo: 'Frações',
      codTrlLivro: pathA,
      usuarioCriacao: 'Administrador da Rede',
      qtdQuestoes: 0,
    });
    expect(Date.now() - Date.parse(made.datCriacao)).toBeLessThan(60_000);
    expect(await json<Activity>(t, master, 'GET', `/api/bse_atividade/${made.codBseAtividade}`)).toEqual(made);
  });

  it('wants every field: "Todos os campos devem ser preenchidos", nothing written', async () => {
    const before = await t.rows<{ n: number }>(sql`select count(*)::integer as n from bse_atividade`);
    for (const body of [
      { codTrlCapitulo: chapterA, nomAtividade: '  ', desDescricao: 'x' },
      { codTrlCapitulo: chapterA, nomAtividade: 'Nome', desDescricao: '' },
      { nomAtividade: 'Nome', desDescricao: 'x' },
    ]) {
      const res = await create(body);
      expect(res.statusCode).toBe(400);
      expect(Object.values(res.json<{ fields: Record<string, string> }>().fields)).toContain('Todos os campos devem ser preenchidos');
    }
    const long = await create({ codTrlCapitulo: chapterA, nomAtividade: 'x'.repeat(101), desDescricao: 'x' });
    expect(long.json()).toMatchObject({ fields: { nomAtividade: 'O nome deve ter no máximo 100 caracteres.' } });
    const unknown = await create({ codTrlCapitulo: 2_000_000_000, nomAtividade: 'Nome', desDescricao: 'x' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ fields: { codTrlCapitulo: 'Capítulo não encontrado.' } });
    expect(await t.rows(sql`select count(*)::integer as n from bse_atividade`)).toEqual(before);
  });

  it('pages of 10, searched by name (accents aside) and filtered by path and chapter', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    for (let i = 1; i <= 12; i += 1) await newActivity(`Simulado ${tag} ${String(i).padStart(2, '0')}`);
    await newActivity(`Simulado ${tag} de verbos`, chapterB);
    const first = await json<Page>(t, master, 'GET', `/api/bse_atividade?q=simulado ${tag}&codTrlLivro=${pathA}`);
    expect(first.total).toBe(12);
    expect(first.items).toHaveLength(10);
    expect(first.items[0]!.nomAtividade).toBe(`Simulado ${tag} 12`);
    const second = await json<Page>(t, master, 'GET', `/api/bse_atividade?q=simulado ${tag}&codTrlLivro=${pathA}&page=2`);
    expect(second.items.map((a) => a.nomAtividade)).toEqual([`Simulado ${tag} 02`, `Simulado ${tag} 01`]);
    const byChapter = await json<Page>(t, master, 'GET', `/api/bse_atividade?q=${tag}&codTrlCapitulo=${chapterB}`);
    expect(byChapter.items.map((a) => a.nomAtividade)).toEqual([`Simulado ${tag} de verbos`]);
  });

  it('edits name, description and chapter', async () => {
    const made = await newActivity('Antes');
    const edited = await json<Activity>(t, master, 'PUT', `/api/bse_atividade/${made.codBseAtividade}`, {
      codTrlCapitulo: chapterB,
      nomAtividade: 'Depois',
      desDescricao: 'Outra',
    });
    expect(edited).toMatchObject({ nomAtividade: 'Depois', desDescricao: 'Outra', codTrlCapitulo: chapterB, dscCapitulo: 'Verbos' });
    expect(
      (
        await t.as(master, {
          method: 'PUT',
          url: '/api/bse_atividade/2000000000',
          payload: { codTrlCapitulo: chapterB, nomAtividade: 'x', desDescricao: 'y' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('deletes an activity with its questions; one a student answered answers 409 and stays whole', async () => {
    const made = await newActivity('Para apagar');
    await json(t, master, 'POST', '/api/bse_questao', {
      codBseAtividade: made.codBseAtividade,
      titulo: 'Q',
      enuEnunciado: '<p>Quanto é 1/2 + 1/2?</p>',
      tipoQuestao: 'DISCURSIVA',
      resRespostaEsperada: '1',
    });
    await json(t, master, 'DELETE', `/api/bse_atividade/${made.codBseAtividade}`);
    expect(await t.rows(sql`select 1 from bse_questao where cod_bse_atividade = ${made.codBseAtividade}`)).toEqual([]);

    const answered = await newActivity('Respondida');
    const q = await json<{ codBseQuestao: number }>(t, master, 'POST', '/api/bse_questao', {
      codBseAtividade: answered.codBseAtividade,
      titulo: 'Q',
      enuEnunciado: '<p>Diga algo</p>',
      tipoQuestao: 'DISCURSIVA',
      resRespostaEsperada: 'algo',
    });
    const [student] = await t.rows<{ id: number; turma: number }>(
      sql`select u.cod_bse_usuario as id, ut.cod_bse_turma as turma from bse_usuario u join bse_usuario_turma ut using (cod_bse_usuario) where u.cst_login = 'AUCE-0004' limit 1`,
    );
    await t.rows(sql`insert into bse_questao_resposta (cod_bse_questao, cod_bse_atividade, cod_bse_turma, cod_bse_usuario, res_resposta)
      values (${q.codBseQuestao}, ${answered.codBseAtividade}, ${student!.turma}, ${student!.id}, 'algo')`);
    const refused = await t.as(master, { method: 'DELETE', url: `/api/bse_atividade/${answered.codBseAtividade}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: 'O registro não pode ser apagado por dependências no banco de dados.' });
    expect(await t.rows(sql`select cod_bse_questao from bse_questao where cod_bse_atividade = ${answered.codBseAtividade}`)).toHaveLength(
      1,
    );
  });

  it('is the Master’s alone: a Professor gets 403 and writes nothing', async () => {
    const res = await create({ codTrlCapitulo: chapterA, nomAtividade: 'Do professor', desDescricao: 'x' }, prof);
    expect(res.statusCode).toBe(403);
    expect(await t.rows(sql`select 1 from bse_atividade where nom_atividade = 'Do professor'`)).toEqual([]);
  });
});
