import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../test/build-app';
import { type ClassWithActivity, type Staff, classWithActivity, linkOf, signInStaff } from '../activities/activities.fixtures';
import { json } from '../curriculum/curriculum.fixtures';

/*
 * A class activity's due day on the calendar (issue 23): the month's marks carry it (`entregas`) to the
 * people who see the class's events: its students and its Professor, and no one of another class, above
 * the Professor or of another school. Each test works in months of its own.
 */

let t: TestApp;
let staff: Staff;
let w: ClassWithActivity;
let link: number;
/** A student of the demo class '6º Ano A' (the same school, another class), another school's student. */
let otherClass: string;
let otherSchool: string;

beforeAll(async () => {
  t = await buildTestApp();
  staff = await signInStaff(t);
  w = await classWithActivity(t, staff, 1);
  link = await linkOf(t, w);
  [otherClass, otherSchool] = await Promise.all([t.login('AUCE-0004', 'Aluno@2026'), t.login('HOSU-0003', 'Aluno@2026')]);
});
afterAll(() => t.close());

const dueOn = (datEntrega: string | null, value: 'S' | 'N' = 'S') =>
  json(t, staff.prof, 'PUT', `/api/bse_atividade_turma/${link}`, { value, datEntrega });

interface Mark {
  datEvento: string;
  total: number;
  cores: string[];
  entregas: Record<string, unknown>[];
}

/** The month's marks a user gets (`GET /api/cld_calendario`) between two days. */
async function marks(token: string, from: string, to: string, filtro = 'all'): Promise<Mark[]> {
  const res = await t.as(token, { method: 'GET', url: `/api/cld_calendario?filtro=${filtro}&dataInicio=${from}&dataFim=${to}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Mark[]>();
}

/** Each day with due dates and the activities' ids due that day. */
const dueDays = async (token: string, from: string, to: string) =>
  (await marks(token, from, to)).filter((m) => m.entregas.length > 0).map((m) => [m.datEvento, m.entregas.map((e) => e.codBseAtividade)]);

describe('a due day on the calendar', () => {
  it('reaches the class’s student and Professor, and no other class, no staff above, no other school', async () => {
    await dueOn('2028-03-15');
    const [student] = w.students;
    const [mark] = await marks(student!.token, '2028-03-01', '2028-03-31');
    expect(mark).toEqual({
      datEvento: '2028-03-15',
      cores: [],
      total: 0,
      eventos: [],
      entregas: [
        {
          codBseAtividadeTurma: link,
          codBseAtividade: w.activityId,
          codBseTurma: w.classId,
          nomAtividade: expect.stringMatching(/^Avaliação /),
          nomTurma: expect.stringMatching(/^Prova /),
          datEntrega: '2028-03-15',
        },
      ],
    });
    expect(await dueDays(staff.prof, '2028-03-01', '2028-03-31')).toEqual([['2028-03-15', [w.activityId]]]);
    // The same people as the class's events: not another class of the school, nor the staff above the
    // Professor (not members of the class; the Master has 'my' alone), nor another school.
    for (const token of [otherClass, staff.diretor, staff.coord, staff.gestor, otherSchool, staff.profHo, staff.gestorHo]) {
      expect(await dueDays(token, '2028-03-01', '2028-03-31')).toEqual([]);
    }
    // A creator's filter names events only.
    expect((await marks(student!.token, '2028-03-01', '2028-03-31', '5')).flatMap((m) => m.entregas)).toEqual([]);
  });

  it('shows nothing of an inactive class activity, nor of one without a due day', async () => {
    const [student] = w.students;
    await dueOn('2028-04-10', 'N');
    expect(await dueDays(student!.token, '2028-04-01', '2028-04-30')).toEqual([]);
    expect(await dueDays(staff.prof, '2028-04-01', '2028-04-30')).toEqual([]);
    await dueOn('2028-04-10');
    expect(await dueDays(student!.token, '2028-04-01', '2028-04-30')).toEqual([['2028-04-10', [w.activityId]]]);
    await dueOn(null);
    expect(await dueDays(student!.token, '2028-04-01', '2028-04-30')).toEqual([]);
  });

  it('falls in the month of its day: the first and the last day are in, the day before and after out', async () => {
    const [student] = w.students;
    const june = ['2028-06-01', '2028-06-30'] as const;
    const july = ['2028-07-01', '2028-07-31'] as const;
    await dueOn('2028-06-30');
    expect(await dueDays(student!.token, ...june)).toEqual([['2028-06-30', [w.activityId]]]);
    expect(await dueDays(student!.token, ...july)).toEqual([]);
    await dueOn('2028-07-01');
    expect(await dueDays(student!.token, ...june)).toEqual([]);
    expect(await dueDays(student!.token, ...july)).toEqual([['2028-07-01', [w.activityId]]]);
  });

  it('shares its day’s mark with the day’s events, whose count and colours stay the events’', async () => {
    const [student] = w.students;
    await dueOn('2028-08-20');
    await json(t, staff.prof, 'POST', '/api/cld_calendario', {
      dscTitulo: 'Revisão',
      hexCorEvento: '#8781bd',
      datEvento: '2028-08-20',
      indPrivado: 'N',
      codBseTurma: w.classId,
      perfis: [6],
    });
    await json(t, staff.prof, 'POST', '/api/cld_calendario', {
      dscTitulo: 'Leitura',
      hexCorEvento: '#00baf2',
      datEvento: '2028-08-05',
      indPrivado: 'N',
      codBseTurma: w.classId,
      perfis: [6],
    });
    const month = await marks(student!.token, '2028-08-01', '2028-08-31');
    expect(month.map((m) => [m.datEvento, m.total, m.cores, m.entregas.length])).toEqual([
      ['2028-08-05', 1, ['#00baf2'], 0],
      ['2028-08-20', 1, ['#8781bd'], 1],
    ]);
  });
});
