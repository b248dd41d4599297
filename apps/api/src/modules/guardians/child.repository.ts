import { GRADE_MAX } from '@portal/shared/activities';
import { STAR_THRESHOLDS } from '@portal/shared/player';
import { type SQLWrapper, and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  bseAtividade,
  bseAtividadeEntrega,
  bseAtividadeTurma,
  bseEscola,
  bseFrequenciaResumo,
  bseQuestao,
  bseResponsavelAluno,
  bseTurma,
  bseUsuario,
  bseUsuarioTurma,
  trlAula,
  trlCapitulo,
  trlConteudo,
  trlLivro,
  trlLivroTurma,
  trlProgresso,
} from '../../db/schema';
import { prepared } from '../../lib/prepared';
import { stillToSend } from '../gradebook';
import { linkOfGuardians, linkedStudentIds } from './guardians.policy';

/*
 * Guardians' children in a few statements, whatever their number: who they are, their progress, their due work, their
 * grades, their attendance and their classes. Each is prepared once per database; the guardians' ids are their only
 * value (today's day too for the due work): one guardian for their page, a batch for the weekly summaries. Every one
 * reads only the students linked to those guardians (`linkedStudentIds`); the rows but the first are keyed by child.
 */

const guardiansHole = sql.placeholder('guardianIds');
/** A constant written into the SQL text (a prepared statement's plan knows it). */
const constant = (value: string | number) => sql`${value}`.inlineParams();

/** The student's current class (or their first), as a subquery. */
const currentClassOf = (student: SQLWrapper) =>
  sql<number | null>`(select ${bseUsuarioTurma.codBseTurma} from ${bseUsuarioTurma} where ${bseUsuarioTurma.codBseUsuario} = ${student}
    order by ${bseUsuarioTurma.indAtual} desc, ${bseUsuarioTurma.codBseTurma} limit 1)`;

/** Each guardian's children by name: their school and current class. */
export async function childRows(db: Db, guardianIds: number[]) {
  const statement = prepared(db, 'guardian_children', (name) =>
    db
      .select({
        guardian: bseResponsavelAluno.codResponsavel,
        codBseUsuario: bseUsuario.codBseUsuario,
        nomUsuario: bseUsuario.nomUsuario,
        nomEscola: bseEscola.nomEscola,
        nomTurma: sql<
          string | null
        >`(select ${bseTurma.nomTurma} from ${bseTurma} where ${bseTurma.codBseTurma} = ${currentClassOf(bseUsuario.codBseUsuario)})`,
      })
      .from(bseResponsavelAluno)
      .innerJoin(bseUsuario, eq(bseUsuario.codBseUsuario, bseResponsavelAluno.codAluno))
      .innerJoin(bseEscola, eq(bseEscola.codBseEscola, bseUsuario.codBseEscola))
      .where(linkOfGuardians(guardiansHole))
      .orderBy(asc(bseResponsavelAluno.codResponsavel), asc(bseUsuario.nomUsuario), asc(bseUsuario.codBseUsuario))
      .prepare(name),
  );
  return statement.execute({ guardianIds });
}

/**
 * Each child's progress in the active path of their current class: its items, those they completed, and the stars of
 * each game's best score (`starsOf`'s thresholds), as the gradebook counts them. A child whose class has no active path
 * has no row.
 */
export async function childProgress(db: Db, guardianIds: number[]) {
  const statement = prepared(db, 'guardian_children_progress', (name) => {
    const kidPath = db.$with('kid_path').as(
      db
        .select({
          child: sql<number>`${bseUsuario.codBseUsuario}`.as('child'),
          pathId: sql<number>`${trlLivroTurma.codTrlLivro}`.as('path_id'),
        })
        .from(bseUsuario)
        .innerJoin(
          trlLivroTurma,
          and(eq(trlLivroTurma.codBseTurma, currentClassOf(bseUsuario.codBseUsuario)), eq(trlLivroTurma.indAtivo, constant('S'))),
        )
        .where(inArray(bseUsuario.codBseUsuario, linkedStudentIds(guardiansHole))),
    );
    const kidItem = db.$with('kid_item').as(
      db
        .select({ child: kidPath.child, pathId: kidPath.pathId, item: sql<number>`${trlConteudo.codTrlConteudo}`.as('item') })
        .from(kidPath)
        .innerJoin(trlCapitulo, eq(trlCapitulo.codTrlLivro, kidPath.pathId))
        .innerJoin(trlAula, eq(trlAula.codTrlCapitulo, trlCapitulo.codTrlCapitulo))
        .innerJoin(trlConteudo, eq(trlConteudo.codTrlAula, trlAula.codTrlAula)),
    );
    const best = db.$with('kid_best').as(
      db
        .select({
          child: sql<number>`${trlProgresso.codBseUsuario}`.as('best_child'),
          item: sql<number>`${trlProgresso.codTrlConteudo}`.as('best_item'),
          score: sql<number | null>`max(${trlProgresso.numPontuacao})`.as('score'),
        })
        .from(trlProgresso)
        .where(
          and(
            inArray(trlProgresso.codBseUsuario, linkedStudentIds(guardiansHole)),
            inArray(trlProgresso.codTrlConteudo, db.select({ id: kidItem.item }).from(kidItem)),
          ),
        )
        .groupBy(trlProgresso.codBseUsuario, trlProgresso.codTrlConteudo),
    );
    const stars = sql.join(
      STAR_THRESHOLDS.map((threshold) => sql`(${best.score} >= ${constant(threshold)})::integer`),
      sql` + `,
    );
    return db
      .with(kidPath, kidItem, best)
      .select({
        child: kidItem.child,
        nomLivro: sql<string>`min(${trlLivro.dscTitulo})`,
        total: sql<number>`count(*)::integer`,
        concluidos: sql<number>`count(${best.item})::integer`,
        estrelas: sql<number>`coalesce(sum(${stars}), 0)::integer`,
      })
      .from(kidItem)
      .innerJoin(trlLivro, eq(trlLivro.codTrlLivro, kidItem.pathId))
      .leftJoin(best, and(eq(best.child, kidItem.child), eq(best.item, kidItem.item)))
      .groupBy(kidItem.child)
      .prepare(name);
  });
  return statement.execute({ guardianIds });
}

