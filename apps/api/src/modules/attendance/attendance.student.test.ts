import { sql } from 'drizzle-orm';
import type { AttendanceWatchDto, StudentAttendanceDto } from '@portal/shared/attendance';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../test/build-app';
import { type Staff, signInStaff } from '../activities/activities.fixtures';
import { sendUserForm } from '../users/users.fixtures';
import { type RollClass, daysAgo, marks, putRoll, rollClass } from './attendance.fixtures';

let t: TestApp;
let staff: Staff;

beforeAll(async () => {
  t = await buildTestApp();
  staff = await signInStaff(t);
});
afterAll(() => t.close());

/** A class with a student who signs in (the others written into the tables), and the student's token. */
async function classWithSigningStudent(): Promise<{ c: RollClass; me: { id: number; token: string; name: string } }> {
  const c = await rollClass(t, staff.diretor, 2);
  const { proxSeq } = (await t.as(staff.diretor, { method: 'GET', url: '/api/bse_usuario/setSequencial/AUCE' })).json<{
    proxSeq: number;
  }>();
  const login = `AUCE-${String(proxSeq).padStart(4, '0')}`;
  const name = `Zélia Frequente ${proxSeq}`;
  const made = await sendUserForm(t, staff.diretor, {
    cstLogin: login,
    nomUsuario: name,
    txtSenha: 'Aluno@2026',
    codBsePerfil: 6,
    codBseTurma: c.classId,
  });
  expect(made.statusCode, made.body).toBe(200);
  const id = made.json<{ codBseUsuario: number }>().codBseUsuario;
  c.students.push({ id, name });
  return { c, me: { id, name, token: await t.login(login, 'Aluno@2026') } };
}

