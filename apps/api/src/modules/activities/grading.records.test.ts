import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../test/build-app';
import { json } from '../curriculum/curriculum.fixtures';
import { type ClassWithActivity, type Staff, classWithActivity, signInStaff, submission } from './activities.fixtures';

/*
 * The documents' grade and answer records on the staff's side (issue 25): GET /bse_nota, the answers table's
 * documented row and the grading form's codBseQuestaoResposta.
 */

let t: TestApp;
let staff: Staff;
let assistente: string;

beforeAll(async () => {
  t = await buildTestApp();
  staff = await signInStaff(t);
  assistente = await t.login('REMT-0002', 'Assist@2026');
});
afterAll(() => t.close());

type Grade = { codBseNota: number; codBseAtividade: number; codBseQuestao: number; codBseUsuario: number; valor: number; datNota: string };
type GradePage = { items: Grade[]; total: number; page: number; pageSize: number };

const grades = (token: string, query: string) => t.as(token, { method: 'GET', url: `/api/bse_nota?${query}` });
const giveAll = (w: ClassWithActivity, studentId: number, choice: number, open: number) =>
  json(t, staff.prof, 'POST', '/api/bse_nota', [
    { codBseAtividade: w.activityId, codBseQuestao: w.choice.codBseQuestao, codBseUsuario: studentId, valor: choice },
    { codBseAtividade: w.activityId, codBseQuestao: w.open.codBseQuestao, codBseUsuario: studentId, valor: open },
  ]);