/** An activity's question count, for the activity row of the outer query. */
const questionsOf = (activity: SQLWrapper) =>
  sql<number>`(select count(*)::integer from ${bseQuestao} q where q.cod_bse_atividade = ${activity})`;

/**
 * The active activities of each child's classes that the child has not sent, soonest due first (those without a due
 * day last), late when their day is before `today` (the network's day). An activity without questions is nothing to do.
 */
export async function childPending(db: Db, guardianIds: number[], today: string) {
  const statement = prepared(db, 'guardian_children_pending', (name) =>
    db
      .select({
        child: bseUsuarioTurma.codBseUsuario,
        codBseAtividade: bseAtividadeTurma.codBseAtividade,
        nomAtividade: bseAtividade.nomAtividade,
        datEntrega: bseAtividadeTurma.datEntrega,
        atrasada: sql<boolean>`coalesce(${bseAtividadeTurma.datEntrega} < ${sql.placeholder('today')}::date, false)`,
      })
      .from(bseUsuarioTurma)
      .innerJoin(
        bseAtividadeTurma,
        and(eq(bseAtividadeTurma.codBseTurma, bseUsuarioTurma.codBseTurma), eq(bseAtividadeTurma.indAtivo, constant('S'))),
      )
      .innerJoin(bseAtividade, eq(bseAtividade.codBseAtividade, bseAtividadeTurma.codBseAtividade))
      .where(and(inArray(bseUsuarioTurma.codBseUsuario, linkedStudentIds(guardiansHole)), stillToSend(db, bseUsuarioTurma.codBseUsuario)))
      .orderBy(sql`${bseAtividadeTurma.datEntrega} asc nulls last`, asc(bseAtividadeTurma.codBseAtividadeTurma))
      .prepare(name),
  );
  return statement.execute({ guardianIds, today });
}

/** Each child's graded activities (every question graded: the sum of the grades), the newest sent first. */
export async function childGrades(db: Db, guardianIds: number[]) {
  const e = bseAtividadeEntrega;
  const statement = prepared(db, 'guardian_children_grades', (name) =>
    db
      .select({
        child: e.codBseUsuario,
        codBseAtividade: e.codBseAtividade,
        nomAtividade: bseAtividade.nomAtividade,
        nota: sql<number>`${e.somaNota}::float8`,
        notaMaxima: sql<number>`${constant(GRADE_MAX)} * ${questionsOf(e.codBseAtividade)}`,
      })
      .from(e)
      .innerJoin(bseAtividade, eq(bseAtividade.codBseAtividade, e.codBseAtividade))
      .where(
        and(
          inArray(e.codBseUsuario, linkedStudentIds(guardiansHole)),
          sql`${e.qtdNotas} > 0`,
          eq(e.qtdNotas, questionsOf(e.codBseAtividade)),
        ),
      )
      .orderBy(desc(e.datEntrega), asc(e.codBseAtividade))
      .prepare(name),
  );
  return statement.execute({ guardianIds });
}

/** Each child's days marked and absences over all their classes (the totals the roll's saves keep). */
export async function childAttendance(db: Db, guardianIds: number[]) {
  const r = bseFrequenciaResumo;
  const statement = prepared(db, 'guardian_children_attendance', (name) =>
    db
      .select({
        child: r.codBseUsuario,
        dias: sql<number>`sum(${r.numDias})::integer`,
        faltas: sql<number>`sum(${r.numFaltas})::integer`,
      })
      .from(r)
      .where(inArray(r.codBseUsuario, linkedStudentIds(guardiansHole)))
      .groupBy(r.codBseUsuario)
      .prepare(name),
  );
  return statement.execute({ guardianIds });
}

/** The classes of the linked children (all their memberships), for the class's events. */
export function linkedChildrenClasses(db: Db, guardianIds: number[]) {
  return db
    .select({ child: bseUsuarioTurma.codBseUsuario, codBseTurma: bseUsuarioTurma.codBseTurma })
    .from(bseUsuarioTurma)
    .where(inArray(bseUsuarioTurma.codBseUsuario, linkedStudentIds(guardianIds)));
}

/** The same classes as a subquery of ids. */
export function linkedClassIds(db: Db, guardianIds: number[]) {
  return db
    .select({ id: bseUsuarioTurma.codBseTurma })
    .from(bseUsuarioTurma)
    .where(inArray(bseUsuarioTurma.codBseUsuario, linkedStudentIds(guardianIds)));
}
