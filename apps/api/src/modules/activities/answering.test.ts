import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../test/build-app';
import { json } from '../curriculum/curriculum.fixtures';
import { type Staff, classWithActivity, linkOf, signInStaff, submission } from './activities.fixtures';

let t: TestApp;
let staff: Staff;

beforeAll(async () => {
  t = await buildTestApp();
  staff = await signInStaff(t);
});
afterAll(() => t.close());

type Form = {
  atividade: { datResposta: string | null; somaNota: number | null; notaMaxima: number };
  questoes: { codBseQuestao: number; opcoes: { codBseQuestaoOpcao: number; descricao: string }[]; resposta: unknown; correcao: unknown }[];
};
const submit = (token: string, body: unknown) => t.as(token, { method: 'POST', url: '/api/bse_questao_resposta', payload: body as never });
const answersStored = async (activityId: number) =>
  (await t.rows<{ n: number }>(sql`select count(*)::integer as n from bse_questao_resposta where cod_bse_atividade = ${activityId}`))[0]!.n;
/** The day in São Paulo `offset` days from now ('YYYY-MM-DD'). */
const saoPauloDay = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
/** Every text the answer carries: no key may hide in it (option marks, expected answer). */
const keyLeaks = (body: string) => /invalida|resRespostaEsperada|Dividi 10 em duas partes iguais|opcoesCorretas":\[\d/.test(body);

