import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../test/build-app';
import { type Staff, signInStaff } from '../activities/activities.fixtures';
import { type RollClass, daysAgo, marks, putRoll, rollClass } from '../attendance/attendance.fixtures';
import { type ReportPage as Page, type ReportWorld, reportOf, reportWorld } from './reports.fixtures';

let t: TestApp;
let w: ReportWorld;

beforeAll(async () => {
  t = await buildTestApp();
  w = await reportWorld(t);
});
afterAll(() => t.close());

const post = (token: string, url: string, payload: Record<string, unknown>) => t.as(token, { method: 'POST', url, payload });
const report = <T>(token: string, url: string, payload: Record<string, unknown>) => reportOf<T>(t, token, url, payload);

describe('Frequência', () => {
  const url = '/api/rel_relatorio/filtrarFrequencia';
  type Row = {
    nom_escola: string;
    nom_unidade: string;
    nom_turma: string;
    nom_aluno: string;
    dias_letivos: number;
    faltas: number;
    faltas_justificadas: number;
    percentual_presenca: number;
  };
  let staff: Staff;
  let c: RollClass;
  /** The class's four days, oldest first. */
  const days = [daysAgo(4), daysAgo(3), daysAgo(2), daysAgo(1)];
  /** A student's figures as the report's columns say them, by name. */
  const figures = (page: Page<Row>) =>
    page.items.map((r) => [r.nom_aluno, r.dias_letivos, r.faltas, r.faltas_justificadas, r.percentual_presenca]);

  beforeAll(async () => {
    staff = await signInStaff(t);
    // An AUCE class of three: A absent on the last day; B absent on the first (justified) and the third; C always present.
    c = await rollClass(t, staff.diretor, 3);
    const [a, b] = c.students;
    const absent: [number, string?][][] = [[[b!.id, 'Atestado médico']], [], [[b!.id]], [[a!.id]]];
    for (const [i, day] of days.entries()) {
      const res = await putRoll(t, staff.prof, c.classId, day, marks(c, absent[i]));
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('gives each student’s school days, absences, justified absences and share of present days, with the class’s average', async () => {
    const page = await report<Row>(w.master, url, { codBseTurma: c.classId });
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 5 });
    const [a, b, d] = c.students;
    const className = page.items[0]!.nom_turma;
    expect(page.items[0]).toMatchObject({ nom_escola: 'Escola Aurora', nom_unidade: 'Unidade Centro' });
    expect(page.items.every((r) => r.nom_turma === className)).toBe(true);
    expect(figures(page)).toEqual([
      [a!.name, 4, 1, 0, 75],
      [b!.name, 4, 2, 1, 50],
      [d!.name, 4, 0, 0, 100],
    ]);
    expect(page).toMatchObject({ grafico: [{ rotulo: className, valor: 75 }], graficoPor: 'turma' });
    // The range of all four days counts the marks themselves: the same figures as the kept totals.
    const all = await report<Row>(w.master, url, { codBseTurma: c.classId, dataInicio: days[0], dataFim: days[3] });
    expect(all).toEqual(page);
  });

  it('counts only the days of the range, both ends included, and keeps one decimal', async () => {
    const [a, b, d] = c.students;
    const last3 = await report<Row>(w.master, url, { codBseTurma: c.classId, dataInicio: days[1], dataFim: days[3] });
    expect(figures(last3)).toEqual([
      [a!.name, 3, 1, 0, 66.7],
      [b!.name, 3, 1, 0, 66.7],
      [d!.name, 3, 0, 0, 100],
    ]);
    expect(last3.grafico.map((p) => p.valor)).toEqual([77.8]);
    const first = await report<Row>(w.master, url, { codBseTurma: c.classId, dataFim: days[0] });
    expect(figures(first)).toEqual([
      [a!.name, 1, 0, 0, 100],
      [b!.name, 1, 1, 1, 0],
      [d!.name, 1, 0, 0, 100],
    ]);
    expect(first.grafico.map((p) => p.valor)).toEqual([66.7]);
    const none = await report<Row>(w.master, url, { codBseTurma: c.classId, dataInicio: daysAgo(0) });
    expect(none).toMatchObject({ total: 0, items: [], grafico: [] });
  });

  it('pages by school, unit, class and student, and filters by student', async () => {
    const [, b, d] = c.students;
    const second = await t.as(w.master, { method: 'POST', url: `${url}?page=2&pageSize=2`, payload: { codBseTurma: c.classId } });
    expect(second.statusCode, second.body).toBe(200);
    const page = second.json<Page<Row>>();
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(figures(page)).toEqual([[d!.name, 4, 0, 0, 100]]);
    const one = await report<Row>(staff.gestor, url, { codBseUsuario: b!.id });
    expect(figures(one)).toEqual([[b!.name, 4, 2, 1, 50]]);
    // A filter naming no unit: the bar is the student's unit.
    expect(one).toMatchObject({ grafico: [{ rotulo: one.items[0]!.nom_unidade, valor: 50 }], graficoPor: 'unidade' });
  });

  it('keeps each caller to their scope: the Gestor and Diretor of this school, not another school’s Gestor; the Professor gets 403', async () => {
    const world = await report<Row>(w.gestor, url, {});
    expect(world.items).toEqual([
      {
        nom_escola: 'Escola Relatório',
        nom_unidade: 'Norte',
        nom_turma: 'N1',
        nom_aluno: '=Bia Relatório',
        dias_letivos: 2,
        faltas: 1,
        faltas_justificadas: 1,
        percentual_presenca: 50,
      },
      {
        nom_escola: 'Escola Relatório',
        nom_unidade: 'Norte',
        nom_turma: 'N1',
        nom_aluno: 'Ana Relatório',
        dias_letivos: 2,
        faltas: 0,
        faltas_justificadas: 0,
        percentual_presenca: 100,
      },
      {
        nom_escola: 'Escola Relatório',
        nom_unidade: 'Sul',
        nom_turma: 'S1',
        nom_aluno: 'Caio Relatório',
        dias_letivos: 2,
        faltas: 1,
        faltas_justificadas: 1,
        percentual_presenca: 50,
      },
    ]);
    // The Diretor of Norte asking for the other unit: Norte's rows.
    expect((await report<Row>(w.diretor, url, { codBseUnidade: w.south })).total).toBe(2);
    expect((await report<Row>(staff.gestor, url, { codBseTurma: c.classId })).total).toBe(3);
    // The Gestor of Escola Horizonte naming the AUCE class, or its school: nothing of it.
    const [auce] = await t.rows<{ school: number; name: string }>(
      sql`select u.cod_bse_escola as school, t.nom_turma as name from bse_turma t join bse_unidade u using (cod_bse_unidade) where t.cod_bse_turma = ${c.classId}`,
    );
    for (const filter of [{ codBseTurma: c.classId }, { codBseEscola: auce!.school, codBseTurma: c.classId }, {}]) {
      const other = await report<Row>(staff.gestorHo, url, filter);
      expect(other.items.map((r) => r.nom_escola)).not.toContain('Escola Aurora');
      expect(other.items.map((r) => r.nom_turma)).not.toContain(auce!.name);
      expect(other.grafico.map((p) => p.rotulo)).not.toContain(auce!.name);
    }
    const otherCsv = await post(staff.gestorHo, '/api/rel_relatorio/csv/frequencia', { codBseTurma: c.classId });
    expect(otherCsv.body).toBe(
      '\ufeff"Escola";"Unidade";"Turma";"Aluno";"Dias letivos";"Faltas";"Faltas justificadas";"% de presença"\r\n',
    );
    expect((await post(staff.prof, url, { codBseTurma: c.classId })).statusCode).toBe(403);
    expect((await post(staff.prof, '/api/rel_relatorio/csv/frequencia', { codBseTurma: c.classId })).statusCode).toBe(403);
  });

  it('averages the students’ shares per unit over a school, per class within a unit, and says which', async () => {
    // Escola Relatório: Norte's N1 (Bia 50%, Ana 100%) and Sul's S1 (Caio 50%).
    const school = await report<Row>(w.gestor, url, {});
    expect(school).toMatchObject({ graficoPor: 'unidade' });
    expect(school.grafico).toEqual([
      { rotulo: 'Norte', valor: 75 },
      { rotulo: 'Sul', valor: 50 },
    ]);
    // Over the network (the Master, no school named), the same school's units are among the bars.
    const network = await report<Row>(w.master, url, {});
    expect(network.graficoPor).toBe('unidade');
    expect(network.grafico.map((p) => p.rotulo)).toEqual(expect.arrayContaining(['Norte', 'Sul']));
    const unit = await report<Row>(w.gestor, url, { codBseUnidade: w.north });
    expect(unit).toMatchObject({ grafico: [{ rotulo: 'N1', valor: 75 }], graficoPor: 'turma' });
    // The Diretor's scope is their unit: its classes, whatever the filter names.
    expect(await report<Row>(w.diretor, url, {})).toMatchObject({ grafico: [{ rotulo: 'N1', valor: 75 }], graficoPor: 'turma' });
    // The range keeps only its days: on 3 March everyone was present.
    const day = await report<Row>(w.gestor, url, { dataInicio: '2026-03-03', dataFim: '2026-03-03' });
    expect(day.grafico).toEqual([
      { rotulo: 'Norte', valor: 100 },
      { rotulo: 'Sul', valor: 100 },
    ]);
  });

  it('exports relatorio.csv with the share in one decimal and the counts as they are, headed in the reader’s language', async () => {
    const res = await post(w.gestor, '/api/rel_relatorio/csv/frequencia', {});
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(
      '\ufeff"Escola";"Unidade";"Turma";"Aluno";"Dias letivos";"Faltas";"Faltas justificadas";"% de presença"\r\n' +
        `"Escola Relatório";"Norte";"N1";"'=Bia Relatório";"2";"1";"1";"50,0"\r\n` +
        '"Escola Relatório";"Norte";"N1";"Ana Relatório";"2";"0";"0";"100,0"\r\n' +
        '"Escola Relatório";"Sul";"S1";"Caio Relatório";"2";"1";"1";"50,0"\r\n',
    );
    const narrowed = await post(w.master, '/api/rel_relatorio/csv/frequencia?idioma=en', { codBseTurma: c.classId, dataInicio: days[1] });
    const lines = narrowed.body.split('\r\n');
    expect(lines[0]).toBe('\ufeff"School";"Unit";"Class";"Student";"School days";"Absences";"Excused absences";"% present"');
    expect(lines[1]).toMatch(/;"3";"1";"0";"66,7"$/);
    const es = await post(w.gestor, '/api/rel_relatorio/csv/frequencia?idioma=es', {});
    expect(es.body.slice(0, es.body.indexOf('\r\n'))).toBe(
      '\ufeff"Escuela";"Unidad";"Clase";"Alumno";"Días lectivos";"Faltas";"Faltas justificadas";"% de asistencia"',
    );
  });
});
