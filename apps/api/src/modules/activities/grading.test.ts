import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../test/build-app';
import { json } from '../curriculum/curriculum.fixtures';
import { type ClassWithActivity, type Staff, classWithActivity, signInStaff, submission } from './activities.fixtures';

let t: TestApp;
let staff: Staff;

beforeAll(async () => {
  t = await buildTestApp();
  staff = await signInStaff(t);
});
afterAll(() => t.close());

type Row = { nomUsuario: string; datResposta: string | null; datNota: string | null; somaNota: number | null };
type Grading = {
  datResposta: string | null;
  questoes: {
    codBseQuestao: number;
    correta: boolean | null;
    resRespostaEsperada: string | null;
    nota: { codBseNota: number; valor: number } | null;
  }[];
};
const table = (w: ClassWithActivity, token = staff.prof, page = 1) =>
  json<{ items: Row[]; total: number; pageSize: number }>(
    t,
    token,
    'GET',
    `/api/bse_questao_resposta/${w.activityId}?codTurma=${w.classId}&page=${page}`,
  );
const grading = (w: ClassWithActivity, studentId: number, token = staff.prof) =>
  t.as(token, { method: 'GET', url: `/api/bse_questao_resposta/respostas/${w.activityId}?codTurma=${w.classId}&codUsuario=${studentId}` });
const grades = (w: ClassWithActivity, studentId: number, choice: number, open: number) => [
  { codBseAtividade: w.activityId, codBseQuestao: w.choice.codBseQuestao, codBseUsuario: studentId, valor: choice },
  { codBseAtividade: w.activityId, codBseQuestao: w.open.codBseQuestao, codBseUsuario: studentId, valor: open },
];
const give = (body: unknown, token = staff.prof) => t.as(token, { method: 'POST', url: '/api/bse_nota', payload: body as never });
const stored = async (activityId: number) =>
  t.rows<{ valor: number }>(
    sql`select valor::float8 as valor from bse_nota where cod_bse_atividade = ${activityId} order by cod_bse_questao`,
  );