describe('a student’s attendance (GET /api/bse_frequencia/minha, /aluno/{codBseUsuario})', () => {
  it('gives the student their share of present days, absences by month and each absence with its justification', async () => {
    const { c, me } = await classWithSigningStudent();
    const before = await t.as(me.token, { method: 'GET', url: '/api/bse_frequencia/minha' });
    expect(before.json()).toEqual({
      codBseUsuario: me.id,
      nomUsuario: me.name,
      percentual: 100,
      dias: 0,
      faltas: 0,
      justificadas: 0,
      meses: [],
      ausencias: [],
    });

    // Four days: absent on two (one justified), present on two; another student absent on every day.
    const days = [daysAgo(40), daysAgo(3), daysAgo(2), daysAgo(1)];
    const other = c.students[0]!.id;
    for (const [i, day] of days.entries()) {
      const absent: [number, string?][] = [[other]];
      if (i === 0) absent.push([me.id, 'Atestado médico']);
      if (i === 2) absent.push([me.id]);
      expect((await putRoll(t, staff.coord, c.classId, day, marks(c, absent))).statusCode).toBe(200);
    }
    const res = await t.as(me.token, { method: 'GET', url: '/api/bse_frequencia/minha' });
    expect(res.statusCode, res.body).toBe(200);
    const got = res.json<StudentAttendanceDto>();
    expect(got).toMatchObject({ codBseUsuario: me.id, percentual: 50, dias: 4, faltas: 2, justificadas: 1 });
    const nomTurma = (await t.rows<{ nom: string }>(sql`select nom_turma as nom from bse_turma where cod_bse_turma = ${c.classId}`))[0]!
      .nom;
    expect(got.ausencias).toEqual([
      { data: days[2], nomTurma, dscJustificativa: null },
      { data: days[0], nomTurma, dscJustificativa: 'Atestado médico' },
    ]);
    const byMonth = new Map<string, { dias: number; faltas: number }>();
    for (const [i, day] of days.entries()) {
      const month = byMonth.get(day.slice(0, 7)) ?? { dias: 0, faltas: 0 };
      byMonth.set(day.slice(0, 7), { dias: month.dias + 1, faltas: month.faltas + (i === 0 || i === 2 ? 1 : 0) });
    }
    expect(got.meses).toEqual([...byMonth].sort().map(([mes, m]) => ({ mes, ...m })));
  });

  it('shows a student’s attendance to the staff of their scope only; the Professor and the student ask their own way', async () => {
    const { me } = await classWithSigningStudent();
    for (const token of [staff.coord, staff.diretor, staff.gestor, staff.master]) {
      const res = await t.as(token, { method: 'GET', url: `/api/bse_frequencia/aluno/${me.id}` });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ codBseUsuario: me.id, nomUsuario: me.name });
    }
    expect((await t.as(staff.gestorHo, { method: 'GET', url: `/api/bse_frequencia/aluno/${me.id}` })).statusCode).toBe(404);
    // A staff member is no student: 404, as for an id that does not exist.
    const profId = (await t.rows<{ id: number }>(sql`select cod_bse_usuario as id from bse_usuario where cst_login = 'AUCE-0003'`))[0]!.id;
    expect((await t.as(staff.coord, { method: 'GET', url: `/api/bse_frequencia/aluno/${profId}` })).statusCode).toBe(404);
    expect((await t.as(staff.prof, { method: 'GET', url: `/api/bse_frequencia/aluno/${me.id}` })).statusCode).toBe(403);
    expect((await t.as(me.token, { method: 'GET', url: `/api/bse_frequencia/aluno/${me.id}` })).statusCode).toBe(403);
    expect((await t.as(staff.prof, { method: 'GET', url: '/api/bse_frequencia/minha' })).statusCode).toBe(403);
  });

  it('lists the students of the caller’s scope under 80% of present days, the lowest first, with the counts under 75% and 80%', async () => {
    const c = await rollClass(t, staff.diretor, 3);
    const [low, fine, near] = c.students;
    for (const [i, day] of [daysAgo(4), daysAgo(3), daysAgo(2), daysAgo(1)].entries()) {
      const absent: [number, string?][] = [];
      if (i < 2) absent.push([low!.id]);
      if (i === 3) absent.push([near!.id, 'Consulta']);
      expect((await putRoll(t, staff.prof, c.classId, day, marks(c, absent))).statusCode).toBe(200);
    }
    const nomTurma = (await t.rows<{ nom: string }>(sql`select nom_turma as nom from bse_turma where cod_bse_turma = ${c.classId}`))[0]!
      .nom;
    for (const token of [staff.coord, staff.diretor, staff.gestor, staff.master]) {
      const res = await t.as(token, { method: 'GET', url: '/api/bse_frequencia/alerta' });
      expect(res.statusCode, res.body).toBe(200);
      const watch = res.json<AttendanceWatchDto>();
      const mine = watch.alunos.filter((s) => [low!.id, fine!.id, near!.id].includes(s.codBseUsuario));
      expect(mine).toEqual([
        { codBseUsuario: low!.id, nomUsuario: low!.name, nomTurma, percentual: 50, dias: 4, faltas: 2 },
        { codBseUsuario: near!.id, nomUsuario: near!.name, nomTurma, percentual: 75, dias: 4, faltas: 1 },
      ]);
      expect(watch.abaixo).toBeGreaterThanOrEqual(1);
      expect(watch.alerta).toBeGreaterThanOrEqual(1);
      const shares = watch.alunos.map((s) => s.percentual);
      expect(shares).toEqual([...shares].sort((a, b) => a - b));
      expect(watch.alunos.every((s) => s.percentual < 80)).toBe(true);
      expect(watch.abaixo).toBe(watch.alunos.filter((s) => s.percentual < 75).length);
    }
    const other = (await t.as(staff.gestorHo, { method: 'GET', url: '/api/bse_frequencia/alerta' })).json<AttendanceWatchDto>();
    expect(other.alunos.some((s) => s.codBseUsuario === low!.id)).toBe(false);
    expect((await t.as(staff.prof, { method: 'GET', url: '/api/bse_frequencia/alerta' })).statusCode).toBe(403);
  });
});
