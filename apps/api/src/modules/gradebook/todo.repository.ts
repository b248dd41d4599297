import { type SQL, type SQLWrapper, and, asc, desc, eq, exists, inArray, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  bseAtividade,
  bseAtividadeEntrega,
  bseAtividadeTurma,
  bseQuestao,
  bseUsuarioTurma,
  trlLivroTurma,
  trlProgresso,
} from '../../db/schema';
import { prepared } from '../../lib/prepared';
import { pathItems } from './gradebook.path';
import { myClassIds } from '../../lib/scope';

/* The student's to-do: two statements, each prepared once per database; the student's id is their only value. */

/**
 * A class activity (a row of `bse_atividade_turma` in the query) that `student` still has to send: it has questions
 * (one without cannot be sent) and the student sent it in no class. The to-do's rule, and the guardians' page's.
 */
export function stillToSend(db: Db, student: SQLWrapper): SQL {
  return and(
    exists(
      db
        .select({ one: sql`1` })
        .from(bseQuestao)
        .where(eq(bseQuestao.codBseAtividade, bseAtividadeTurma.codBseAtividade)),
    ),
    notExists(
      db
        .select({ one: sql`1` })
        .from(bseAtividadeEntrega)
        .where(
          and(eq(bseAtividadeEntrega.codBseAtividade, bseAtividadeTurma.codBseAtividade), eq(bseAtividadeEntrega.codBseUsuario, student)),
        ),
    ),
  )!;
}

const userHole = sql.placeholder('userId');

/**
 * The active activities of the student's classes that they have not sent (in any class), soonest due
 * first, those without a due day last, then in the order they were given; late when due before `today`
 * (the network's day, as the guardians' list counts it). An activity without questions cannot be sent,
 * so it is nothing to do.
 */
export async function pendingActivities(db: Db, userId: number, today: string) {
  const statement = prepared(db, 'todo_activities', (name) =>
    db
      .select({
        codBseAtividade: bseAtividadeTurma.codBseAtividade,
        codBseTurma: bseAtividadeTurma.codBseTurma,
        nomAtividade: bseAtividade.nomAtividade,
        datEntrega: bseAtividadeTurma.datEntrega,
        atrasada: sql<boolean>`coalesce(${bseAtividadeTurma.datEntrega} < ${sql.placeholder('today')}::date, false)`,
      })
      .from(bseAtividadeTurma)
      .innerJoin(bseAtividade, eq(bseAtividade.codBseAtividade, bseAtividadeTurma.codBseAtividade))
      .where(
        and(
          inArray(bseAtividadeTurma.codBseTurma, myClassIds(userHole)),
          eq(bseAtividadeTurma.indAtivo, sql`'S'`),
          stillToSend(db, userHole),
        ),
      )
      .orderBy(sql`${bseAtividadeTurma.datEntrega} asc nulls last`, asc(bseAtividadeTurma.codBseAtividadeTurma))
      .prepare(name),
  );
  return statement.execute({ userId, today });
}

/**
 * The first item of the active path of the student's class (the current class first) that they have
 * not completed, in the path's order (chapter, lesson, item); its title, or its lesson's when it has none.
 */
export async function nextContent(db: Db, userId: number) {
  const statement = prepared(db, 'todo_next_content', (name) => {
    const studentPath = db
      .select({ id: trlLivroTurma.codTrlLivro })
      .from(bseUsuarioTurma)
      .innerJoin(trlLivroTurma, and(eq(trlLivroTurma.codBseTurma, bseUsuarioTurma.codBseTurma), eq(trlLivroTurma.indAtivo, sql`'S'`)))
      .where(eq(bseUsuarioTurma.codBseUsuario, userHole))
      .orderBy(desc(bseUsuarioTurma.indAtual), asc(bseUsuarioTurma.codBseTurma))
      .limit(1);
    const items = db.$with('path_items').as(pathItems(db, studentPath));
    return db
      .with(items)
      .select({ codTrlConteudo: items.id, titulo: items.titulo })
      .from(items)
      .where(
        notExists(
          db
            .select({ one: sql`1` })
            .from(trlProgresso)
            .where(and(eq(trlProgresso.codBseUsuario, userHole), eq(trlProgresso.codTrlConteudo, items.id))),
        ),
      )
      .orderBy(asc(items.chapterOrder), asc(items.lessonOrder), asc(items.itemOrder))
      .limit(1)
      .prepare(name);
  });
  const [row] = await statement.execute({ userId });
  return row;
}
