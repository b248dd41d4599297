import type { ClassLessonDto, ClassLessonOptionDto } from '@portal/shared/class-lessons';
import { and, asc, eq, isNull, notExists, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { trlLivro, trlLivroTurma } from '../../db/schema';

/** Whether a path holds at least one content item (`comConteudo`): only such a path can be activated. */
// Written out with its own aliases: Drizzle leaves columns unqualified in a one-table select, which
// would make the outer trl_livro ambiguous inside the subquery.
const pathHasContent = sql<boolean>`exists (
  select 1 from trl_conteudo c
  join trl_aula a on a.cod_trl_aula = c.cod_trl_aula
  join trl_capitulo k on k.cod_trl_capitulo = a.cod_trl_capitulo
  where k.cod_trl_livro = "trl_livro"."cod_trl_livro")`;

const lessonColumns = {
  codTrlLivroTurma: trlLivroTurma.codTrlLivroTurma,
  codTrlAno: trlLivroTurma.codTrlLivroTurma,
  codTrlLivro: trlLivroTurma.codTrlLivro,
  codBseTurma: trlLivroTurma.codBseTurma,
  dscTitulo: trlLivro.dscTitulo,
  indAtivo: sql<'S' | 'N'>`${trlLivroTurma.indAtivo}`,
  comConteudo: pathHasContent,
};

/** The class's paths, in the paths' own order (the network's catalogue first). */
export async function lessonsOfClass(tx: Tx, classId: number): Promise<ClassLessonDto[]> {
  return tx
    .select(lessonColumns)
    .from(trlLivroTurma)
    .innerJoin(trlLivro, eq(trlLivro.codTrlLivro, trlLivroTurma.codTrlLivro))
    .where(eq(trlLivroTurma.codBseTurma, classId))
    .orderBy(sql`${trlLivro.codBseTurma} nulls first`, asc(trlLivro.numSequencia), asc(trlLivro.codTrlLivro));
}

export async function findLesson(tx: Tx, id: number): Promise<ClassLessonDto | undefined> {
  const [row] = await tx
    .select(lessonColumns)
    .from(trlLivroTurma)
    .innerJoin(trlLivro, eq(trlLivro.codTrlLivro, trlLivroTurma.codTrlLivro))
    .where(eq(trlLivroTurma.codTrlLivroTurma, id));
  return row;
}

/** The paths a class may be given (and whose activities): the network's catalogue and the class's own paths. */
export const usableBy = (classId: number) => or(isNull(trlLivro.codBseTurma), eq(trlLivro.codBseTurma, classId));

/** 'Selecionar Aula': the usable paths the class does not have yet. */
export async function pathsNotInClass(tx: Tx, classId: number): Promise<ClassLessonOptionDto[]> {
  return tx
    .select({
      codTrlLivro: trlLivro.codTrlLivro,
      dscTitulo: trlLivro.dscTitulo,
      comConteudo: pathHasContent,
      codBseTurma: trlLivro.codBseTurma,
    })
    .from(trlLivro)
    .where(
      and(
        usableBy(classId),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(trlLivroTurma)
            .where(and(eq(trlLivroTurma.codBseTurma, classId), eq(trlLivroTurma.codTrlLivro, trlLivro.codTrlLivro))),
        ),
      ),
    )
    .orderBy(sql`${trlLivro.codBseTurma} nulls first`, asc(trlLivro.numSequencia), asc(trlLivro.codTrlLivro));
}

export async function isPathUsableBy(tx: Tx, pathId: number, classId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: trlLivro.codTrlLivro })
    .from(trlLivro)
    .where(and(eq(trlLivro.codTrlLivro, pathId), usableBy(classId)));
  return row !== undefined;
}

export async function insertLesson(tx: Tx, values: { codBseTurma: number; codTrlLivro: number }): Promise<number> {
  const [row] = await tx.insert(trlLivroTurma).values(values).returning({ id: trlLivroTurma.codTrlLivroTurma });
  return row!.id;
}

/** Makes `id` the class's only active path (the caller holds the class's lock). */
export async function makeOnlyActive(tx: Tx, classId: number, id: number): Promise<void> {
  await tx
    .update(trlLivroTurma)
    .set({ indAtivo: 'N' })
    .where(and(eq(trlLivroTurma.codBseTurma, classId), eq(trlLivroTurma.indAtivo, 'S')));
  await tx.update(trlLivroTurma).set({ indAtivo: 'S' }).where(eq(trlLivroTurma.codTrlLivroTurma, id));
}

/** Gives the link another path (the caller holds the class's lock; the unique link refuses a path the class has). */
export async function setLessonPath(tx: Tx, id: number, pathId: number): Promise<void> {
  await tx.update(trlLivroTurma).set({ codTrlLivro: pathId }).where(eq(trlLivroTurma.codTrlLivroTurma, id));
}

export async function deleteLesson(tx: Tx, id: number): Promise<void> {
  await tx.delete(trlLivroTurma).where(eq(trlLivroTurma.codTrlLivroTurma, id));
}

/** The class's active path and whether it has content (`comConteudoLivroAtivo`). */
export async function activeLessonOf(tx: Tx, classId: number): Promise<{ codTrlLivro: number; comConteudo: boolean } | undefined> {
  const [row] = await tx
    .select({ codTrlLivro: trlLivroTurma.codTrlLivro, comConteudo: pathHasContent })
    .from(trlLivroTurma)
    .innerJoin(trlLivro, eq(trlLivro.codTrlLivro, trlLivroTurma.codTrlLivro))
    .where(and(eq(trlLivroTurma.codBseTurma, classId), eq(trlLivroTurma.indAtivo, 'S')));
  return row;
}
