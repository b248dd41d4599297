import { type SQL, and, asc, count, eq, sql } from 'drizzle-orm';
import type { Scope } from '../../lib/scope';
import type { Db, Tx } from '../../db/client';
import type { PageWindow } from '../../lib/pagination';
import { searchAny } from '../../lib/search';
import { trlAula, trlCapitulo, trlLivro } from '../../db/schema';
import { pathsInScope } from './path.repository';

const chapterColumns = {
  codTrlCapitulo: trlCapitulo.codTrlCapitulo,
  dscTitulo: trlCapitulo.dscTitulo,
  codTrlLivro: trlCapitulo.codTrlLivro,
  codBseLivro: trlCapitulo.codTrlLivro,
  numSequencia: trlCapitulo.numSequencia,
  dscTituloLivro: trlLivro.dscTitulo,
  qtdAulas: sql<number>`(select count(*)::integer from ${trlAula} where ${trlAula.codTrlCapitulo} = ${trlCapitulo.codTrlCapitulo})`,
};

/** Chapters matching `where` (the caller adds the path scope), by path then position. */
export function listChapters(db: Tx, where: SQL | undefined, page?: PageWindow) {
  const query = db
    .select(chapterColumns)
    .from(trlCapitulo)
    .innerJoin(trlLivro, eq(trlLivro.codTrlLivro, trlCapitulo.codTrlLivro))
    .where(where)
    .orderBy(asc(trlCapitulo.codTrlLivro), asc(trlCapitulo.numSequencia));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function countChapters(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(trlCapitulo)
    .innerJoin(trlLivro, eq(trlLivro.codTrlLivro, trlCapitulo.codTrlLivro))
    .where(where);
  return Number(row?.n ?? 0);
}

export const chapterTitleFilter = (q: string | undefined) => searchAny(q, [trlCapitulo.dscTitulo]);

export async function insertChapter(tx: Tx, values: typeof trlCapitulo.$inferInsert): Promise<number> {
  const [row] = await tx.insert(trlCapitulo).values(values).returning({ id: trlCapitulo.codTrlCapitulo });
  return row!.id;
}

export async function updateChapterTitle(db: Db, id: number, dscTitulo: string): Promise<void> {
  await db.update(trlCapitulo).set({ dscTitulo }).where(eq(trlCapitulo.codTrlCapitulo, id));
}

export async function deleteChapterRow(tx: Tx, id: number): Promise<void> {
  await tx.delete(trlCapitulo).where(eq(trlCapitulo.codTrlCapitulo, id));
}

/** A chapter in the caller's scope (404 for the caller when absent); `lock` takes the row FOR UPDATE, which serialises the ordering of its children. */
export async function findChapter(tx: Tx, scope: Scope, id: number, lock = false) {
  const query = tx
    .select({
      codTrlCapitulo: trlCapitulo.codTrlCapitulo,
      codTrlLivro: trlCapitulo.codTrlLivro,
      numSequencia: trlCapitulo.numSequencia,
    })
    .from(trlCapitulo)
    .innerJoin(trlLivro, eq(trlLivro.codTrlLivro, trlCapitulo.codTrlLivro))
    .where(and(eq(trlCapitulo.codTrlCapitulo, id), pathsInScope(scope)));
  const [row] = lock ? await query.for('update', { of: trlCapitulo }) : await query;
  return row;
}
