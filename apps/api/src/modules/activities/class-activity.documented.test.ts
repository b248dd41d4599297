import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../test/build-app';
import { json, newChapter, newPath } from '../curriculum/curriculum.fixtures';
import { demoProfessorClass } from '../organisation/organisation.fixtures';
import { signInStaff } from './activities.fixtures';

/**
 * The documents' class-activity calls (1-authoring §7 "Class activities", 2-access §7 loadAtividadesTurma,
 * loadAtividadesAtivasPorTurma, updateAtividadeTurma; issue 25) beside the screen's: the links as 2-access §3 gives
 * them (`id`, `BseAtividade`), and the switch sent as `{indAtivo}` or `{codBseAtividadeTurma, value}`.
 */

let t: TestApp;
let master: string;
let prof: string;
let profHo: string;
let diretor: string;
let gestorHo: string;
let student: string;
let studentHo: string;
let assistente: string;
let chapter: { codTrlCapitulo: number; codTrlLivro: number };

beforeAll(async () => {
  t = await buildTestApp();
  ({ master, prof, profHo, diretor, gestorHo } = await signInStaff(t));
  [student, studentHo, assistente] = await Promise.all([
    t.login('AUCE-0004', 'Aluno@2026'),
    t.login('HOSU-0003', 'Aluno@2026'),
    t.login('REMT-0002', 'Assist@2026'),
  ]);
  const path = await newPath(t, master, `Rede ${Math.random().toString(36).slice(2, 8)}`);
  const made = await newChapter(t, master, path.codTrlLivro, 'Capítulo documentado');
  chapter = { codTrlCapitulo: made.codTrlCapitulo, codTrlLivro: path.codTrlLivro };
});
afterAll(() => t.close());

const ownClass = () => demoProfessorClass(t, diretor, 'Documentada', { withStudent: true });

/** An activity of the network's chapter with one multiple-choice question (whose key must never reach a student). */
async function activity(name: string): Promise<number> {
  const { codBseAtividade } = await json<{ codBseAtividade: number }>(t, master, 'POST', '/api/bse_atividade', {
    codTrlCapitulo: chapter.codTrlCapitulo,
    nomAtividade: name,
    desDescricao: `Sobre ${name}`,
  });
  await json(t, master, 'POST', '/api/bse_questao', {
    codBseAtividade,
    titulo: 'Metade',
    enuEnunciado: '<p>Quanto é metade de 10?</p>',
    tipoQuestao: 'MULTIPLA_ESCOLHA',
    multiplaEscolha: [
      { descricao: 'Cinco', invalida: false },
      { descricao: 'Dois', invalida: true },
    ],
  });
  return codBseAtividade;
}

