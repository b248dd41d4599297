import type { AttendanceChartGrouping } from '@portal/shared/reports';
import { and, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { bseEscola, bseFrequencia, bseFrequenciaResumo, bseTurma, bseUnidade, bseUsuario } from '../../db/schema';
import { type PageWindow, totalColumn } from '../../lib/pagination';
import { oneDecimal, presentShareExact, presentShareSql } from '../attendance';
import { type ScopedFilter, classesOf, countInt, student } from './reports.filters';

// The Frequência report (issue 26): each student's days and absences per class, and the average share of present days.

/**
 * Each student's days, absences and justified absences per class of the filter (`t`). Without dates, the
 * totals the saves keep (bse_frequencia_resumo, one row per student and class); with a range, the marks
 * of its days counted (`dat_aula` is a calendar day: compared as it is, no time zone).
 */
function attendanceTallies(db: Tx, f: ScopedFilter) {
  if (f.dataInicio === null && f.dataFim === null) {
    const r = bseFrequenciaResumo;
    return db
      .select({
        codBseTurma: r.codBseTurma,
        codBseUsuario: r.codBseUsuario,
        dias: sql<number>`${r.numDias}`.as('dias'),
        faltas: sql<number>`${r.numFaltas}`.as('faltas'),
        justificadas: sql<number>`${r.numJustificadas}`.as('justificadas'),
      })
      .from(r)
      .where(and(inArray(r.codBseTurma, classesOf(db, f)), student(r.codBseUsuario, f), gt(r.numDias, 0)))
      .as('t');
  }
  const m = bseFrequencia;
  return db
    .select({
      codBseTurma: m.codBseTurma,
      codBseUsuario: m.codBseUsuario,
      dias: countInt().as('dias'),
      faltas: sql<number>`(count(*) filter (where ${m.indPresente} = 'N'))::integer`.as('faltas'),
      justificadas: sql<number>`(count(*) filter (where ${m.indPresente} = 'N' and ${m.dscJustificativa} is not null))::integer`.as(
        'justificadas',
      ),
    })
    .from(m)
    .where(
      and(
        inArray(m.codBseTurma, classesOf(db, f)),
        student(m.codBseUsuario, f),
        f.dataInicio !== null ? gte(m.datAula, f.dataInicio) : undefined,
        f.dataFim !== null ? lte(m.datAula, f.dataFim) : undefined,
      ),
    )
    .groupBy(m.codBseTurma, m.codBseUsuario)
    .as('t');
}

/** One row per student and class with marks in the filter, by school, unit, class and student. */
export const attendanceRowsQuery = (db: Tx, f: ScopedFilter, window: PageWindow) => {
  const t = attendanceTallies(db, f);
  return db
    .select({
      nom_escola: bseEscola.nomEscola,
      nom_unidade: bseUnidade.nomUnidade,
      nom_turma: bseTurma.nomTurma,
      nom_aluno: bseUsuario.nomUsuario,
      dias_letivos: t.dias,
      faltas: t.faltas,
      faltas_justificadas: t.justificadas,
      percentual_presenca: presentShareSql(t.dias, t.faltas),
      total: totalColumn,
    })
    .from(t)
    .innerJoin(bseTurma, eq(bseTurma.codBseTurma, t.codBseTurma))
    .innerJoin(bseUnidade, eq(bseUnidade.codBseUnidade, bseTurma.codBseUnidade))
    .innerJoin(bseEscola, eq(bseEscola.codBseEscola, bseUnidade.codBseEscola))
    .innerJoin(bseUsuario, eq(bseUsuario.codBseUsuario, t.codBseUsuario))
    .orderBy(bseEscola.nomEscola, bseUnidade.nomUnidade, bseTurma.nomTurma, bseUsuario.nomUsuario, t.codBseTurma, t.codBseUsuario)
    .limit(window.limit)
    .offset(window.offset);
};

export async function attendanceRows(db: Tx, f: ScopedFilter, window: PageWindow) {
  return attendanceRowsQuery(db, f, window);
}

/**
 * What the chart's bars are: the units of the filter when it names no unit and no class (a school's or the
 * network's report), else the classes of that unit. The response says which (`graficoPor`).
 */
export const attendanceChartGrouping = (f: ScopedFilter): AttendanceChartGrouping =>
  f.codBseUnidade === null && f.codBseTurma === null ? 'unidade' : 'turma';

/**
 * The chart: the average of the students' shares of present days in each unit or class (the 30 first by
 * name), one decimal; a student counts once per class they have marks in.
 */
export async function attendanceChart(db: Tx, f: ScopedFilter) {
  const t = attendanceTallies(db, f);
  const average = oneDecimal(sql`avg(${presentShareExact(t.dias, t.faltas)})`);
  if (attendanceChartGrouping(f) === 'unidade') {
    return db
      .select({ rotulo: bseUnidade.nomUnidade, valor: average })
      .from(t)
      .innerJoin(bseTurma, eq(bseTurma.codBseTurma, t.codBseTurma))
      .innerJoin(bseUnidade, eq(bseUnidade.codBseUnidade, bseTurma.codBseUnidade))
      .groupBy(bseUnidade.codBseUnidade, bseUnidade.nomUnidade)
      .orderBy(bseUnidade.nomUnidade, bseUnidade.codBseUnidade)
      .limit(30);
  }
  return db
    .select({ rotulo: bseTurma.nomTurma, valor: average })
    .from(t)
    .innerJoin(bseTurma, eq(bseTurma.codBseTurma, t.codBseTurma))
    .groupBy(bseTurma.codBseTurma, bseTurma.nomTurma)
    .orderBy(bseTurma.nomTurma, bseTurma.codBseTurma)
    .limit(30);
}
