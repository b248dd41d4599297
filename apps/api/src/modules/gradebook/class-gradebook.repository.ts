import { GRADE_MAX } from '@portal/shared/activities';
import { PROFILE } from '@portal/shared/common/profiles';
import { STAR_THRESHOLDS } from '@portal/shared/player';
import { type SQL, and, asc, eq, exists, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  bseAtividade,
  bseAtividadeEntrega,
  bseAtividadeTurma,
  bseFrequenciaResumo,
  bseQuestao,
  bseUsuario,
  bseUsuarioTurma,
  trlLivroTurma,
  trlProgresso,
} from '../../db/schema';
import { nullableIsoTime } from '../../lib/iso-time';
import { prepared } from '../../lib/prepared';
import { pathItems } from './gradebook.path';

/*
 * The gradebook of one class in three statements, whatever the number of students and activities: its
 * activities, its students with their progress in the active path, and the submissions (grade, late).
 * Each is prepared once per database (lib/prepared.ts); the class's id is their only value.
 */

const classHole = sql.placeholder('classId');

/** A constant written into the SQL text (a prepared statement's plan knows it). */
const constant = (value: string | number) => sql`${value}`.inlineParams();

/** An activity's question count, for the activity row of the outer query. */
const questionsOf = (activity: SQL) => sql<number>`(select count(*)::integer from ${bseQuestao} q where q.cod_bse_atividade = ${activity})`;

/** The class's students (its Aluno members), as a subquery of ids. */
function studentIds(db: Db) {
  return db
    .select({ id: bseUsuarioTurma.codBseUsuario })
    .from(bseUsuarioTurma)
    .innerJoin(bseUsuario, eq(bseUsuario.codBseUsuario, bseUsuarioTurma.codBseUsuario))
    .where(and(eq(bseUsuarioTurma.codBseTurma, classHole), eq(bseUsuario.codBsePerfil, constant(PROFILE.ALUNO))));
}

/**
 * The columns: the activities the class was given that it works on, active now or answered by one of its
 * students (an activity added and never switched on is not work yet), in the order they were given.
 */
export async function gradebookActivities(db: Db, classId: number) {
  const statement = prepared(db, 'gradebook_activities', (name) =>
    db
      .select({
        codBseAtividade: bseAtividade.codBseAtividade,
        nomAtividade: bseAtividade.nomAtividade,
        notaMaxima: sql<number>`${constant(GRADE_MAX)} * ${questionsOf(sql`${bseAtividade}.cod_bse_atividade`)}`,
        datEntrega: bseAtividadeTurma.datEntrega,
      })
      .from(bseAtividadeTurma)
      .innerJoin(bseAtividade, eq(bseAtividade.codBseAtividade, bseAtividadeTurma.codBseAtividade))
      .where(
        and(
          eq(bseAtividadeTurma.codBseTurma, classHole),
          or(
            eq(bseAtividadeTurma.indAtivo, constant('S')),
            exists(
              db
                .select({ one: sql`1` })
                .from(bseAtividadeEntrega)
                .where(
                  and(
                    eq(bseAtividadeEntrega.codBseAtividade, bseAtividadeTurma.codBseAtividade),
                    eq(bseAtividadeEntrega.codBseTurma, bseAtividadeTurma.codBseTurma),
                  ),
                ),
            ),
          ),
        ),
      )
      .orderBy(asc(bseAtividadeTurma.codBseAtividadeTurma))
      .prepare(name),
  );
  return statement.execute({ classId });
}

/**
 * The rows: the class's students by name, each with their progress in the class's active path: the
 * items of the path they completed, the stars of each game's best score (`starsOf`'s thresholds), and
 * when they last completed one; and their attendance in the class. One statement: the path's items, each
 * student's best per item, summed.
 */
export async function gradebookStudents(db: Db, classId: number) {
  const statement = prepared(db, 'gradebook_students', (name) => {
    const activePath = db
      .select({ id: trlLivroTurma.codTrlLivro })
      .from(trlLivroTurma)
      .where(and(eq(trlLivroTurma.codBseTurma, classHole), eq(trlLivroTurma.indAtivo, constant('S'))));
    const items = db.$with('path_items').as(pathItems(db, activePath));
    const best = db.$with('best').as(
      db
        .select({
          student: sql<number>`${trlProgresso.codBseUsuario}`.as('student'),
          score: sql<number | null>`max(${trlProgresso.numPontuacao})`.as('score'),
          last: sql`max(${trlProgresso.datRegistro})`.as('last'),
        })
        .from(trlProgresso)
        .where(
          and(
            inArray(trlProgresso.codBseUsuario, studentIds(db)),
            inArray(trlProgresso.codTrlConteudo, db.select({ id: items.id }).from(items)),
          ),
        )
        .groupBy(trlProgresso.codBseUsuario, trlProgresso.codTrlConteudo),
    );
    const stars = sql.join(
      STAR_THRESHOLDS.map((threshold) => sql`(${best.score} >= ${constant(threshold)})::integer`),
      sql` + `,
    );
    const progress = db.$with('progress').as(
      db
        .select({
          student: best.student,
          done: sql<number>`count(*)::integer`.as('done'),
          stars: sql<number>`coalesce(sum(${stars}), 0)::integer`.as('stars'),
          last: sql`max(${best.last})`.as('last_done'),
        })
        .from(best)
        .groupBy(best.student),
    );
    return (
      db
        .with(items, best, progress)
        .select({
          codBseUsuario: bseUsuario.codBseUsuario,
          nomUsuario: bseUsuario.nomUsuario,
          cstLogin: bseUsuario.cstLogin,
          concluidos: sql<number>`coalesce(${progress.done}, 0)`,
          total: sql<number>`(select count(*)::integer from ${items})`,
          estrelas: sql<number>`coalesce(${progress.stars}, 0)`,
          ultimoAcesso: nullableIsoTime(sql`${progress.last}`),
          dias: sql<number>`coalesce(${bseFrequenciaResumo.numDias}, 0)`,
          faltas: sql<number>`coalesce(${bseFrequenciaResumo.numFaltas}, 0)`,
        })
        .from(bseUsuario)
        .leftJoin(progress, eq(progress.student, bseUsuario.codBseUsuario))
        // The student's attendance in this class (issue 26): the totals the roll's saves keep.
        .leftJoin(
          bseFrequenciaResumo,
          and(eq(bseFrequenciaResumo.codBseUsuario, bseUsuario.codBseUsuario), eq(bseFrequenciaResumo.codBseTurma, classHole)),
        )
        .where(inArray(bseUsuario.codBseUsuario, studentIds(db)))
        .orderBy(asc(bseUsuario.nomUsuario), asc(bseUsuario.codBseUsuario))
        .prepare(name)
    );
  });
  return statement.execute({ classId });
}

/** The cells: each submission of the class's students in this class, its grade once every question has one, and whether it was late. */
export async function gradebookSubmissions(db: Db, classId: number) {
  const e = bseAtividadeEntrega;
  const statement = prepared(db, 'gradebook_submissions', (name) =>
    db
      .select({
        codBseUsuario: e.codBseUsuario,
        codBseAtividade: e.codBseAtividade,
        nota: sql<number | null>`case when ${e.qtdNotas} = ${questionsOf(sql`${e}.cod_bse_atividade`)} then ${e.somaNota}::float8 end`,
        atrasada: sql<boolean>`${e.indAtrasada} = 'S'`,
      })
      .from(e)
      .where(and(eq(e.codBseTurma, classHole), inArray(e.codBseUsuario, studentIds(db))))
      .prepare(name),
  );
  return statement.execute({ classId });
}