type Link = { id: number; codBseAtividadeTurma: number; codBseAtividade: number; indAtivo: 'S' | 'N' };
/** Gives the activities to the class (inactive), in order. */
async function give(classId: number, names: string[]): Promise<Link[]> {
  const payload = [];
  for (const name of names) payload.push({ codBseAtividade: await activity(name), codBseTurma: classId });
  const res = await t.as(prof, { method: 'POST', url: '/api/bse_atividade_turma', payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Link[]>();
}
const put = (id: number, payload: object, token = prof) => t.as(token, { method: 'PUT', url: `/api/bse_atividade_turma/${id}`, payload });
const all = (classId: number | string, token = prof) => t.as(token, { method: 'GET', url: `/api/bse_atividade_turma/all/${classId}` });
const active = (classId: number | string, token = student) =>
  t.as(token, { method: 'GET', url: `/api/bse_atividade_turma/${classId}/atividades-ativas` });
const switches = async (classId: number) =>
  (
    await t.rows<{ ativo: string }>(
      sql`select ind_ativo as ativo from bse_atividade_turma where cod_bse_turma = ${classId} order by cod_bse_atividade_turma`,
    )
  ).map((r) => r.ativo);

describe('GET /api/bse_atividade_turma/all/{classId}', () => {
  it('answers every link of the class as 2-access §3 gives it: id, the ids, indAtivo and the activity as BseAtividade', async () => {
    const classId = await ownClass();
    const [a, b] = await give(classId, ['Frações', 'Decimais']);
    expect((await put(b!.codBseAtividadeTurma, { indAtivo: 'S' })).statusCode).toBe(200);

    const res = await all(classId);
    expect(res.statusCode).toBe(200);
    const links = res.json<Record<string, unknown>[]>();
    expect(links).toHaveLength(2);
    expect(links[0]).toMatchObject({
      id: a!.codBseAtividadeTurma,
      codBseAtividadeTurma: a!.codBseAtividadeTurma,
      codBseAtividade: a!.codBseAtividade,
      codBseTurma: classId,
      indAtivo: 'N',
      // The screen's fields stay beside the documented ones.
      nomAtividade: 'Frações',
      qtdQuestoes: 1,
      BseAtividade: {
        codBseAtividade: a!.codBseAtividade,
        nomAtividade: 'Frações',
        desDescricao: 'Sobre Frações',
        codTrlCapitulo: chapter.codTrlCapitulo,
        dscCapitulo: 'Capítulo documentado',
        codTrlLivro: chapter.codTrlLivro,
        usuarioCriacao: expect.any(String),
        datCriacao: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        qtdQuestoes: 1,
      },
    });
    expect(links.map((l) => [l.codBseAtividadeTurma, l.indAtivo])).toEqual([
      [a!.codBseAtividadeTurma, 'N'],
      [b!.codBseAtividadeTurma, 'S'],
    ]);
    // The staff above the Professor read the class's list of their scope, as the screen's list.
    expect((await all(classId, diretor)).json<unknown[]>()).toHaveLength(2);
    expect((await all(classId, master)).statusCode).toBe(200);
  });

  it('another school’s staff get 404, a student or the Assistente 403, a bad id 400 in Portuguese', async () => {
    const classId = await ownClass();
    await give(classId, ['Escondida']);
    for (const token of [profHo, gestorHo]) expect((await all(classId, token)).statusCode).toBe(404);
    for (const token of [student, assistente]) expect((await all(classId, token)).statusCode).toBe(403);
    const bad = await all('1e3');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Identificador inválido.' });
    expect((await all(2147483647)).statusCode).toBe(404);
  });
});

describe('GET /api/bse_atividade_turma/{classId}/atividades-ativas', () => {
  it('answers the active links only, to the class’s student, without any answer key', async () => {
    const classId = await ownClass();
    const [off, on] = await give(classId, ['Desligada', 'Ligada']);
    expect((await put(on!.codBseAtividadeTurma, { indAtivo: 'S' })).statusCode).toBe(200);

    const res = await active(classId);
    expect(res.statusCode).toBe(200);
    const links = res.json<{ id: number; indAtivo: string; BseAtividade: { nomAtividade: string } }[]>();
    expect(links.map((l) => [l.id, l.indAtivo, l.BseAtividade.nomAtividade])).toEqual([[on!.codBseAtividadeTurma, 'S', 'Ligada']]);
    expect(links.map((l) => l.id)).not.toContain(off!.codBseAtividadeTurma);
    // The questions, their options and their key are not part of a link.
    expect(res.body).not.toMatch(/invalida|resRespostaEsperada|multiplaEscolha|Cinco/);
    // The Professor and the staff of the scope read it too.
    expect((await active(classId, prof)).json<unknown[]>()).toHaveLength(1);
    expect((await active(classId, diretor)).json<unknown[]>()).toHaveLength(1);
  });

  it('another class’s student and another school’s staff get 404, the Assistente 403, a bad id 400', async () => {
    const classId = await ownClass();
    const [link] = await give(classId, ['Só da turma']);
    await put(link!.codBseAtividadeTurma, { indAtivo: 'S' });
    for (const token of [studentHo, profHo, gestorHo]) expect((await active(classId, token)).statusCode).toBe(404);
    expect((await active(classId, assistente)).statusCode).toBe(403);
    const bad = await active('abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Identificador inválido.' });
  });
});

describe('PUT /api/bse_atividade_turma/{codBseAtividadeTurma}', () => {
  it('switches with {indAtivo} (1-authoring) and with {codBseAtividadeTurma, value} (2-access), keeping the due day', async () => {
    const classId = await ownClass();
    const [link] = await give(classId, ['Interruptor']);
    const id = link!.codBseAtividadeTurma;
    expect((await put(id, { datEntrega: '2026-09-10' })).statusCode).toBe(200);
    const on = await put(id, { indAtivo: 'S' });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ codBseAtividadeTurma: id, indAtivo: 'S', datEntrega: '2026-09-10' });
    expect((await put(id, { codBseAtividadeTurma: id, value: 'N' })).json()).toMatchObject({ indAtivo: 'N' });
    expect((await put(id, { indAtivo: 'S', value: 'S' })).json()).toMatchObject({ indAtivo: 'S' });
    expect(await switches(classId)).toEqual(['S']);
  });

  it('refuses a wrong value or two different ones in Portuguese, another school’s Professor (404) and other profiles (403)', async () => {
    const classId = await ownClass();
    const [link] = await give(classId, ['Recusas']);
    const id = link!.codBseAtividadeTurma;
    const wrong = await put(id, { indAtivo: 'sim' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ fields: { indAtivo: 'O valor deve ser S (ativa) ou N (inativa).' } });
    const twice = await put(id, { indAtivo: 'S', value: 'N' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ fields: { indAtivo: 'indAtivo e value devem ter o mesmo valor.' } });
    expect((await put(id, { indAtivo: 'S' }, profHo)).statusCode).toBe(404);
    for (const token of [master, diretor, student]) expect((await put(id, { indAtivo: 'S' }, token)).statusCode).toBe(403);
    expect(await switches(classId)).toEqual(['N']);
  });
});