describe('the grades (GET /api/bse_nota)', () => {
  it('gives the staff of the class the grades of its submissions in the documents’ fields; other schools none', async () => {
    const w = await classWithActivity(t, staff, 2);
    const [student] = w.students;
    await json(t, student!.token, 'POST', '/api/bse_questao_resposta', submission(w, w.choice.right));
    // The multiple choice scored on submission: a grade the staff read at once.
    const res = await grades(staff.prof, `codBseAtividade=${w.activityId}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<GradePage>();
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    expect(page.items[0]).toEqual({
      codBseNota: expect.any(Number),
      codBseAtividade: w.activityId,
      codBseQuestao: w.choice.codBseQuestao,
      codBseUsuario: student!.id,
      valor: 10,
      datNota: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    await giveAll(w, student!.id, 10, 7.5);
    for (const token of [staff.master, staff.gestor, staff.diretor, staff.coord, staff.prof]) {
      const all = await json<GradePage>(t, token, 'GET', `/api/bse_nota?codBseAtividade=${w.activityId}&codBseTurma=${w.classId}`);
      expect(all.items.map((g) => g.valor)).toEqual([10, 7.5]);
    }
    for (const token of [staff.profHo, staff.gestorHo]) {
      expect((await json<GradePage>(t, token, 'GET', `/api/bse_nota?codBseAtividade=${w.activityId}`)).total).toBe(0);
    }
    const byStudent = await json<GradePage>(t, staff.prof, 'GET', `/api/bse_nota?codBseUsuario=${student!.id}&sort=-valor`);
    expect(byStudent.items.map((g) => g.valor)).toEqual([10, 7.5]);
  });

  it('gives a student their own grades only once the activity is graded in full, never a classmate’s', async () => {
    const w = await classWithActivity(t, staff, 2);
    const [student, classmate] = w.students;
    // Not sent: nothing. Sent, a discursive question still to grade: nothing (the automatic grade would tell the key).
    expect((await json<GradePage>(t, student!.token, 'GET', `/api/bse_nota?codBseAtividade=${w.activityId}`)).total).toBe(0);
    await json(t, student!.token, 'POST', '/api/bse_questao_resposta', submission(w, w.choice.wrong));
    await json(t, classmate!.token, 'POST', '/api/bse_questao_resposta', submission(w, w.choice.right));
    expect((await json<GradePage>(t, student!.token, 'GET', `/api/bse_nota?codBseAtividade=${w.activityId}`)).total).toBe(0);
    await giveAll(w, student!.id, 0, 9);
    await giveAll(w, classmate!.id, 10, 10);
    const mine = await json<GradePage>(t, student!.token, 'GET', `/api/bse_nota?codBseAtividade=${w.activityId}`);
    expect(mine.items.map((g) => [g.codBseUsuario, g.codBseQuestao, g.valor])).toEqual([
      [student!.id, w.choice.codBseQuestao, 0],
      [student!.id, w.open.codBseQuestao, 9],
    ]);
    expect((await json<GradePage>(t, student!.token, 'GET', `/api/bse_nota?codBseUsuario=${classmate!.id}`)).total).toBe(0);
    // A question added after the grading: the sum is open again, and so are the grades.
    await json(t, staff.master, 'POST', '/api/bse_questao', {
      codBseAtividade: w.activityId,
      titulo: 'Mais uma',
      enuEnunciado: '<p>E o dobro?</p>',
      tipoQuestao: 'DISCURSIVA',
      resRespostaEsperada: 'Vinte.',
    });
    expect((await json<GradePage>(t, student!.token, 'GET', `/api/bse_nota?codBseAtividade=${w.activityId}`)).total).toBe(0);
  });

  it('answers the Assistente 403 and a malformed filter 400 with its Portuguese message', async () => {
    expect((await grades(assistente, '')).statusCode).toBe(403);
    const bad = await grades(staff.prof, 'codBseUsuario=1.5');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Identificador inválido.' });
    const page = await grades(staff.prof, 'page=0');
    expect(page.statusCode).toBe(400);
    expect(page.json()).toMatchObject({ message: 'Página inválida.' });
  });
});

describe('the answers table and the grading form in the documents’ shape', () => {
  it('gives each student’s row the documented fields beside the screen’s, with the first question’s answer once sent', async () => {
    const w = await classWithActivity(t, staff, 2);
    const [sender, waiting] = w.students;
    await json(t, sender!.token, 'POST', '/api/bse_questao_resposta', submission(w, w.choice.right));
    await giveAll(w, sender!.id, 10, 5);
    const table = await json<{ items: Record<string, unknown>[] }>(
      t,
      staff.prof,
      'GET',
      `/api/bse_questao_resposta/${w.activityId}?codTurma=${w.classId}`,
    );
    const [sent, notSent] = table.items;
    expect(sent).toMatchObject({
      codBseUsuario: sender!.id,
      somaNota: 15,
      cod_bse_questao: w.choice.codBseQuestao,
      res_resposta: '5',
      cod_bse_usuario: sender!.id,
      nom_usuario: sender!.name,
      nom_atividade: sent!.nomAtividade,
      dat_resposta: sent!.datResposta,
      dat_nota: sent!.datNota,
      soma_nota: 15,
    });
    expect(sent!.dat_nota).toMatch(/^\d{4}-/);
    expect(notSent).toMatchObject({
      codBseUsuario: waiting!.id,
      cod_bse_questao: null,
      res_resposta: null,
      cod_bse_usuario: waiting!.id,
      nom_usuario: waiting!.name,
      dat_resposta: null,
      dat_nota: null,
      soma_nota: null,
    });
  });

  it('names each answer of the grading form by its codBseQuestaoResposta', async () => {
    const w = await classWithActivity(t, staff, 1);
    const [student] = w.students;
    await json(t, student!.token, 'POST', '/api/bse_questao_resposta', submission(w, w.choice.wrong));
    const ids = await t.rows<{ id: number }>(
      sql`select cod_bse_questao_resposta as id from bse_questao_resposta where cod_bse_atividade = ${w.activityId} order by cod_bse_questao`,
    );
    const form = await json<{ questoes: { resposta: { codBseQuestaoResposta: number; codBseQuestaoOpcao: number | null } }[] }>(
      t,
      staff.prof,
      'GET',
      `/api/bse_questao_resposta/respostas/${w.activityId}?codTurma=${w.classId}&codUsuario=${student!.id}`,
    );
    expect(form.questoes.map((q) => q.resposta.codBseQuestaoResposta)).toEqual(ids.map((r) => r.id));
    expect(form.questoes[0]!.resposta).toEqual({
      codBseQuestaoResposta: ids[0]!.id,
      codBseQuestao: expect.any(Number) as number,
      codAtividade: w.activityId,
      codTurma: w.classId,
      codUsuario: student!.id,
      codBseQuestaoOpcao: w.choice.wrong,
      resResposta: null,
    });
  });
});