describe('answers and grades (/atividade/respostas)', () => {
  it('lists the class’s students 5 a page, with where their answers stand', async () => {
    const w = await classWithActivity(t, staff, 6);
    await json(t, w.students[0]!.token, 'POST', '/api/bse_questao_resposta', submission(w, w.choice.right));
    const first = await table(w);
    expect(first.total).toBe(6);
    expect(first.pageSize).toBe(5);
    expect(first.items.map((r) => r.nomUsuario)).toEqual(w.students.slice(0, 5).map((s) => s.name));
    expect(first.items[0]).toMatchObject({ datNota: null, somaNota: null });
    expect(first.items[0]!.datResposta).not.toBeNull();
    expect(first.items[1]!.datResposta).toBeNull();
    expect((await table(w, staff.prof, 2)).items.map((r) => r.nomUsuario)).toEqual([w.students[5]!.name]);
  });

  it('grades a student: multiple choice marked, the key shown, the sum kept; the student then sees it all', async () => {
    const w = await classWithActivity(t, staff, 1);
    const student = w.students[0]!;
    await json(t, student.token, 'POST', '/api/bse_questao_resposta', submission(w, w.choice.wrong));
    const form = (await grading(w, student.id)).json<Grading>();
    expect(form.questoes.map((q) => q.correta)).toEqual([false, null]);
    expect(form.questoes[1]!.resRespostaEsperada).toBe('Dividi 10 em duas partes iguais.');
    expect((await give(grades(w, student.id, 0, 7.5))).statusCode).toBe(201);
    expect(await stored(w.activityId)).toEqual([{ valor: 0 }, { valor: 7.5 }]);
    expect((await table(w)).items[0]).toMatchObject({ somaNota: 7.5 });
    const mine = await json<{
      atividade: { somaNota: number };
      questoes: { correcao: { valor: number; correta: boolean | null; opcoesCorretas: number[] } }[];
    }>(t, student.token, 'GET', `/api/bse_questao_resposta/formulario/${w.activityId}?codTurma=${w.classId}`);
    expect(mine.atividade.somaNota).toBe(7.5);
    expect(mine.questoes[0]!.correcao).toMatchObject({ valor: 0, correta: false, opcoesCorretas: [w.choice.right] });
    // Given once: a second time is refused (the edit is the way).
    const twice = await give(grades(w, student.id, 10, 10));
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: 'As notas deste aluno já foram atribuídas. Use a edição de notas.' });
    expect(await stored(w.activityId)).toEqual([{ valor: 0 }, { valor: 7.5 }]);
  });

  it('scores multiple choice on submission (10 right, 0 wrong) as grades the teacher may change; a discursive one waits', async () => {
    const w = await classWithActivity(t, staff, 2);
    const [right, wrong] = w.students;
    await json(t, right!.token, 'POST', '/api/bse_questao_resposta', submission(w, w.choice.right));
    await json(t, wrong!.token, 'POST', '/api/bse_questao_resposta', submission(w, w.choice.wrong));
    expect(
      await t.rows(
        sql`select cod_bse_usuario as student, cod_bse_questao as question, valor::float8 as valor, cod_usuario_nota as grader
          from bse_nota where cod_bse_atividade = ${w.activityId} order by cod_bse_usuario`,
      ),
    ).toEqual([
      { student: right!.id, question: w.choice.codBseQuestao, valor: 10, grader: null },
      { student: wrong!.id, question: w.choice.codBseQuestao, valor: 0, grader: null },
    ]);
    // Not graded yet for the table: no grade, no grade date (the grading button gives the rest); the maximum is 10 a question.
    expect((await table(w)).items).toEqual([
      expect.objectContaining({ somaNota: null, datNota: null, notaMaxima: 20, atrasada: false }),
      expect.objectContaining({ somaNota: null, datNota: null, notaMaxima: 20, atrasada: false }),
    ]);
    const form = (await grading(w, right!.id)).json<Grading & { notaMaxima: number }>();
    expect(form.notaMaxima).toBe(20);
    expect(form.questoes.map((q) => q.nota?.valor ?? null)).toEqual([10, null]);

    // The teacher gives the grades: the discursive one, and a change of the automatic one.
    expect((await give(grades(w, right!.id, 9.5, 8))).statusCode).toBe(201);
    expect((await table(w)).items[0]).toMatchObject({ somaNota: 17.5, datNota: expect.any(String) });
    const audit = await json<
      { titulo: string; valorAnterior: number | null; valorNovo: number; nomUsuario: string | null; automatica: boolean }[]
    >(t, staff.coord, 'GET', `/api/bse_nota/historico/${w.activityId}?codTurma=${w.classId}&codUsuario=${right!.id}`);
    expect(audit.map((a) => [a.titulo, a.valorAnterior, a.valorNovo, a.nomUsuario, a.automatica])).toEqual(
      expect.arrayContaining([
        ['Metade', null, 10, null, true],
        ['Metade', 10, 9.5, 'Paulo Professor', false],
        ['Explique', null, 8, 'Paulo Professor', false],
      ]),
    );
    expect(audit).toHaveLength(3);
    const mine = await json<{ atividade: { somaNota: number; notaMaxima: number }; questoes: { correcao: { valor: number } | null }[] }>(
      t,
      right!.token,
      'GET',
      `/api/bse_questao_resposta/formulario/${w.activityId}?codTurma=${w.classId}`,
    );
    expect(mine.atividade).toMatchObject({ somaNota: 17.5, notaMaxima: 20 });
    expect(mine.questoes.map((q) => q.correcao?.valor)).toEqual([9.5, 8]);
  });

  it('grades an activity of multiple choice alone at once: the student’s answer carries the grade and its maximum', async () => {
    const w = await classWithActivity(t, staff, 2);
    const [first, second] = w.students;
    await json(t, staff.master, 'DELETE', `/api/bse_questao/${w.open.codBseQuestao}`);
    const other = await json<{ codBseQuestao: number; multiplaEscolha: { codBseQuestaoOpcao: number }[] }>(
      t,
      staff.master,
      'POST',
      '/api/bse_questao',
      {
        codBseAtividade: w.activityId,
        titulo: 'Dobro',
        enuEnunciado: '<p>Quanto é o dobro de 5?</p>',
        tipoQuestao: 'MULTIPLA_ESCOLHA',
        multiplaEscolha: [
          { descricao: '10', invalida: false },
          { descricao: '25', invalida: true },
        ],
      },
    );
    const [ten, twentyFive] = other.multiplaEscolha.map((o) => o.codBseQuestaoOpcao);
    const send = (token: string, choice: number, double: number) =>
      json<{ somaNota: number | null; notaMaxima: number; datResposta: string | null }>(t, token, 'POST', '/api/bse_questao_resposta', {
        codBseAtividade: w.activityId,
        codBseTurma: w.classId,
        respostas: [
          { codBseQuestao: w.choice.codBseQuestao, codBseQuestaoOpcao: choice },
          { codBseQuestao: other.codBseQuestao, codBseQuestaoOpcao: double },
        ],
      });
    expect(await send(first!.token, w.choice.right, ten!)).toMatchObject({ somaNota: 20, notaMaxima: 20, datResposta: expect.any(String) });
    expect(await send(second!.token, w.choice.right, twentyFive!)).toMatchObject({ somaNota: 10, notaMaxima: 20 });
    expect(await json(t, second!.token, 'GET', `/api/bse_atividade_turma/ativas/${w.classId}`)).toEqual([
      expect.objectContaining({ somaNota: 10, notaMaxima: 20 }),
    ]);
    expect((await table(w)).items.map((r) => [r.somaNota, r.datNota === null])).toEqual([
      [20, false],
      [10, false],
    ]);
    // Every question graded: the grading button has nothing to give (409), the edit changes them.
    const again = await give(
      [w.choice.codBseQuestao, other.codBseQuestao].map((codBseQuestao) => ({
        codBseAtividade: w.activityId,
        codBseQuestao,
        codBseUsuario: second!.id,
        valor: 10,
      })),
    );
    expect(again.statusCode).toBe(409);
    const ids = (await grading(w, second!.id)).json<Grading>().questoes.map((q) => q.nota!.codBseNota);
    const edit = await t.as(staff.prof, {
      method: 'PUT',
      url: `/api/bse_nota/updateMany/${ids.join(',')}`,
      payload: { nota: [{ valor: 10 }, { valor: 5 }] },
    });
    expect(edit.statusCode).toBe(200);
    expect((await table(w)).items[1]).toMatchObject({ somaNota: 15 });
  });

  it('refuses grades above the maximum (naming it: never cut down to 10), below 0 or off the 0.5 steps, and a student who sent nothing', async () => {
    const w = await classWithActivity(t, staff, 2);
    const [sent, silent] = w.students;
    await json(t, sent!.token, 'POST', '/api/bse_questao_resposta', submission(w, w.choice.right));
    const refused = async (value: number) => {
      const res = await give(grades(w, sent!.id, 5, value));
      expect(res.statusCode).toBe(400);
      return res.json<{ fields: Record<string, string> }>().fields['1.valor'];
    };
    for (const value of [10.5, 15, 1000]) expect(await refused(value)).toBe('A nota máxima de cada questão é 10.');
    for (const value of [-0.5, 0.25, 7.3]) expect(await refused(value)).toBe('Cada nota deve ser de 0 a 10, em passos de 0,5.');
    const partial = await give(grades(w, sent!.id, 5, 5).slice(0, 1));
    expect(partial.json()).toMatchObject({ message: 'Atribua uma nota a cada questão.' });
    expect((await give(grades(w, silent!.id, 5, 5))).statusCode).toBe(404);
    // Only the multiple choice scored on submission: nothing of the refused grades.
    expect(await stored(w.activityId)).toEqual([{ valor: 10 }]);
  });

  it('edits grades (updateMany), keeping every change in an audit trail the staff above can read', async () => {
    const w = await classWithActivity(t, staff, 1);
    const student = w.students[0]!;
    await json(t, student.token, 'POST', '/api/bse_questao_resposta', submission(w, w.choice.right));
    await give(grades(w, student.id, 10, 5));
    const ids = (await grading(w, student.id)).json<Grading>().questoes.map((q) => q.nota!.codBseNota);
    const edit = (values: number[], token = staff.prof) =>
      t.as(token, {
        method: 'PUT',
        url: `/api/bse_nota/updateMany/${ids.join(',')}`,
        payload: { nota: values.map((valor) => ({ valor })) },
      });
    expect((await edit([10, 8.5])).statusCode).toBe(200);
    expect(await stored(w.activityId)).toEqual([{ valor: 10 }, { valor: 8.5 }]);
    const tooHigh = await edit([10, 15]);
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json()).toMatchObject({ fields: { 'nota.1.valor': 'A nota máxima de cada questão é 10.' } });
    expect((await edit([10, 1000])).statusCode).toBe(400);
    expect(await stored(w.activityId)).toEqual([{ valor: 10 }, { valor: 8.5 }]);

    type Audit = { titulo: string; valorAnterior: number | null; valorNovo: number; nomUsuario: string | null; automatica: boolean }[];
    const audit = await json<Audit>(
      t,
      staff.coord,
      'GET',
      `/api/bse_nota/historico/${w.activityId}?codTurma=${w.classId}&codUsuario=${student.id}`,
    );
    // The multiple choice was scored on submission (the teacher's 10 changed nothing): automatic, without a grader.
    expect(audit.map((a) => [a.titulo, a.valorAnterior, a.valorNovo, a.nomUsuario, a.automatica])).toEqual(
      expect.arrayContaining([
        ['Explique', 5, 8.5, 'Paulo Professor', false],
        ['Explique', null, 5, 'Paulo Professor', false],
        ['Metade', null, 10, null, true],
      ]),
    );
    expect(audit).toHaveLength(3);
    expect(audit[0]).toMatchObject({ titulo: 'Explique', valorNovo: 8.5 });
    // The Professor grades but does not read the trail; a student neither.
    expect(
      (
        await t.as(staff.prof, {
          method: 'GET',
          url: `/api/bse_nota/historico/${w.activityId}?codTurma=${w.classId}&codUsuario=${student.id}`,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('keeps the activity grade for the Notas report: changed with a grade, none again once a question is added', async () => {
    const w = await classWithActivity(t, staff, 1);
    const student = w.students[0]!;
    const notas = async () => {
      const res = await t.as(staff.diretor, {
        method: 'POST',
        url: '/api/rel_relatorio/filtrarNotas',
        payload: { codBseTurma: w.classId },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ items: { nome_aluno: string; soma_notas_atividade: number | null }[] }>().items;
    };
    await json(t, student.token, 'POST', '/api/bse_questao_resposta', submission(w, w.choice.right));
    expect(await notas()).toEqual([expect.objectContaining({ nome_aluno: student.name, soma_notas_atividade: null })]);
    await give(grades(w, student.id, 10, 5));
    expect((await table(w)).items[0]!.somaNota).toBe(15);
    const ids = (await grading(w, student.id)).json<Grading>().questoes.map((q) => q.nota!.codBseNota);
    const edit = await t.as(staff.prof, {
      method: 'PUT',
      url: `/api/bse_nota/updateMany/${ids.join(',')}`,
      payload: { nota: [{ valor: 9.5 }, { valor: 5 }] },
    });
    expect(edit.statusCode).toBe(200);
    expect(await notas()).toEqual([expect.objectContaining({ soma_notas_atividade: 14.5 })]);
    expect((await table(w)).items[0]!.somaNota).toBe(14.5);

    // A question added after the grading: the activity is not fully graded any more.
    await json(t, staff.master, 'POST', '/api/bse_questao', {
      codBseAtividade: w.activityId,
      titulo: 'Depois',
      enuEnunciado: '<p>E o dobro de 10?</p>',
      tipoQuestao: 'DISCURSIVA',
      resRespostaEsperada: '20',
    });
    expect(await notas()).toEqual([expect.objectContaining({ soma_notas_atividade: null })]);
    expect((await table(w)).items[0]!.somaNota).toBeNull();
  });

  it('keeps each grader to their scope: another school’s staff get 404 and change nothing; a student gets 403', async () => {
    const w = await classWithActivity(t, staff, 1);
    const student = w.students[0]!;
    await json(t, student.token, 'POST', '/api/bse_questao_resposta', submission(w, w.choice.right));
    for (const token of [staff.profHo, staff.gestorHo]) {
      expect(
        (await t.as(token, { method: 'GET', url: `/api/bse_questao_resposta/${w.activityId}?codTurma=${w.classId}` })).statusCode,
      ).toBe(404);
      expect((await grading(w, student.id, token)).statusCode).toBe(404);
      expect((await give(grades(w, student.id, 5, 5), token)).statusCode).toBe(404);
    }
    expect(await stored(w.activityId)).toEqual([{ valor: 10 }]);
    // The unit's Diretor, the school's Gestor and the Master see the class and may grade.
    for (const token of [staff.diretor, staff.gestor, staff.master]) expect((await table(w, token)).total).toBe(1);
    expect((await give(grades(w, student.id, 5, 5), staff.gestor)).statusCode).toBe(201);
    const ids = (await grading(w, student.id)).json<Grading>().questoes.map((q) => q.nota!.codBseNota);
    const foreign = await t.as(staff.profHo, {
      method: 'PUT',
      url: `/api/bse_nota/updateMany/${ids.join(',')}`,
      payload: { nota: [{ valor: 0 }, { valor: 0 }] },
    });
    expect(foreign.statusCode).toBe(404);
    expect(await stored(w.activityId)).toEqual([{ valor: 5 }, { valor: 5 }]);
    expect((await give(grades(w, student.id, 5, 5), student.token)).statusCode).toBe(403);
  });
});
