import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../test/build-app';
import { json } from '../curriculum/curriculum.fixtures';
import { type ClassWithActivity, type Staff, classWithActivity, linkOf, signInStaff, submission } from './activities.fixtures';

/*
 * The documents' answer calls (issue 25): POST /bse_questao_resposta with one answer row beside the batched
 * submission, PUT and DELETE of a student's answer before sending, and GET /bse_questao_resposta.
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

type AnswerRecord = {
  codBseQuestaoResposta: number;
  codBseQuestao: number;
  codAtividade: number;
  codTurma: number;
  codUsuario: number;
  codBseQuestaoOpcao: number | null;
  resResposta: string;
  datResposta: string;
  enviada: boolean;
};
type StoredAnswer = {
  cod_bse_questao_resposta: number;
  cod_bse_questao: number;
  cod_bse_atividade: number;
  cod_bse_turma: number;
  cod_bse_usuario: number;
  cod_bse_questao_opcao: number | null;
  res_resposta: string;
  nom_usuario: string;
  nom_atividade: string;
  dat_resposta: string;
  dat_nota: string | null;
  soma_nota: number | null;
  enviada: boolean;
};
type StoredPage = { items: StoredAnswer[]; total: number; page: number; pageSize: number };

const post = (token: string, body: unknown) => t.as(token, { method: 'POST', url: '/api/bse_questao_resposta', payload: body as never });
const put = (token: string, question: number, body: unknown) =>
  t.as(token, { method: 'PUT', url: `/api/bse_questao_resposta/${question}`, payload: body as never });
const remove = (token: string, id: number) => t.as(token, { method: 'DELETE', url: `/api/bse_questao_resposta/${id}` });
const list = (token: string, query: string) => t.as(token, { method: 'GET', url: `/api/bse_questao_resposta?${query}` });
/** The documents' row: one answer, the user named in it (never read: the session's user answers). */
const row = (w: ClassWithActivity, question: number, answer: Record<string, unknown>, codBseUsuario = 1) => ({
  codBseAtividade: w.activityId,
  codBseTurma: w.classId,
  codBseUsuario,
  codBseQuestao: question,
  ...answer,
});
const sentOf = (w: ClassWithActivity) =>
  t.rows<{ id: number; q: number; u: number }>(
    sql`select cod_bse_questao_resposta as id, cod_bse_questao as q, cod_bse_usuario as u from bse_questao_resposta
      where cod_bse_atividade = ${w.activityId} order by cod_bse_questao`,
  );
const draftsOf = (w: ClassWithActivity) =>
  t.rows<{ id: number }>(
    sql`select cod_bse_questao_resposta as id from bse_questao_resposta_rascunho where cod_bse_atividade = ${w.activityId}`,
  );
/** Every text an answer to a student carries: no key may hide in it (option marks, the expected answer). */
const keyLeaks = (body: string) => /invalida|resRespostaEsperada|Dividi 10 em duas partes iguais|opcoesCorretas|correta/.test(body);

