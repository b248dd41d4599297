import type { ChapterListQuery } from '@portal/shared/curriculum';
import { type SQL, and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { type PageWindow, pageWindow, toPage } from '../../lib/pagination';
import type { Viewer } from '../../lib/viewer';
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

/** Chapters matching `where` (the path scope included), by path then position. */
function listChapters(db: Tx, where: SQL | undefined, page?: PageWindow) {
  const query = db
    .select(chapterColumns)
    .from(trlCapitulo)
    .innerJoin(trlLivro, eq(trlLivro.codTrlLivro, trlCapitulo.codTrlLivro))
    .where(where)
    .orderBy(asc(trlCapitulo.codTrlLivro), asc(trlCapitulo.numSequencia));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

async function countChapters(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(trlCapitulo)
    .innerJoin(trlLivro, eq(trlLivro.codTrlLivro, trlCapitulo.codTrlLivro))
    .where(where);
  return Number(row?.n ?? 0);
}

const titleFilter = (q: string | undefined) => searchAny(q, [trlCapitulo.dscTitulo]);

/** The chapters of a path the viewer may author, in order. */
export async function listChaptersOfPath(db: Db, viewer: Viewer, pathId: number) {
  return listChapters(db, and(eq(trlCapitulo.codTrlLivro, pathId), pathsInScope(viewer)));
}

/** One page of the chapters the viewer may author, of one path or all, searched by title. */
export async function listChapterPage(db: Db, viewer: Viewer, query: ChapterListQuery) {
  const where = and(
    pathsInScope(viewer),
    query.codTrlLivro ? eq(trlCapitulo.codTrlLivro, query.codTrlLivro) : undefined,
    titleFilter(query.q),
  );
  const [items, total] = await Promise.all([listChapters(db, where, pageWindow(query)), countChapters(db, where)]);
  return toPage(items, total, query);
}

/** A chapter the viewer may author, as the API answers it. */
export async function findChapterDto(db: Tx, viewer: Viewer, id: number) {
  const [row] = await listChapters(db, and(eq(trlCapitulo.codTrlCapitulo, id), pathsInScope(viewer)));
  return row;
}

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

/** A chapter the viewer may author (404 for the caller when absent); `lock` takes the row FOR UPDATE, which serialises the ordering of its children. */
export async function findChapter(tx: Tx, viewer: Viewer, id: number, lock = false) {
  const query = tx
    .select({
      codTrlCapitulo: trlCapitulo.codTrlCapitulo,
      codTrlLivro: trlCapitulo.codTrlLivro,
      numSequencia: trlCapitulo.numSequencia,
    })
    .from(trlCapitulo)
    .innerJoin(trlLivro, eq(trlLivro.codTrlLivro, trlCapitulo.codTrlLivro))
    .where(and(eq(trlCapitulo.codTrlCapitulo, id), pathsInScope(viewer)));
  const [row] = lock ? await query.for('update', { of: trlCapitulo }) : await query;
  return row;
}
