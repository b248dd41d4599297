import { type SQLWrapper, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { trlAula, trlCapitulo, trlConteudo } from '../../db/schema';

/**
 * The items of the path that `pathIds` names (a subquery of one path id): each with its title (its
 * lesson's when it has none) and its place in the path's order (chapter, lesson, item). The gradebook
 * counts them, the to-do looks for the first one not done.
 */
export function pathItems(db: Db, pathIds: SQLWrapper) {
  return db
    .select({
      id: trlConteudo.codTrlConteudo,
      titulo: sql<string>`coalesce(${trlConteudo.dscTitulo}, ${trlAula.dscTitulo})`.as('titulo'),
      chapterOrder: sql<number>`${trlCapitulo.numSequencia}`.as('chapter_order'),
      lessonOrder: sql<number>`${trlAula.numSequencia}`.as('lesson_order'),
      itemOrder: sql<number>`${trlConteudo.numSequencia}`.as('item_order'),
    })
    .from(trlCapitulo)
    .innerJoin(trlAula, eq(trlAula.codTrlCapitulo, trlCapitulo.codTrlCapitulo))
    .innerJoin(trlConteudo, eq(trlConteudo.codTrlAula, trlAula.codTrlAula))
    .where(inArray(trlCapitulo.codTrlLivro, pathIds));
}
