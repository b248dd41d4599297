import { ATTENDANCE_MINIMUM, ATTENDANCE_WARNING, WATCH_LIST_MAX } from '@portal/shared/attendance';
import { PROFILE } from '@portal/shared/common/profiles';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bseFrequenciaResumo, bseTurma, bseUsuario, bseUsuarioTurma } from '../../db/schema';
import { prepared, scopeShape } from '../../lib/prepared';
import { type Scope, unitFilter } from '../../lib/scope';
import { presentShareSql } from './attendance.share';

/** A constant written into the SQL text (a prepared statement's plan knows it). */
const constant = (value: number | string) => sql`${value}`.inlineParams();

/**
 * The active students of the caller's scope whose share of present days is under 80% (the warning), the
 * lowest first, with the counts under 75% and between 75% and 80% over the whole scope: one prepared
 * statement per kind of scope, over each student's totals (bse_frequencia_resumo), never over the days.
 */
export async function watchedStudents(db: Db, scope: Scope) {
  const shape = scopeShape(scope);
  const statement = prepared(db, `attendance_watch_${shape.key}`, (name) => {
    const r = bseFrequenciaResumo;
    const totals = db.$with('totals').as(
      db
        .select({
          id: sql<number>`${r.codBseUsuario}`.as('id'),
          dias: sql<number>`sum(${r.numDias})::integer`.as('dias'),
          faltas: sql<number>`sum(${r.numFaltas})::integer`.as('faltas'),
        })
        .from(r)
        .innerJoin(bseUsuario, eq(bseUsuario.codBseUsuario, r.codBseUsuario))
        .where(
          and(
            eq(bseUsuario.codBsePerfil, constant(PROFILE.ALUNO)),
            eq(bseUsuario.indAtivo, constant('S')),
            unitFilter(shape.scope, bseUsuario.codBseUnidade, bseUsuario.codBseEscola),
          ),
        )
        .groupBy(r.codBseUsuario)
        // Present days under the warning's share: faltas / dias > (100 - 80) / 100, in integers.
        .having(sql`sum(${r.numFaltas}) * 100 > sum(${r.numDias}) * ${constant(100 - ATTENDANCE_WARNING)}`),
    );
    const share = presentShareSql(totals.dias, totals.faltas);
    const currentClass = sql<string | null>`(
      select ${bseTurma.nomTurma} from ${bseUsuarioTurma} join ${bseTurma} on ${bseTurma.codBseTurma} = ${bseUsuarioTurma.codBseTurma}
      where ${bseUsuarioTurma.codBseUsuario} = ${totals.id}
      order by ${bseUsuarioTurma.indAtual} desc, ${bseTurma.nomTurma} limit 1)`;
    return db
      .with(totals)
      .select({
        codBseUsuario: totals.id,
        nomUsuario: bseUsuario.nomUsuario,
        nomTurma: currentClass,
        percentual: share,
        dias: totals.dias,
        faltas: totals.faltas,
        abaixo: sql<number>`(count(*) filter (where ${share} < ${constant(ATTENDANCE_MINIMUM)}) over ())::integer`,
        total: sql<number>`(count(*) over ())::integer`,
      })
      .from(totals)
      .innerJoin(bseUsuario, eq(bseUsuario.codBseUsuario, totals.id))
      .orderBy(asc(share), desc(totals.faltas), asc(bseUsuario.nomUsuario))
      .limit(WATCH_LIST_MAX)
      .prepare(name);
  });
  return statement.execute(shape.values);
}