describe('one answer at a time (POST /api/bse_questao_resposta with the documents’ row)', () => {
  it('keeps each answer as the student’s own until the last question sends the activity, with the same ids', async () => {
    const w = await classWithActivity(t, staff, 2);
    const [student, classmate] = w.students;
    // A multiple-choice question answered by its option's text, the row naming the classmate: the session's user answers.
    const first = await post(student!.token, row(w, w.choice.codBseQuestao, { resResposta: '5' }, classmate!.id));
    expect(first.statusCode, first.body).toBe(201);
    expect(keyLeaks(first.body)).toBe(false);
    const kept = first.json<AnswerRecord>();
    expect(kept).toMatchObject({
      codBseQuestao: w.choice.codBseQuestao,
      codAtividade: w.activityId,
      codTurma: w.classId,
      codUsuario: student!.id,
      codBseQuestaoOpcao: w.choice.right,
      resResposta: '5',
      enviada: false,
    });
    expect(Object.keys(kept).sort()).toEqual(
      [
        'codAtividade',
        'codBseQuestao',
        'codBseQuestaoOpcao',
        'codBseQuestaoResposta',
        'codTurma',
        'codUsuario',
        'datResposta',
        'enviada',
        'resResposta',
      ].sort(),
    );
    // Not sent: nothing stored as an answer, the activity still to do.
    expect(await sentOf(w)).toEqual([]);
    expect(await json(t, student!.token, 'GET', `/api/bse_atividade_turma/ativas/${w.classId}`)).toEqual([
      expect.objectContaining({ datResposta: null }),
    ]);

    const last = await post(
      student!.token,
      row(w, w.open.codBseQuestao, { resResposta: '<p>Metade <script>alert(1)</script>é cinco</p>' }),
    );
    expect(last.statusCode, last.body).toBe(201);
    expect(keyLeaks(last.body)).toBe(false);
    expect(last.json<AnswerRecord>()).toMatchObject({ codUsuario: student!.id, resResposta: '<p>Metade é cinco</p>', enviada: true });
    // Sent: both answers stored with the ids they were given, the drafts gone, the multiple choice scored.
    expect(await sentOf(w)).toEqual([
      { id: kept.codBseQuestaoResposta, q: w.choice.codBseQuestao, u: student!.id },
      { id: last.json<AnswerRecord>().codBseQuestaoResposta, q: w.open.codBseQuestao, u: student!.id },
    ]);
    expect(await draftsOf(w)).toEqual([]);
    expect(await t.rows(sql`select valor::float8 as valor from bse_nota where cod_bse_questao = ${w.choice.codBseQuestao}`)).toEqual([
      { valor: 10 },
    ]);
    const form = await t.as(student!.token, {
      method: 'GET',
      url: `/api/bse_questao_resposta/formulario/${w.activityId}?codTurma=${w.classId}`,
    });
    expect(form.json<{ atividade: { datResposta: string | null } }>().atividade.datResposta).toMatch(/^\d{4}-/);
    expect(keyLeaks(form.body)).toBe(false);
  });

  it('holds the one-submission rule: once sent, an answer is neither added, changed nor removed, and a second submission is refused', async () => {
    const w = await classWithActivity(t, staff, 2);
    const [byRows, byBatch] = w.students;
    await json(
      t,
      byRows!.token,
      'POST',
      '/api/bse_questao_resposta',
      row(w, w.choice.codBseQuestao, { codBseQuestaoOpcao: w.choice.wrong }),
    );
    await json(t, byRows!.token, 'POST', '/api/bse_questao_resposta', row(w, w.open.codBseQuestao, { resResposta: 'Dividi.' }));
    const again = await post(byRows!.token, submission(w, w.choice.right));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'Você já enviou esta atividade.' });

    await json(t, byBatch!.token, 'POST', '/api/bse_questao_resposta', submission(w, w.choice.right));
    const [stored] = await t.rows<{ id: number }>(
      sql`select cod_bse_questao_resposta as id from bse_questao_resposta where cod_bse_usuario = ${byBatch!.id} order by 1 limit 1`,
    );
    for (const res of [
      await post(byBatch!.token, row(w, w.open.codBseQuestao, { resResposta: 'Outra' })),
      await put(byBatch!.token, w.choice.codBseQuestao, { codBseQuestaoOpcao: w.choice.wrong }),
      await remove(byBatch!.token, stored!.id),
    ]) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ message: 'Você já enviou esta atividade.' });
    }
    expect((await sentOf(w)).length).toBe(4);
  });

  it('lets the student change (PUT) and remove (DELETE) their own answer before sending; anyone else’s is not found', async () => {
    const w = await classWithActivity(t, staff, 2);
    const [student, classmate] = w.students;
    const kept = await json<AnswerRecord>(
      t,
      student!.token,
      'POST',
      '/api/bse_questao_resposta',
      row(w, w.choice.codBseQuestao, { codBseQuestaoOpcao: w.choice.wrong }),
    );
    expect(kept).toMatchObject({ codBseQuestaoOpcao: w.choice.wrong, resResposta: '2', enviada: false });
    // The same question a second time is a change, not a new answer.
    const twice = await post(student!.token, row(w, w.choice.codBseQuestao, { codBseQuestaoOpcao: w.choice.right }));
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: 'Você já respondeu esta questão. Para mudar a resposta, altere-a.' });

    // The whole documented row may come along; the path's question and the session's user decide.
    const changed = await put(student!.token, w.choice.codBseQuestao, row(w, w.open.codBseQuestao, { resResposta: '5' }, classmate!.id));
    expect(changed.statusCode, changed.body).toBe(200);
    expect(keyLeaks(changed.body)).toBe(false);
    expect(changed.json()).toMatchObject({
      codBseQuestaoResposta: kept.codBseQuestaoResposta,
      codBseQuestao: w.choice.codBseQuestao,
      codUsuario: student!.id,
      codBseQuestaoOpcao: w.choice.right,
      enviada: false,
    });

    // A classmate neither changes nor removes it.
    expect((await put(classmate!.token, w.choice.codBseQuestao, { codBseQuestaoOpcao: w.choice.wrong })).statusCode).toBe(404);
    expect((await remove(classmate!.token, kept.codBseQuestaoResposta)).statusCode).toBe(404);

    expect(await json(t, student!.token, 'DELETE', `/api/bse_questao_resposta/${kept.codBseQuestaoResposta}`)).toEqual({ ok: true });
    expect(await draftsOf(w)).toEqual([]);
    expect((await remove(student!.token, kept.codBseQuestaoResposta)).statusCode).toBe(404);
    expect((await put(student!.token, w.choice.codBseQuestao, { codBseQuestaoOpcao: w.choice.right })).statusCode).toBe(404);
  });

  it('never lets the staff write a student’s answer: 403 for every profile but the Aluno', async () => {
    const w = await classWithActivity(t, staff, 1);
    const kept = await json<AnswerRecord>(
      t,
      w.students[0]!.token,
      'POST',
      '/api/bse_questao_resposta',
      row(w, w.choice.codBseQuestao, { codBseQuestaoOpcao: w.choice.wrong }),
    );
    for (const token of [staff.master, staff.gestor, staff.diretor, staff.coord, staff.prof, assistente]) {
      expect((await post(token, row(w, w.open.codBseQuestao, { resResposta: 'Texto' }))).statusCode).toBe(403);
      expect((await put(token, w.choice.codBseQuestao, { codBseQuestaoOpcao: w.choice.right })).statusCode).toBe(403);
      expect((await remove(token, kept.codBseQuestaoResposta)).statusCode).toBe(403);
    }
    expect(
      await t.rows(sql`select cod_bse_questao_opcao as opt from bse_questao_resposta_rascunho where cod_bse_atividade = ${w.activityId}`),
    ).toEqual([{ opt: w.choice.wrong }]);
  });

  it('refuses a wrong answer with its Portuguese 400, and another class’s or a closed activity with 404, storing nothing', async () => {
    const w = await classWithActivity(t, staff, 1);
    const other = await classWithActivity(t, staff, 1);
    const token = w.students[0]!.token;
    const cases: [unknown, string][] = [
      [{ codBseAtividade: w.activityId, codBseTurma: w.classId }, 'Preencha a resposta da questão.'],
      [row(w, w.choice.codBseQuestao, { resResposta: 'sete' }), 'Escolha uma das opções da questão.'],
      [row(w, w.choice.codBseQuestao, {}), 'Escolha uma das opções da questão.'],
      [row(w, w.choice.codBseQuestao, { codBseQuestaoOpcao: other.choice.right }), 'Escolha uma das opções da questão.'],
      [row(w, w.open.codBseQuestao, { resResposta: '<p> </p>' }), 'Preencha a resposta da questão.'],
      [row(w, w.open.codBseQuestao, {}), 'Preencha a resposta da questão.'],
      [row(w, w.open.codBseQuestao, { resResposta: 'x'.repeat(20_001) }), 'A resposta deve ter no máximo 20000 caracteres.'],
      [row(w, 0, { resResposta: 'x' }), 'Identificador inválido.'],
      [{ ...row(w, w.open.codBseQuestao, { resResposta: 'x' }), codBseTurma: 'abc' }, 'Identificador inválido.'],
    ];
    for (const [body, message] of cases) {
      const res = await post(token, body);
      expect(res.statusCode, `${JSON.stringify(body).slice(0, 120)}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ message });
    }
    expect((await put(token, w.open.codBseQuestao, { resResposta: 7 })).statusCode).toBe(400);
    // Another activity's question, another class, another class's activity through this class.
    expect((await post(token, row(w, other.open.codBseQuestao, { resResposta: 'x' }))).statusCode).toBe(404);
    expect((await post(token, row(other, other.open.codBseQuestao, { resResposta: 'x' }))).statusCode).toBe(404);
    expect((await post(token, { ...row(other, other.open.codBseQuestao, { resResposta: 'x' }), codBseTurma: w.classId })).statusCode).toBe(
      404,
    );
    // Switched off by the teacher: closed.
    await json(t, staff.prof, 'PUT', `/api/bse_atividade_turma/${await linkOf(t, w)}`, { value: 'N' });
    expect((await post(token, row(w, w.open.codBseQuestao, { resResposta: 'x' }))).statusCode).toBe(404);
    expect(await draftsOf(w)).toEqual([]);
    expect(await sentOf(w)).toEqual([]);
  });

  it('sends the activity exactly once when the last answers, or a last answer and the batched submission, arrive together', async () => {
    const w = await classWithActivity(t, staff, 2);
    const [a, b] = w.students;
    const both = await Promise.all([
      post(a!.token, row(w, w.choice.codBseQuestao, { codBseQuestaoOpcao: w.choice.right })),
      post(a!.token, row(w, w.open.codBseQuestao, { resResposta: 'Dividi.' })),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([201, 201]);
    // The record is read after its own transaction: the second answer's sending may already show on the first's.
    expect(both.map((r) => r.json<AnswerRecord>().enviada)).toContain(true);

    await json(t, b!.token, 'POST', '/api/bse_questao_resposta', row(w, w.choice.codBseQuestao, { codBseQuestaoOpcao: w.choice.wrong }));
    const raced = await Promise.all([
      post(b!.token, row(w, w.open.codBseQuestao, { resResposta: 'Uma.' })),
      post(b!.token, submission(w, w.choice.right, '<p>Outra.</p>')),
    ]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const stored = await sentOf(w);
    expect(stored.filter((s) => s.u === a!.id).length).toBe(2);
    expect(stored.filter((s) => s.u === b!.id).length).toBe(2);
    expect(await draftsOf(w)).toEqual([]);
  });
});

describe('the answers list (GET /api/bse_questao_resposta)', () => {
  it('gives the staff the sent answers of their classes in the documents’ row, never a draft; other schools see none', async () => {
    const w = await classWithActivity(t, staff, 2);
    const [sender, drafter] = w.students;
    await json(t, sender!.token, 'POST', '/api/bse_questao_resposta', submission(w, w.choice.right, '<p>Dividi por dois.</p>'));
    await json(
      t,
      drafter!.token,
      'POST',
      '/api/bse_questao_resposta',
      row(w, w.choice.codBseQuestao, { codBseQuestaoOpcao: w.choice.wrong }),
    );
    const mine = await list(staff.prof, `codBseAtividade=${w.activityId}`);
    expect(mine.statusCode, mine.body).toBe(200);
    const page = mine.json<StoredPage>();
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 10 });
    expect(page.items.map((i) => [i.cod_bse_questao, i.res_resposta, i.cod_bse_usuario, i.nom_usuario, i.enviada])).toEqual([
      [w.choice.codBseQuestao, '5', sender!.id, sender!.name, true],
      [w.open.codBseQuestao, '<p>Dividi por dois.</p>', sender!.id, sender!.name, true],
    ]);
    expect(page.items[0]).toMatchObject({
      cod_bse_atividade: w.activityId,
      cod_bse_turma: w.classId,
      cod_bse_questao_opcao: w.choice.right,
      nom_atividade: expect.stringMatching(/^Avaliação /),
      dat_nota: null,
      soma_nota: null,
    });
    expect(page.items[0]!.dat_resposta).toMatch(/^\d{4}-\d\d-\d\dT/);
    for (const token of [staff.master, staff.gestor, staff.diretor, staff.coord]) {
      expect((await json<StoredPage>(t, token, 'GET', `/api/bse_questao_resposta?codBseAtividade=${w.activityId}`)).total).toBe(2);
    }
    for (const token of [staff.profHo, staff.gestorHo]) {
      expect((await json<StoredPage>(t, token, 'GET', `/api/bse_questao_resposta?codBseAtividade=${w.activityId}`)).total).toBe(0);
    }
    // Graded in full: the grade's date and the activity's sum on every row of the student.
    await json(t, staff.prof, 'POST', '/api/bse_nota', [
      { codBseAtividade: w.activityId, codBseQuestao: w.choice.codBseQuestao, codBseUsuario: sender!.id, valor: 10 },
      { codBseAtividade: w.activityId, codBseQuestao: w.open.codBseQuestao, codBseUsuario: sender!.id, valor: 6.5 },
    ]);
    const graded = await json<StoredPage>(
      t,
      staff.prof,
      'GET',
      `/api/bse_questao_resposta?codBseAtividade=${w.activityId}&codBseUsuario=${sender!.id}`,
    );
    expect(graded.items.map((i) => i.soma_nota)).toEqual([16.5, 16.5]);
    expect(graded.items[0]!.dat_nota).toMatch(/^\d{4}-/);
    // Searched by the student's name, filtered by class.
    expect((await json<StoredPage>(t, staff.prof, 'GET', `/api/bse_questao_resposta?q=${encodeURIComponent(sender!.name)}`)).total).toBe(2);
    expect(
      (await json<StoredPage>(t, staff.prof, 'GET', `/api/bse_questao_resposta?codBseTurma=${w.classId}&pageSize=1`)).items.length,
    ).toBe(1);
  });

  it('gives a student their own answers, drafts included, never a classmate’s nor a key', async () => {
    const w = await classWithActivity(t, staff, 2);
    const [student, classmate] = w.students;
    const draft = await json<AnswerRecord>(
      t,
      student!.token,
      'POST',
      '/api/bse_questao_resposta',
      row(w, w.open.codBseQuestao, { resResposta: 'Rascunho' }),
    );
    await json(t, classmate!.token, 'POST', '/api/bse_questao_resposta', submission(w, w.choice.wrong));
    const res = await list(student!.token, `codBseAtividade=${w.activityId}`);
    expect(res.statusCode).toBe(200);
    expect(keyLeaks(res.body)).toBe(false);
    expect(res.json<StoredPage>().items).toEqual([
      expect.objectContaining({
        cod_bse_questao_resposta: draft.codBseQuestaoResposta,
        cod_bse_usuario: student!.id,
        res_resposta: 'Rascunho',
        enviada: false,
        dat_nota: null,
        soma_nota: null,
      }),
    ]);
    expect((await json<StoredPage>(t, student!.token, 'GET', `/api/bse_questao_resposta?codBseUsuario=${classmate!.id}`)).total).toBe(0);
    // The classmate sees their sent answers, and no draft of anyone's.
    const theirs = await json<StoredPage>(t, classmate!.token, 'GET', `/api/bse_questao_resposta?codBseAtividade=${w.activityId}`);
    expect(theirs.items.map((i) => [i.cod_bse_usuario, i.enviada])).toEqual([
      [classmate!.id, true],
      [classmate!.id, true],
    ]);
    expect(keyLeaks(JSON.stringify(theirs))).toBe(false);
  });

  it('answers the Assistente 403 and a malformed filter 400 with its Portuguese message', async () => {
    expect((await list(assistente, '')).statusCode).toBe(403);
    const bad = await list(staff.prof, 'codBseAtividade=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Identificador inválido.' });
    expect((await list(staff.prof, 'pageSize=101')).statusCode).toBe(400);
  });
});
