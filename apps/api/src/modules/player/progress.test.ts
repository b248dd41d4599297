import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../test/build-app';
import { type Staff, signInStaff, newWorld, playPath, postProgress, progressRows, record } from './player.fixtures';

let t: TestApp;
let au: Staff;
let ho: Staff;

beforeAll(async () => {
  t = await buildTestApp();
  ({ au, ho } = await signInStaff(t));
});
afterAll(() => t.close());

describe('POST /api/plataforma/progresso', () => {
  it('records a batch with what the reports need, and answers every id', async () => {
    const w = await newWorld(t, au);
    const batch = [record(w.contentIds[0]!), record(w.contentIds[3]!, { pontuacao: 80 })];
    const res = await postProgress(t, w.student, batch);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().aceitos.sort()).toEqual(batch.map((r) => r.id).sort());

    const rows = await progressRows(t, w.studentId);
    expect(rows).toHaveLength(2);
    const game = rows.find((r) => r.conteudo === w.contentIds[3])!;
    expect(game).toMatchObject({ turma: w.classId, livro: w.pathId, capitulo: w.chapterIds[1], pontuacao: 80, tentativas: 2, tempo: 35 });
    expect(new Date(game.registro).toISOString()).toBe('2026-11-23T13:15:00.000Z');
    expect(Math.abs(new Date(game.recebimento).getTime() - Date.now())).toBeLessThan(60_000);
    const text = rows.find((r) => r.conteudo === w.contentIds[0])!;
    expect(text).toMatchObject({ capitulo: w.chapterIds[0], pontuacao: null, tentativas: null, tempo: null });
  });

  it('counts the same record sent twice once, and a batch that repeats an id once', async () => {
    const w = await newWorld(t, au);
    const once = record(w.contentIds[1]!, { pontuacao: 50 });
    expect((await postProgress(t, w.student, [once])).statusCode).toBe(200);
    const again = await postProgress(t, w.student, [once]);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ aceitos: [once.id] });
    const twin = record(w.contentIds[2]!);
    const repeated = await postProgress(t, w.student, [twin, twin, once]);
    expect(repeated.statusCode, repeated.body).toBe(200);
    expect(repeated.json().aceitos.sort()).toEqual([once.id, twin.id].sort());
    const rows = await progressRows(t, w.studentId);
    expect(rows.map((r) => r.id).sort()).toEqual([once.id, twin.id].sort());
  });

  it('is all or nothing: one content outside the student’s active path refuses the whole batch (404)', async () => {
    const w = await newWorld(t, au);
    const other = await newWorld(t, au);
    const res = await postProgress(t, w.student, [record(w.contentIds[0]!), record(other.contentIds[0]!)]);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Recurso não encontrado.');
    const missing = await postProgress(t, w.student, [record(w.contentIds[0]!), record(2_000_000_000)]);
    expect(missing.statusCode).toBe(404);
    expect(await progressRows(t, w.studentId)).toEqual([]);
  });

  it('refuses a student of another class or school (404) and a Professor (403), writing nothing', async () => {
    const w = await newWorld(t, au);
    const sameSchool = await newWorld(t, au);
    const otherSchool = await newWorld(t, ho);
    for (const student of [sameSchool.student, otherSchool.student]) {
      expect((await postProgress(t, student, [record(w.contentIds[0]!)])).statusCode).toBe(404);
    }
    expect((await postProgress(t, au.prof, [record(w.contentIds[0]!)])).statusCode).toBe(403);
    const [{ n }] = (await t.rows<{ n: number }>(sql`select count(*)::int as n from trl_progresso where cod_trl_livro = ${w.pathId}`)) as [
      { n: number },
    ];
    expect(n).toBe(0);
  });

  it('refuses a path that is no longer active in the class (the Professor switched paths)', async () => {
    const w = await newWorld(t, au);
    await t.rows(sql`update trl_livro_turma set ind_ativo = 'N' where cod_bse_turma = ${w.classId}`);
    expect((await postProgress(t, w.student, [record(w.contentIds[0]!)])).statusCode).toBe(404);
    expect((await playPath(t, w.student, w.pathId)).statusCode).toBe(404);
  });

  it('validates each record: score 0-100, a UUID id, at least one record', async () => {
    const w = await newWorld(t, au);
    const high = await postProgress(t, w.student, [record(w.contentIds[0]!, { pontuacao: 101 })]);
    expect(high.statusCode).toBe(400);
    expect(high.json().fields).toEqual({ 'registros.0.pontuacao': 'A pontuação deve ser um número inteiro de 0 a 100.' });
    const badId = await postProgress(t, w.student, [{ ...record(w.contentIds[0]!), id: 'abc' }]);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().fields).toEqual({ 'registros.0.id': 'Registro sem identificador válido.' });
    expect((await postProgress(t, w.student, [])).statusCode).toBe(400);
    expect(await progressRows(t, w.studentId)).toEqual([]);
  });

  it('keeps the history of a deleted content (its column set to null), and deleting the student removes their records', async () => {
    const w = await newWorld(t, au);
    expect((await postProgress(t, w.student, [record(w.contentIds[0]!, { pontuacao: 90 })])).statusCode).toBe(200);
    expect((await t.as(au.prof, { method: 'DELETE', url: `/api/trl_conteudo/${w.contentIds[0]}` })).statusCode).toBe(200);
    const [kept] = await progressRows(t, w.studentId);
    expect(kept).toMatchObject({ conteudo: null, capitulo: w.chapterIds[0], livro: w.pathId, pontuacao: 90 });
    await t.rows(sql`delete from bse_usuario where cod_bse_usuario = ${w.studentId}`);
    expect(await progressRows(t, w.studentId)).toEqual([]);
  });
});

