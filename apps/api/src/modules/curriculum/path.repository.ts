import type { PathListQuery } from '@portal/shared/curriculum';
import { type SQL, and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { type PageWindow, pageWindow, toPage } from '../../lib/pagination';
import { authorFilter } from '../../lib/scope';
import type { Viewer } from '../../lib/viewer';
import { searchAny } from '../../lib/search';
import { bseTurma, trlCapitulo, trlLivro, trlLivroTurma } from '../../db/schema';

/** The paths the viewer may author (lib/scope.ts): a Master every path, a Professor those of their classes. */
export const pathsInScope = (viewer: Viewer) => authorFilter(viewer, trlLivro.codBseTurma);

/** One class's paths; -1 or absent: every class (and the network-wide paths). */
const ofClass = (codBseTurma: number | undefined) =>
  codBseTurma === undefined || codBseTurma === -1 ? undefined : eq(trlLivro.codBseTurma, codBseTurma);

const titleFilter = (q: string | undefined) => searchAny(q, [trlLivro.dscTitulo]);

const pathColumns = {
  codTrlLivro: trlLivro.codTrlLivro,
  dscTitulo: trlLivro.dscTitulo,
  codBseTurma: trlLivro.codBseTurma,
  nomTurma: bseTurma.nomTurma,
  numSequencia: trlLivro.numSequencia,
  qtdTurmas: sql<number>`(select count(*)::integer from ${trlLivroTurma} where ${trlLivroTurma.codTrlLivro} = ${trlLivro.codTrlLivro})`,
  qtdCapitulos: sql<number>`(select count(*)::integer from ${trlCapitulo} where ${trlCapitulo.codTrlLivro} = ${trlLivro.codTrlLivro})`,
};

/** Paths matching `where` (the scope included), in order: network-wide first, then by class. */
function listPaths(db: Tx, where: SQL | undefined, page?: PageWindow) {
  const query = db
    .select(pathColumns)
    .from(trlLivro)
    .leftJoin(bseTurma, eq(bseTurma.codBseTurma, trlLivro.codBseTurma))
    .where(where)
    .orderBy(sql`${trlLivro.codBseTurma} nulls first`, asc(trlLivro.numSequencia));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

async function countPaths(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(trlLivro).where(where);
  return Number(row?.n ?? 0);
}

/** One page of the paths the viewer may author, of one class or all, searched by title. */
export async function listPathPage(db: Db, viewer: Viewer, query: PathListQuery) {
  const where = and(pathsInScope(viewer), ofClass(query.codBseTurma), titleFilter(query.q));
  const [items, total] = await Promise.all([listPaths(db, where, pageWindow(query)), countPaths(db, where)]);
  return toPage(items, total, query);
}

/** Every path of one class (-1: of all) the viewer may author. */
export async function listPathsOfClass(db: Db, viewer: Viewer, codBseTurma: number) {
  return listPaths(db, and(pathsInScope(viewer), ofClass(codBseTurma)));
}

/** A path the viewer may author, as the API answers it. */
export async function findPathDto(db: Tx, viewer: Viewer, id: number) {
  const [row] = await listPaths(db, and(eq(trlLivro.codTrlLivro, id), pathsInScope(viewer)), { limit: 1, offset: 0 });
  return row;
}

export async function insertPath(tx: Tx, values: typeof trlLivro.$inferInsert): Promise<number> {
  const [row] = await tx.insert(trlLivro).values(values).returning({ id: trlLivro.codTrlLivro });
  return row!.id;
}

/** Renames a path the viewer may author; false when there is none. */
export async function updatePathTitle(db: Db, viewer: Viewer, id: number, dscTitulo: string): Promise<boolean> {
  const rows = await db
    .update(trlLivro)
    .set({ dscTitulo })
    .where(and(eq(trlLivro.codTrlLivro, id), pathsInScope(viewer)))
    .returning({ id: trlLivro.codTrlLivro });
  return rows.length > 0;
}

export async function deletePathRow(tx: Tx, id: number): Promise<void> {
  await tx.delete(trlLivro).where(eq(trlLivro.codTrlLivro, id));
}

export async function isGivenToClass(tx: Tx, pathId: number): Promise<boolean> {
  const [row] = await tx.select({ n: count() }).from(trlLivroTurma).where(eq(trlLivroTurma.codTrlLivro, pathId));
  return Number(row?.n ?? 0) > 0;
}

/** A path the viewer may author (404 for the caller when absent); `lock` takes the row FOR UPDATE, which serialises the ordering of its children. */
export async function findPath(tx: Tx, viewer: Viewer, id: number, lock = false) {
  const query = tx
    .select({ codTrlLivro: trlLivro.codTrlLivro, codBseTurma: trlLivro.codBseTurma, numSequencia: trlLivro.numSequencia })
    .from(trlLivro)
    .where(and(eq(trlLivro.codTrlLivro, id), pathsInScope(viewer)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}
