import { sql } from 'drizzle-orm';
import { addDays, networkToday } from '@portal/shared/common/days';
import type { TodoDto } from '@portal/shared/gradebook';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../test/build-app';
import { type ClassWithActivity, type Staff, classWithActivity, signInStaff, submission } from '../activities/activities.fixtures';
import { json } from '../curriculum/curriculum.fixtures';
import { giveActivePath, postProgress, record } from '../player/player.fixtures';

let t: TestApp;
let staff: Staff;

beforeAll(async () => {
  t = await buildTestApp();
  staff = await signInStaff(t);
});
afterAll(() => t.close());

const todo = async (token: string) => {
  const res = await t.as(token, { method: 'GET', url: '/api/home/pendencias' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TodoDto>();
};

/** Another activity for the fixture's class, on the fixture's chapter: with a question or not, switched on or not, due or not. */
async function anotherActivity(w: ClassWithActivity, name: string, opts: { datEntrega?: string; active?: boolean; question?: boolean }) {
  const [chapter] = await t.rows<{ id: number }>(
    sql`select cod_trl_capitulo as id from bse_atividade where cod_bse_atividade = ${w.activityId}`,
  );
  const { codBseAtividade } = await json<{ codBseAtividade: number }>(t, staff.master, 'POST', '/api/bse_atividade', {
    codTrlCapitulo: chapter!.id,
    nomAtividade: name,
    desDescricao: 'D',
  });
  if (opts.question !== false)
    await json(t, staff.master, 'POST', '/api/bse_questao', {
      codBseAtividade,
      titulo: 'Q',
      enuEnunciado: '<p>?</p>',
      tipoQuestao: 'DISCURSIVA',
      resRespostaEsperada: 'R',
    });
  const [link] = await json<{ codBseAtividadeTurma: number }[]>(t, staff.prof, 'POST', '/api/bse_atividade_turma', [
    { codBseAtividade, codBseTurma: w.classId, datEntrega: opts.datEntrega },
  ]);
  if (opts.active !== false) await json(t, staff.prof, 'PUT', `/api/bse_atividade_turma/${link!.codBseAtividadeTurma}`, { value: 'S' });
  return codBseAtividade;
}

describe('the student’s to-do (GET /api/home/pendencias)', () => {
  it('lists the active activities not sent, soonest due first and undated last; a submission takes one off', async () => {
    const w = await classWithActivity(t, staff, 2);
    const [me, classmate] = w.students;
    const may = await anotherActivity(w, 'Para maio', { datEntrega: '2099-05-01' });
    const april = await anotherActivity(w, 'Para abril', { datEntrega: '2099-04-01' });
    await anotherActivity(w, 'Desligada', { datEntrega: '2099-01-01', active: false });
    await anotherActivity(w, 'Sem questões', { datEntrega: '2099-01-02', question: false });

    const before = await todo(me!.token);
    expect(before.atividades).toEqual([
      { codBseAtividade: april, codBseTurma: w.classId, nomAtividade: 'Para abril', datEntrega: '2099-04-01', atrasada: false },
      { codBseAtividade: may, codBseTurma: w.classId, nomAtividade: 'Para maio', datEntrega: '2099-05-01', atrasada: false },
      {
        codBseAtividade: w.activityId,
        codBseTurma: w.classId,
        nomAtividade: expect.stringMatching(/^Avaliação /),
        datEntrega: null,
        atrasada: false,
      },
    ]);
    // No active path: nothing next.
    expect(before.proximoConteudo).toBeNull();

    expect(
      (await t.as(me!.token, { method: 'POST', url: '/api/bse_questao_resposta', payload: submission(w, w.choice.right) })).statusCode,
    ).toBe(201);
    expect((await todo(me!.token)).atividades.map((a) => a.codBseAtividade)).toEqual([april, may]);
    // The classmate's list keeps it.
    expect((await todo(classmate!.token)).atividades.map((a) => a.codBseAtividade)).toEqual([april, may, w.activityId]);
  });

  it('marks late what was due before the network’s today, not what is due today', async () => {
    const w = await classWithActivity(t, staff, 1);
    const me = w.students[0]!;
    const today = networkToday();
    const late = await anotherActivity(w, 'Atrasada', { datEntrega: addDays(today, -1) });
    const dueToday = await anotherActivity(w, 'Para hoje', { datEntrega: today });
    const lateness = new Map((await todo(me.token)).atividades.map((a) => [a.codBseAtividade, a.atrasada]));
    expect(Object.fromEntries(lateness)).toEqual({ [late]: true, [dueToday]: false, [w.activityId]: false });
  });

  it('gives the next item of the class’s active path: the first not completed, in the path’s order; none once all are done', async () => {
    const w = await classWithActivity(t, staff, 1);
    const me = w.students[0]!;
    const path = await giveActivePath(t, staff.prof, w.classId, `Pendências ${w.classId}`);
    const [first, second, third, fourth] = path.contentIds;
    // A text without a title is named by its lesson.
    expect((await todo(me.token)).proximoConteudo).toEqual({ codTrlConteudo: first, titulo: 'Aula' });
    await json(t, staff.prof, 'PUT', `/api/trl_conteudo_texto/${third!}`, { dscTitulo: 'Leitura', dscTexto: 'Um texto.' });
    // Done out of order: the first gap comes next.
    expect((await postProgress(t, me.token, [record(first!), record(second!), record(fourth!)])).statusCode).toBe(200);
    expect((await todo(me.token)).proximoConteudo).toEqual({ codTrlConteudo: third, titulo: 'Leitura' });
    expect((await postProgress(t, me.token, [record(third!)])).statusCode).toBe(200);
    expect((await todo(me.token)).proximoConteudo).toBeNull();
  });

  it('is the student’s alone', async () => {
    for (const token of [staff.prof, staff.master, staff.coord]) {
      expect((await t.as(token, { method: 'GET', url: '/api/home/pendencias' })).statusCode).toBe(403);
    }
  });
});
