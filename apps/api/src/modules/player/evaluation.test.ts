import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../test/build-app';
import { json } from '../curriculum/curriculum.fixtures';
import { type Staff, signInStaff, answersAll, newWorld, playPath } from './player.fixtures';

let t: TestApp;
let au: Staff;
let ho: Staff;

beforeAll(async () => {
  t = await buildTestApp();
  ({ au, ho } = await signInStaff(t));
});
afterAll(() => t.close());

const evaluate = (token: string, body: unknown) =>
  t.as(token, { method: 'POST', url: '/api/plataforma/avaliacao', payload: body as object });

async function stored(studentId: number) {
  return t.rows<{ capitulo: number; turma: number; livro: number; pergunta: number; nota: number }>(
    sql`select cod_trl_capitulo as capitulo, cod_bse_turma as turma, cod_trl_livro as livro, cod_avaliacao as pergunta, num_avaliacao as nota
      from trl_avaliacao_capitulo where cod_bse_usuario = ${studentId} order by cod_trl_capitulo, cod_avaliacao`,
  );
}

describe('GET /api/plataforma/avaliacao/perguntas', () => {
  it('answers the seeded catalogue in pt, en and es, to anyone (the training platform asks it without signing in)', async () => {
    const w = await newWorld(t, au);
    const questions = await json<{ codAvaliacao: number; pt: string; en: string; es: string }[]>(
      t,
      w.student,
      'GET',
      '/api/plataforma/avaliacao/perguntas',
    );
    expect(questions.length).toBeGreaterThanOrEqual(3);
    expect(questions[0]).toEqual({
      codAvaliacao: 1,
      pt: 'Gostei deste capítulo',
      en: 'I liked this chapter',
      es: 'Me gustó este capítulo',
    });
    expect(questions.every((q) => q.pt && q.en && q.es)).toBe(true);
    expect(await json(t, au.prof, 'GET', '/api/plataforma/avaliacao/perguntas')).toEqual(questions);
    expect(await json(t, au.diretor, 'GET', '/api/plataforma/avaliacao/perguntas')).toEqual(questions);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/plataforma/avaliacao/perguntas' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual(questions);
  });
});

describe('POST /api/plataforma/avaliacao', () => {
  it('stores one row per question (cod_avaliacao, num_avaliacao) with the class and path; the player shows the chapter evaluated', async () => {
    const w = await newWorld(t, au);
    const respostas = await answersAll(t, w.student, (i) => (i % 5) + 1);
    const res = await evaluate(w.student, { id: randomUUID(), codTrlCapitulo: w.chapterIds[0], respostas });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const rows = await stored(w.studentId);
    expect(rows).toEqual(
      respostas.map((r) => ({
        capitulo: w.chapterIds[0],
        turma: w.classId,
        livro: w.pathId,
        pergunta: r.codAvaliacao,
        nota: r.numAvaliacao,
      })),
    );
    expect((await playPath(t, w.student, w.pathId)).json().progresso.capitulosAvaliados).toEqual([w.chapterIds[0]]);
  });

  it('replaces the chapter’s previous evaluation; the same id sent again (even late) changes nothing', async () => {
    const w = await newWorld(t, au);
    const first = { id: randomUUID(), codTrlCapitulo: w.chapterIds[1], respostas: await answersAll(t, w.student, 2) };
    const second = { id: randomUUID(), codTrlCapitulo: w.chapterIds[1], respostas: await answersAll(t, w.student, 5) };
    expect((await evaluate(w.student, first)).statusCode).toBe(200);
    expect((await evaluate(w.student, second)).statusCode).toBe(200);
    expect((await evaluate(w.student, first)).statusCode).toBe(200);
    expect((await evaluate(w.student, second)).statusCode).toBe(200);
    const rows = await stored(w.studentId);
    expect(rows).toHaveLength(first.respostas.length);
    expect(rows.every((r) => r.nota === 5)).toBe(true);
  });

  it('refuses 0 and 6 with "Cada resposta da avaliação deve ser de 1 a 5." on the field, writing nothing', async () => {
    const w = await newWorld(t, au);
    for (const bad of [0, 6]) {
      const respostas = await answersAll(t, w.student, (i) => (i === 1 ? bad : 3));
      const res = await evaluate(w.student, { id: randomUUID(), codTrlCapitulo: w.chapterIds[0], respostas });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'Cada resposta da avaliação deve ser de 1 a 5.',
        fields: { 'respostas.1.numAvaliacao': 'Cada resposta da avaliação deve ser de 1 a 5.' },
      });
    }
    expect(await stored(w.studentId)).toEqual([]);
  });

  it('wants every question of the catalogue answered once', async () => {
    const w = await newWorld(t, au);
    const all = await answersAll(t, w.student, 4);
    const missing = all.slice(1);
    const twice = [...all.slice(0, -1), { ...all[0]!, numAvaliacao: 1 }];
    const unknown = [...all.slice(0, -1), { codAvaliacao: 999, numAvaliacao: 3 }];
    for (const respostas of [missing, twice, unknown]) {
      const res = await evaluate(w.student, { id: randomUUID(), codTrlCapitulo: w.chapterIds[0], respostas });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ respostas: 'Responda cada pergunta da avaliação uma vez.' });
    }
    expect(await stored(w.studentId)).toEqual([]);
  });

  it('refuses a chapter outside the student’s active path (another class, another school) with 404, and a Professor with 403', async () => {
    const w = await newWorld(t, au);
    const sameSchool = await newWorld(t, au);
    const otherSchool = await newWorld(t, ho);
    const respostas = await answersAll(t, w.student, 3);
    for (const chapter of [sameSchool.chapterIds[0], otherSchool.chapterIds[0], 2_000_000_000]) {
      const res = await evaluate(w.student, { id: randomUUID(), codTrlCapitulo: chapter, respostas });
      expect(res.statusCode).toBe(404);
    }
    expect((await evaluate(au.prof, { id: randomUUID(), codTrlCapitulo: w.chapterIds[0], respostas })).statusCode).toBe(403);
    expect(await stored(w.studentId)).toEqual([]);
    const [{ n }] = (await t.rows<{ n: number }>(
      sql`select count(*)::int as n from trl_avaliacao_capitulo where cod_trl_capitulo in (${sameSchool.chapterIds[0]}, ${otherSchool.chapterIds[0]}, ${w.chapterIds[0]})`,
    )) as [{ n: number }];
    expect(n).toBe(0);
  });
});
