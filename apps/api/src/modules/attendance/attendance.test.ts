import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AttendanceChangeDto, AttendanceRollDto, AttendanceRulesDto } from '@portal/shared/attendance';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../test/build-app';
import { type Staff, signInStaff } from '../activities/activities.fixtures';
import { daysAgo, getRoll, marks, putRoll, rollClass, storedMarks } from './attendance.fixtures';

let t: TestApp;
let staff: Staff;

beforeAll(async () => {
  t = await buildTestApp();
  staff = await signInStaff(t);
});
afterAll(() => t.close());

const totals = (classId: number) =>
  t.rows<{ id: number; dias: number; faltas: number; justificadas: number }>(sql`
    select cod_bse_usuario as id, num_dias as dias, num_faltas as faltas, num_justificadas as justificadas
    from bse_frequencia_resumo where cod_bse_turma = ${classId} order by cod_bse_usuario`);

describe('a class’s roll (GET/PUT /api/bse_frequencia/{codBseTurma}/{data})', () => {
  it('lists the class’s students by name, everyone present until the day is saved; the Professor saves the day at once', async () => {
    const c = await rollClass(t, staff.diretor, 3);
    const [a, b, d] = c.students;
    const day = daysAgo(1);
    const before = await getRoll(t, staff.prof, c.classId, day);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json<AttendanceRollDto>()).toEqual(
      c.students.map((s) => ({
        codBseUsuario: s.id,
        nomUsuario: s.name,
        imgAvatar: null,
        indPresente: 'S',
        dscJustificativa: null,
        datRegistro: null,
      })),
    );

    const saved = await putRoll(t, staff.prof, c.classId, day, marks(c, [[b!.id], [d!.id, '  Atestado médico  ']]));
    expect(saved.statusCode, saved.body).toBe(200);
    const roll = saved.json<AttendanceRollDto>();
    expect(roll.map((r) => [r.nomUsuario, r.indPresente, r.dscJustificativa])).toEqual([
      [a!.name, 'S', null],
      [b!.name, 'N', null],
      [d!.name, 'N', 'Atestado médico'],
    ]);
    expect(roll.every((r) => r.datRegistro !== null)).toBe(true);
    expect(await storedMarks(t, c.classId)).toEqual([`${a!.id}:${day}:S:`, `${b!.id}:${day}:N:`, `${d!.id}:${day}:N:Atestado médico`]);
    expect(await totals(c.classId)).toEqual([
      { id: a!.id, dias: 1, faltas: 0, justificadas: 0 },
      { id: b!.id, dias: 1, faltas: 1, justificadas: 0 },
      { id: d!.id, dias: 1, faltas: 1, justificadas: 1 },
    ]);
    // A first save is no change: the history starts with the next one.
    const history = await t.as(staff.prof, { method: 'GET', url: `/api/bse_frequencia/${c.classId}/${day}/historico` });
    expect(history.json()).toEqual([]);
    expect((await getRoll(t, staff.prof, c.classId, day)).json<AttendanceRollDto>()).toEqual(roll);
  });

  it('leaves a deactivated student off the roll of a new day, and keeps them on a day they were marked', async () => {
    const c = await rollClass(t, staff.diretor, 3);
    const [a, b, d] = c.students;
    expect((await putRoll(t, staff.prof, c.classId, daysAgo(2), marks(c, [[b!.id]]))).statusCode).toBe(200);
    await t.rows(sql`update bse_usuario set ind_ativo = 'N' where cod_bse_usuario = ${b!.id}`);
    const names = async (day: string) =>
      (await getRoll(t, staff.prof, c.classId, day)).json<AttendanceRollDto>().map((r) => r.codBseUsuario);
    expect(await names(daysAgo(1))).toEqual([a!.id, d!.id]);
    expect(await names(daysAgo(2))).toEqual([a!.id, b!.id, d!.id]);
    const refused = await putRoll(t, staff.prof, c.classId, daysAgo(1), marks(c));
    expect(refused.statusCode).toBe(400);
  });

  it('keeps every change of a saved mark in the history (who, when, before and after) and counts the totals again', async () => {
    const c = await rollClass(t, staff.diretor, 3);
    const [a, b, d] = c.students;
    const day = daysAgo(2);
    expect((await putRoll(t, staff.prof, c.classId, day, marks(c, [[b!.id]]))).statusCode).toBe(200);
    const changed = await putRoll(t, staff.coord, c.classId, day, marks(c, [[b!.id, 'Consulta'], [d!.id]]));
    expect(changed.statusCode, changed.body).toBe(200);

    const history = await t.as(staff.diretor, { method: 'GET', url: `/api/bse_frequencia/${c.classId}/${day}/historico` });
    expect(history.statusCode).toBe(200);
    const coordName = (await t.rows<{ nom: string }>(sql`select nom_usuario as nom from bse_usuario where cst_login = 'AUCE-0002'`))[0]!
      .nom;
    expect(history.json<AttendanceChangeDto[]>()).toEqual([
      {
        codBseUsuario: b!.id,
        nomUsuario: b!.name,
        indPresenteAnterior: 'N',
        dscJustificativaAnterior: null,
        indPresenteNovo: 'N',
        dscJustificativaNova: 'Consulta',
        nomAlterador: coordName,
        datAlteracao: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
      {
        codBseUsuario: d!.id,
        nomUsuario: d!.name,
        indPresenteAnterior: 'S',
        dscJustificativaAnterior: null,
        indPresenteNovo: 'N',
        dscJustificativaNova: null,
        nomAlterador: coordName,
        datAlteracao: expect.any(String),
      },
    ]);
    expect(await totals(c.classId)).toEqual([
      { id: a!.id, dias: 1, faltas: 0, justificadas: 0 },
      { id: b!.id, dias: 1, faltas: 1, justificadas: 1 },
      { id: d!.id, dias: 1, faltas: 1, justificadas: 0 },
    ]);
    // The first saver stays on the marks.
    const savers = await t.rows<{ login: string }>(sql`
      select distinct u.cst_login as login from bse_frequencia f join bse_usuario u on u.cod_bse_usuario = f.cod_usuario_registro
      where f.cod_bse_turma = ${c.classId}`);
    expect(savers).toEqual([{ login: 'AUCE-0003' }]);
  });

  it('refuses a day in the future and anyone who is not a student of the class, writing nothing', async () => {
    const c = await rollClass(t, staff.diretor, 2);
    const other = await rollClass(t, staff.diretor, 1);
    const tomorrow = await putRoll(t, staff.prof, c.classId, daysAgo(-1), marks(c));
    expect(tomorrow.statusCode).toBe(400);
    expect(tomorrow.json()).toMatchObject({
      message: 'Não é possível registrar a chamada de um dia futuro.',
      fields: { data: 'Não é possível registrar a chamada de um dia futuro.' },
    });

    const profId = (await t.rows<{ id: number }>(sql`select cod_bse_usuario as id from bse_usuario where cst_login = 'AUCE-0003'`))[0]!.id;
    for (const stranger of [other.students[0]!.id, profId, 2_000_000_000]) {
      const res = await putRoll(t, staff.prof, c.classId, daysAgo(0), [...marks(c), { codBseUsuario: stranger, indPresente: 'N' }]);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ fields: { codBseUsuario: 'A chamada tem quem não é aluno desta turma.' } });
    }
    expect(await storedMarks(t, c.classId)).toEqual([]);
    expect(await totals(c.classId)).toEqual([]);
  });

  it('answers 400 with the field’s message for a bad roll or day', async () => {
    const c = await rollClass(t, staff.diretor, 2);
    const [a] = c.students;
    const day = daysAgo(0);
    const cases: [unknown, string, string][] = [
      [
        [{ codBseUsuario: a!.id, indPresente: 'S', dscJustificativa: 'Atestado' }],
        '0.dscJustificativa',
        'Só uma falta pode ter justificativa.',
      ],
      [
        [{ codBseUsuario: a!.id, indPresente: 'N', dscJustificativa: 'x'.repeat(201) }],
        '0.dscJustificativa',
        'A justificativa pode ter no máximo 200 caracteres.',
      ],
      [[{ codBseUsuario: a!.id, indPresente: 'F' }], '0.indPresente', 'Marque o aluno como presente (S) ou ausente (N).'],
      [
        [
          { codBseUsuario: a!.id, indPresente: 'S' },
          { codBseUsuario: a!.id, indPresente: 'N' },
        ],
        '_',
        'Um aluno aparece duas vezes na chamada.',
      ],
      [[], '_', 'A chamada não tem alunos.'],
      [{ alunos: [] }, '_', 'A chamada não tem alunos.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await putRoll(t, staff.prof, c.classId, day, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ fields: Record<string, string> }>().fields[field], JSON.stringify(body)).toBe(message);
    }
    for (const bad of ['2026-02-30', '30-11-2026', 'hoje']) {
      const res = await getRoll(t, staff.prof, c.classId, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ fields: { data: 'Data inválida. Use o formato DD/MM/AAAA.' } });
    }
    expect((await putRoll(t, staff.prof, c.classId, day, marks(c), 'not-a-uuid')).statusCode).toBe(400);
    expect(await storedMarks(t, c.classId)).toEqual([]);
  });

  it('lets the Professor change a day for 7 days, then only the unit’s coordination', async () => {
    const c = await rollClass(t, staff.diretor, 1);
    const rules = await t.as(staff.prof, { method: 'GET', url: '/api/bse_frequencia/regras' });
    expect(rules.json<AttendanceRulesDto>()).toEqual({ hoje: daysAgo(0), diasEdicao: 7, minimo: 75, alerta: 80 });
    expect((await putRoll(t, staff.prof, c.classId, daysAgo(7), marks(c))).statusCode).toBe(200);
    const late = await putRoll(t, staff.prof, c.classId, daysAgo(8), marks(c));
    expect(late.statusCode).toBe(403);
    expect(late.json()).toMatchObject({ message: 'A chamada deste dia só pode ser alterada pela coordenação.' });
    expect((await putRoll(t, staff.coord, c.classId, daysAgo(8), marks(c))).statusCode).toBe(200);
    expect((await putRoll(t, staff.diretor, c.classId, daysAgo(40), marks(c))).statusCode).toBe(200);
    expect((await storedMarks(t, c.classId)).map((line) => line.split(':')[1])).toEqual([daysAgo(40), daysAgo(8), daysAgo(7)]);
  });

  it('writes a roll sent twice with the same browser id once: a resend never undoes a later change', async () => {
    const c = await rollClass(t, staff.diretor, 2);
    const [a, b] = c.students;
    const day = daysAgo(0);
    const key = randomUUID();
    const offline = marks(c, [[a!.id]]);
    expect((await putRoll(t, staff.prof, c.classId, day, offline, key)).statusCode).toBe(200);
    expect((await putRoll(t, staff.coord, c.classId, day, marks(c, [[b!.id]]))).statusCode).toBe(200);
    const resent = await putRoll(t, staff.prof, c.classId, day, offline, key);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json<AttendanceRollDto>().map((r) => r.indPresente)).toEqual(['S', 'N']);
    expect(await storedMarks(t, c.classId)).toEqual([`${a!.id}:${day}:S:`, `${b!.id}:${day}:N:`]);
    const received = await t.rows<{ n: number }>(
      sql`select count(*)::integer as n from bse_frequencia_registro where cod_registro = ${key}`,
    );
    expect(received).toEqual([{ n: 1 }]);
  });

  it('takes two saves of one day at once in turn: one mark per student, totals of one day', async () => {
    const c = await rollClass(t, staff.diretor, 3);
    const day = daysAgo(3);
    const [one, two] = await Promise.all([
      putRoll(t, staff.prof, c.classId, day, marks(c, [[c.students[0]!.id]])),
      putRoll(t, staff.coord, c.classId, day, marks(c, [[c.students[1]!.id]])),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect((await storedMarks(t, c.classId)).length).toBe(3);
    expect((await totals(c.classId)).map((r) => r.dias)).toEqual([1, 1, 1]);
    const history = await t.rows<{ n: number }>(
      sql`select count(*)::integer as n from bse_frequencia_historico where cod_bse_turma = ${c.classId}`,
    );
    expect(history).toEqual([{ n: 2 }]);
  });

  it('is the class’s Professor’s and the staff’s within scope: 404 outside it, 403 for those who only read', async () => {
    const c = await rollClass(t, staff.diretor, 1);
    const day = daysAgo(0);
    for (const token of [staff.prof, staff.coord, staff.diretor, staff.gestor, staff.master]) {
      expect((await getRoll(t, token, c.classId, day)).statusCode).toBe(200);
    }
    for (const token of [staff.profHo, staff.gestorHo]) {
      expect((await getRoll(t, token, c.classId, day)).statusCode).toBe(404);
    }
    expect((await putRoll(t, staff.profHo, c.classId, day, marks(c))).statusCode).toBe(404);
    for (const token of [staff.gestor, staff.master]) {
      expect((await putRoll(t, token, c.classId, day, marks(c))).statusCode).toBe(403);
    }
    const student = await t.login('AUCE-0004', 'Aluno@2026');
    expect((await getRoll(t, student, c.classId, day)).statusCode).toBe(403);
    expect((await putRoll(t, student, c.classId, day, marks(c))).statusCode).toBe(403);
    expect((await getRoll(t, staff.prof, 2_000_000_000, day)).statusCode).toBe(404);
    expect(await storedMarks(t, c.classId)).toEqual([]);
  });
});