describe('answering an activity (/atividade/visualizarQuestoes)', () => {
  it('lists the class’s active activities and gives the form without any answer key', async () => {
    const w = await classWithActivity(t, staff, 1);
    const [student] = w.students;
    const list = await json<{ codBseAtividade: number; datResposta: null }[]>(
      t,
      student!.token,
      'GET',
      `/api/bse_atividade_turma/ativas/${w.classId}`,
    );
    expect(list).toMatchObject([{ codBseAtividade: w.activityId, qtdQuestoes: 2, datResposta: null, somaNota: null }]);
    const res = await t.as(student!.token, {
      method: 'GET',
      url: `/api/bse_questao_resposta/formulario/${w.activityId}?codTurma=${w.classId}`,
    });
    expect(res.statusCode).toBe(200);
    expect(keyLeaks(res.body)).toBe(false);
    const form = res.json<Form>();
    expect(form.questoes[0]!.opcoes.map((o) => o.descricao)).toEqual(['2', '5']);
    expect(form.questoes.every((q) => q.resposta === null && q.correcao === null)).toBe(true);
  });

  it('wants every question answered: "Por favor, preencha todas as respostas antes de enviar.", nothing stored', async () => {
    const w = await classWithActivity(t, staff, 1);
    const token = w.students[0]!.token;
    const full = submission(w, w.choice.right);
    for (const body of [
      { ...full, respostas: [full.respostas[0]] },
      { ...full, respostas: [full.respostas[0], { codBseQuestao: w.open.codBseQuestao, resResposta: '<p> </p>' }] },
      { ...full, respostas: [{ codBseQuestao: w.choice.codBseQuestao }, full.respostas[1]] },
      // An option of another question is no answer to this one.
      { ...full, respostas: [{ codBseQuestao: w.choice.codBseQuestao, codBseQuestaoOpcao: 2_000_000_000 }, full.respostas[1]] },
      { ...full, respostas: [full.respostas[0], full.respostas[0], full.respostas[1]] },
    ]) {
      const res = await submit(token, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Por favor, preencha todas as respostas antes de enviar.' });
    }
    expect(await answersStored(w.activityId)).toBe(0);
  });

  it('stores the submission once, sanitised; a second one (double click, another tab, replay) is refused and changes nothing', async () => {
    const w = await classWithActivity(t, staff, 1);
    const token = w.students[0]!.token;
    const sent = await submit(token, submission(w, w.choice.wrong, '<p>Metade <script>alert(1)</script>é cinco</p>'));
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json<{ datResposta: string }>().datResposta).toMatch(/^\d{4}-/);
    const [stored] = await t.rows<{ txt: string }>(
      sql`select res_resposta as txt from bse_questao_resposta where cod_bse_questao = ${w.open.codBseQuestao}`,
    );
    expect(stored!.txt).toBe('<p>Metade é cinco</p>');
    const again = await submit(token, submission(w, w.choice.right));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'Você já enviou esta atividade.' });
    const rows = await t.rows<{ opt: number }>(
      sql`select cod_bse_questao_opcao as opt from bse_questao_resposta where cod_bse_questao = ${w.choice.codBseQuestao}`,
    );
    expect(rows).toEqual([{ opt: w.choice.wrong }]);
    // After sending (the multiple choice scored, the discursive one not yet graded): their answers, still no key.
    expect(await t.rows(sql`select valor::float8 as valor from bse_nota where cod_bse_questao = ${w.choice.codBseQuestao}`)).toEqual([
      { valor: 0 },
    ]);
    const form = await t.as(token, { method: 'GET', url: `/api/bse_questao_resposta/formulario/${w.activityId}?codTurma=${w.classId}` });
    expect(keyLeaks(form.body)).toBe(false);
    expect(form.json<Form>().atividade.somaNota).toBeNull();
    expect(form.json<Form>().questoes[0]!.resposta).toEqual({ codBseQuestaoOpcao: w.choice.wrong, resResposta: null });
  });

  it('accepts a submission after the due day and marks it late, kept as it was sent; before it, on time', async () => {
    const w = await classWithActivity(t, staff, 2);
    const [late, onTime] = w.students;
    const link = await linkOf(t, w);
    const yesterday = saoPauloDay(-1);
    await json(t, staff.prof, 'PUT', `/api/bse_atividade_turma/${link}`, { datEntrega: yesterday });
    expect(await json(t, late!.token, 'GET', `/api/bse_atividade_turma/ativas/${w.classId}`)).toEqual([
      expect.objectContaining({ datEntrega: yesterday, atrasada: false, datResposta: null }),
    ]);
    const sent = await submit(late!.token, submission(w, w.choice.right));
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ datEntrega: yesterday, atrasada: true });

    // The teacher moves the due day to tomorrow: the next one is on time, the first stays late.
    const tomorrow = saoPauloDay(1);
    await json(t, staff.prof, 'PUT', `/api/bse_atividade_turma/${link}`, { datEntrega: tomorrow });
    expect((await submit(onTime!.token, submission(w, w.choice.right))).json()).toMatchObject({ datEntrega: tomorrow, atrasada: false });
    const form = await json<{ atividade: { atrasada: boolean; datEntrega: string } }>(
      t,
      late!.token,
      'GET',
      `/api/bse_questao_resposta/formulario/${w.activityId}?codTurma=${w.classId}`,
    );
    expect(form.atividade).toMatchObject({ atrasada: true, datEntrega: tomorrow });
    const answers = await json<{ items: { nomUsuario: string; atrasada: boolean }[] }>(
      t,
      staff.prof,
      'GET',
      `/api/bse_questao_resposta/${w.activityId}?codTurma=${w.classId}`,
    );
    expect(answers.items.map((r) => [r.nomUsuario, r.atrasada])).toEqual([
      [late!.name, true],
      [onTime!.name, false],
    ]);
  });

  it('keeps the key from the student until every question is graded: an activity of multiple choice alone shows it once sent', async () => {
    const w = await classWithActivity(t, staff, 1);
    const token = w.students[0]!.token;
    await json(t, staff.master, 'DELETE', `/api/bse_questao/${w.open.codBseQuestao}`);
    const formUrl = `/api/bse_questao_resposta/formulario/${w.activityId}?codTurma=${w.classId}`;
    const before = await t.as(token, { method: 'GET', url: formUrl });
    expect(keyLeaks(before.body)).toBe(false);
    expect(before.json<Form>().atividade).toMatchObject({ somaNota: null, notaMaxima: 10 });
    const sent = await submit(token, { ...submission(w, w.choice.wrong), respostas: [submission(w, w.choice.wrong).respostas[0]] });
    expect(sent.json()).toMatchObject({ somaNota: 0, notaMaxima: 10 });
    const after = (await t.as(token, { method: 'GET', url: formUrl })).json<Form>();
    expect(after.questoes[0]!.correcao).toEqual({ valor: 0, correta: false, opcoesCorretas: [w.choice.right], resRespostaEsperada: null });
  });

  it('two submissions at once: exactly one stored', async () => {
    const w = await classWithActivity(t, staff, 1);
    const token = w.students[0]!.token;
    const results = await Promise.all([1, 2, 3].map(() => submit(token, submission(w, w.choice.right))));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await answersStored(w.activityId)).toBe(2);
  });

  it('answers only active activities of the student’s own class: anything else 404, nothing stored', async () => {
    const w = await classWithActivity(t, staff, 1);
    const other = await classWithActivity(t, staff, 1);
    const token = w.students[0]!.token;
    // Another class's activity, through the student's own class or the other class.
    expect((await submit(token, { ...submission(other, other.choice.right), codBseTurma: w.classId })).statusCode).toBe(404);
    expect((await submit(token, submission(other, other.choice.right))).statusCode).toBe(404);
    expect((await t.as(token, { method: 'GET', url: `/api/bse_atividade_turma/ativas/${other.classId}` })).statusCode).toBe(404);
    // Switched off by the teacher: gone from the list and closed.
    const [link] = await t.rows<{ id: number }>(
      sql`select cod_bse_atividade_turma as id from bse_atividade_turma where cod_bse_atividade = ${w.activityId} and cod_bse_turma = ${w.classId}`,
    );
    await json(t, staff.prof, 'PUT', `/api/bse_atividade_turma/${link!.id}`, { value: 'N' });
    expect(await json(t, token, 'GET', `/api/bse_atividade_turma/ativas/${w.classId}`)).toEqual([]);
    expect((await submit(token, submission(w, w.choice.right))).statusCode).toBe(404);
    expect(await answersStored(w.activityId)).toBe(0);
    expect(await answersStored(other.activityId)).toBe(0);
    // Only a student sends answers.
    expect((await submit(staff.prof, submission(w, w.choice.right))).statusCode).toBe(403);
  });
});