describe('PUT /api/plataforma/posicao', () => {
  const put = (token: string, codTrlLivro: number, codTrlConteudo: number) =>
    t.as(token, { method: 'PUT', url: '/api/plataforma/posicao', payload: { codTrlLivro, codTrlConteudo } });

  it('keeps one position per student and path, the last one sent', async () => {
    const w = await newWorld(t, au);
    expect((await put(w.student, w.pathId, w.contentIds[1]!)).json()).toEqual({ ok: true });
    expect((await put(w.student, w.pathId, w.contentIds[2]!)).statusCode).toBe(200);
    const rows = await t.rows<{ c: number }>(
      sql`select cod_trl_conteudo as c from trl_posicao where cod_bse_usuario = ${w.studentId} and cod_trl_livro = ${w.pathId}`,
    );
    expect(rows).toEqual([{ c: w.contentIds[2] }]);
    expect((await playPath(t, w.student, w.pathId)).json().progresso.ultimoConteudo).toBe(w.contentIds[2]);
  });

  it('refuses a content outside the path, a path not the student’s (404) and a Professor (403)', async () => {
    const w = await newWorld(t, au);
    const other = await newWorld(t, au);
    expect((await put(w.student, w.pathId, other.contentIds[0]!)).statusCode).toBe(404);
    expect((await put(w.student, other.pathId, other.contentIds[0]!)).statusCode).toBe(404);
    expect((await put(au.prof, w.pathId, w.contentIds[0]!)).statusCode).toBe(403);
    const rows = await t.rows(sql`select 1 from trl_posicao where cod_trl_livro in (${w.pathId}, ${other.pathId})`);
    expect(rows).toEqual([]);
  });

  it('answers 400 for an id that is not one', async () => {
    const w = await newWorld(t, au);
    const res = await t.as(w.student, { method: 'PUT', url: '/api/plataforma/posicao', payload: { codTrlLivro: 'x', codTrlConteudo: 1 } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['codTrlLivro']);
  });
});

describe('records of two students', () => {
  it('never mixes them: each reads only their own progress', async () => {
    const w = await newWorld(t, au);
    const id = randomUUID();
    expect((await postProgress(t, w.student, [record(w.contentIds[0]!, { id })])).statusCode).toBe(200);
    const preview = await playPath(t, au.prof, w.pathId);
    expect(preview.json().progresso).toBeNull();
    expect((await playPath(t, w.student, w.pathId)).json().progresso.concluidos).toEqual([w.contentIds[0]]);
  });
});

describe('the prepared statements', () => {
  it('keep their answers past the first executions (when PostgreSQL may switch to a generic plan)', async () => {
    const w = await newWorld(t, au);
    const other = await newWorld(t, au);
    const sent: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      const fresh = record(w.contentIds[i % 4]!, { pontuacao: i * 10 });
      const batch = [fresh, ...(sent.length > 0 ? [{ ...record(w.contentIds[0]!), id: sent[0]! }] : [])];
      expect((await postProgress(t, w.student, batch)).statusCode).toBe(200);
      sent.push(fresh.id);
      expect((await postProgress(t, w.student, [record(other.contentIds[0]!)])).statusCode).toBe(404);
      const put = await t.as(w.student, {
        method: 'PUT',
        url: '/api/plataforma/posicao',
        payload: { codTrlLivro: w.pathId, codTrlConteudo: w.contentIds[i % 4] },
      });
      expect(put.statusCode).toBe(200);
    }
    expect((await progressRows(t, w.studentId)).map((r) => r.id).sort()).toEqual([...sent].sort());
    for (let i = 0; i < 7; i += 1) {
      const { progresso } = (await playPath(t, w.student, w.pathId)).json<{
        progresso: { concluidos: number[]; ultimoConteudo: number };
      }>();
      expect([...progresso.concluidos].sort((a, b) => a - b)).toEqual([...w.contentIds].sort((a, b) => a - b));
      expect(progresso.ultimoConteudo).toBe(w.contentIds[3]);
    }
  });
});
