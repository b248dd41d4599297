import { sql } from 'drizzle-orm';
import type { GradebookDto } from '@portal/shared/gradebook';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../test/build-app';
import { type Staff, classWithActivity, linkOf, signInStaff, submission } from '../activities/activities.fixtures';
import { json } from '../curriculum/curriculum.fixtures';
import { daysAgo, putRoll } from '../attendance/attendance.fixtures';
import { giveActivePath, postProgress, record } from '../player/player.fixtures';

let t: TestApp;
let staff: Staff;

beforeAll(async () => {
  t = await buildTestApp();
  staff = await signInStaff(t);
});
afterAll(() => t.close());

const boletim = (classId: number, token = staff.prof) => t.as(token, { method: 'GET', url: `/api/turma/${classId}/boletim` });
const board = async (classId: number, token = staff.prof) => {
  const res = await boletim(classId, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<GradebookDto>();
};

describe('the gradebook of a class (GET /api/turma/{codBseTurma}/boletim)', () => {
  it('gives the class’s students by name, their progress in the active path and a cell per activity', async () => {
    const w = await classWithActivity(t, staff, 3);
    const [a, b, c] = w.students;
    const path = await giveActivePath(t, staff.prof, w.classId, `Boletim ${w.classId}`);
    await json(t, staff.prof, 'PUT', `/api/bse_atividade_turma/${await linkOf(t, w)}`, { datEntrega: '2099-12-01' });
    // An activity given but never switched on (and never answered) is no column yet.
    const [chapter] = await t.rows<{ id: number }>(
      sql`select cod_trl_capitulo as id from bse_atividade where cod_bse_atividade = ${w.activityId}`,
    );
    const later = await json<{ codBseAtividade: number }>(t, staff.master, 'POST', '/api/bse_atividade', {
      codTrlCapitulo: chapter!.id,
      nomAtividade: 'Ainda não',
      desDescricao: 'D',
    });
    await json(t, staff.prof, 'POST', '/api/bse_atividade_turma', [{ codBseAtividade: later.codBseAtividade, codBseTurma: w.classId }]);

    // A: sent (the multiple choice right), graded by the teacher; B: sent, the discursive one not graded; C: nothing.
    await json(t, a!.token, 'POST', '/api/bse_questao_resposta', submission(w, w.choice.right));
    await json(t, staff.prof, 'POST', '/api/bse_nota', [
      { codBseAtividade: w.activityId, codBseQuestao: w.choice.codBseQuestao, codBseUsuario: a!.id, valor: 10 },
      { codBseAtividade: w.activityId, codBseQuestao: w.open.codBseQuestao, codBseUsuario: a!.id, valor: 7.5 },
    ]);
    await json(t, b!.token, 'POST', '/api/bse_questao_resposta', submission(w, w.choice.wrong));
    // Progress: A two items (100 points: 3 stars, then 80: 2 stars; a worse replay keeps the best), B one item without a score.
    const [first, second] = path.contentIds;
    expect((await postProgress(t, a!.token, [record(first!, { pontuacao: 100 }), record(second!, { pontuacao: 80 })])).statusCode).toBe(
      200,
    );
    expect((await postProgress(t, a!.token, [record(first!, { pontuacao: 55 })])).statusCode).toBe(200);
    expect((await postProgress(t, b!.token, [record(first!), record(first!)])).statusCode).toBe(200);
    // Attendance: two days' rolls, B away on one of them (issue 26's column).
    const roll = (absent: number[]) =>
      [a!, b!, c!].map((s) => ({ codBseUsuario: s.id, indPresente: absent.includes(s.id) ? 'N' : 'S', dscJustificativa: null }));
    expect((await putRoll(t, staff.prof, w.classId, daysAgo(1), roll([b!.id]))).statusCode).toBe(200);
    expect((await putRoll(t, staff.prof, w.classId, daysAgo(2), roll([]))).statusCode).toBe(200);

    const got = await board(w.classId);
    expect(got.atividades).toEqual([
      { codBseAtividade: w.activityId, nomAtividade: expect.stringMatching(/^Avaliação /), notaMaxima: 20, datEntrega: '2099-12-01' },
    ]);
    expect(got.alunos).toEqual([
      {
        codBseUsuario: a!.id,
        nomUsuario: a!.name,
        cstLogin: expect.stringMatching(/^AUCE-\d{4}$/),
        progresso: { concluidos: 2, total: 4, estrelas: 5, ultimoAcesso: '2026-11-23T13:15:00.000Z' },
        frequencia: { dias: 2, faltas: 0, percentual: 100 },
        atividades: [{ codBseAtividade: w.activityId, nota: 17.5, entregue: true, atrasada: false }],
      },
      {
        codBseUsuario: b!.id,
        nomUsuario: b!.name,
        cstLogin: expect.any(String),
        progresso: { concluidos: 1, total: 4, estrelas: 0, ultimoAcesso: '2026-11-23T13:15:00.000Z' },
        frequencia: { dias: 2, faltas: 1, percentual: 50 },
        atividades: [{ codBseAtividade: w.activityId, nota: null, entregue: true, atrasada: false }],
      },
      {
        codBseUsuario: c!.id,
        nomUsuario: c!.name,
        cstLogin: expect.any(String),
        progresso: { concluidos: 0, total: 4, estrelas: 0, ultimoAcesso: null },
        frequencia: { dias: 2, faltas: 0, percentual: 100 },
        atividades: [{ codBseAtividade: w.activityId, nota: null, entregue: false, atrasada: false }],
      },
    ]);

    // Switched off after the answers came in, the activity stays a column; switched on, the new one joins.
    const [laterLink] = await t.rows<{ id: number }>(
      sql`select cod_bse_atividade_turma as id from bse_atividade_turma where cod_bse_atividade = ${later.codBseAtividade}`,
    );
    await json(t, staff.prof, 'PUT', `/api/bse_atividade_turma/${await linkOf(t, w)}`, { value: 'N' });
    await json(t, staff.prof, 'PUT', `/api/bse_atividade_turma/${laterLink!.id}`, { value: 'S' });
    const after = await board(w.classId);
    expect(after.atividades.map((x) => [x.codBseAtividade, x.notaMaxima])).toEqual([
      [w.activityId, 20],
      [later.codBseAtividade, 0],
    ]);
    expect(after.alunos[0]!.atividades.map((x) => x.entregue)).toEqual([true, false]);
  });

  it('a class without an active path, activities or students: an empty gradebook', async () => {
    const w = await classWithActivity(t, staff, 1);
    await json(t, staff.prof, 'PUT', `/api/bse_atividade_turma/${await linkOf(t, w)}`, { value: 'N' });
    const got = await board(w.classId);
    expect(got.atividades).toEqual([]);
    expect(got.alunos).toEqual([
      expect.objectContaining({ progresso: { concluidos: 0, total: 0, estrelas: 0, ultimoAcesso: null }, atividades: [] }),
    ]);
  });

  it('marks late a submission after the due day, on both sides of midnight in America/Sao_Paulo', async () => {
    const w = await classWithActivity(t, staff, 2);
    const [onTime, late] = w.students;
    await json(t, staff.prof, 'PUT', `/api/bse_atividade_turma/${await linkOf(t, w)}`, { datEntrega: '2026-03-10' });
    // Submissions made at those instants (the database decides when the answers are stored, as for every submission).
    const send = (studentId: number, at: string) =>
      t.rows(sql`insert into bse_questao_resposta (cod_bse_questao, cod_bse_atividade, cod_bse_turma, cod_bse_usuario, cod_bse_questao_opcao, res_resposta, dat_resposta)
        values (${w.choice.codBseQuestao}, ${w.activityId}, ${w.classId}, ${studentId}, ${w.choice.right}, null, ${at}::timestamptz),
               (${w.open.codBseQuestao}, ${w.activityId}, ${w.classId}, ${studentId}, null, '<p>Metade.</p>', ${at}::timestamptz)`);
    await send(onTime!.id, '2026-03-10T23:59:59.999-03:00');
    await send(late!.id, '2026-03-11T00:00:00-03:00');
    const got = await board(w.classId);
    expect(got.alunos.map((s) => [s.nomUsuario, s.atividades[0]!.entregue, s.atividades[0]!.atrasada])).toEqual([
      [onTime!.name, true, false],
      [late!.name, true, true],
    ]);
  });

  it('is read by the class’s Professor and the staff above within their scope; others get 404 or 403', async () => {
    const w = await classWithActivity(t, staff, 1);
    for (const token of [staff.prof, staff.coord, staff.diretor, staff.gestor, staff.master])
      expect((await board(w.classId, token)).alunos).toHaveLength(1);
    // Another school's staff: the class does not exist for them.
    const hoDiretor = await t.login('HOSU-0001', 'Diretor@2026');
    for (const token of [staff.profHo, hoDiretor, staff.gestorHo]) expect((await boletim(w.classId, token)).statusCode).toBe(404);
    // A Professor of the school who does not teach the class: 404 as well.
    const [unit] = await t.rows<{ id: number }>(sql`select cod_bse_unidade as id from bse_usuario where cst_login = 'AUCE-0003'`);
    const notMine = await json<{ codBseTurma: number }>(t, staff.diretor, 'POST', '/api/bse_turma', {
      nomTurma: `Sem o professor ${w.classId}`,
      codBseUnidade: unit!.id,
    });
    expect((await boletim(notMine.codBseTurma)).statusCode).toBe(404);
    expect((await boletim(notMine.codBseTurma, staff.diretor)).statusCode).toBe(200);
    // Students and the Assistente have no gradebook; an unknown class is 404.
    expect((await boletim(w.classId, w.students[0]!.token)).statusCode).toBe(403);
    expect((await boletim(w.classId, await t.login('REMT-0002', 'Assist@2026'))).statusCode).toBe(403);
    expect((await boletim(2_000_000_000, staff.master)).statusCode).toBe(404);
  });
});
