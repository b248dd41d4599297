import { type SQL, and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { PageWindow } from '../../lib/pagination';
import { type Scope, authorFilter } from '../../lib/scope';
import { searchAny } from '../../lib/search';
import { bseTurma, bseUsuarioTurma, trlCapitulo, trlLivro, trlLivroTurma } from '../../db/schema';

/** The paths the caller may author (lib/scope.ts): a Master every path, a Professor those of their classes. */
export const pathsInScope = (scope: Scope) => authorFilter(scope, trlLivro.codBseTurma);

const pathColumns = {
  codTrlLivro: trlLivro.codTrlLivro,
  dscTitulo: trlLivro.dscTitulo,
  codBseTurma: trlLivro.codBseTurma,
  nomTurma: bseTurma.nomTurma,
  numSequencia: trlLivro.numSequencia,
  qtdTurmas: sql<number>`(select count(*)::integer from ${trlLivroTurma} where ${trlLivroTurma.codTrlLivro} = ${trlLivro.codTrlLivro})`,
  qtdCapitulos: sql<number>`(select count(*)::integer from ${trlCapitulo} where ${trlCapitulo.codTrlLivro} = ${trlLivro.codTrlLivro})`,
};

/** Paths matching `where` (scope included by the caller), in order: network-wide first, then by class. */
export async function listPaths(db: Tx, where: SQL | undefined, page?: PageWindow) {
  const query = db
    .select(pathColumns)
    .from(trlLivro)
    .leftJoin(bseTurma, eq(bseTurma.codBseTurma, trlLivro.codBseTurma))
    .where(where)
    .orderBy(sql`${trlLivro.codBseTurma} nulls first`, asc(trlLivro.numSequencia));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function countPaths(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(trlLivro).where(where);
  return Number(row?.n ?? 0);
}

export const titleFilter = (q: string | undefined) => searchAny(q, [trlLivro.dscTitulo]);

export async function findPathDto(db: Tx, where: SQL | undefined) {
  const [row] = await listPaths(db, where, { limit: 1, offset: 0 });
  return row;
}

export async function insertPath(tx: Tx, values: typeof trlLivro.$inferInsert): Promise<number> {
  const [row] = await tx.insert(trlLivro).values(values).returning({ id: trlLivro.codTrlLivro });
  return row!.id;
}

export async function updatePathTitle(db: Db, id: number, dscTitulo: string, scopeWhere: SQL | undefined): Promise<boolean> {
  const rows = await db
    .update(trlLivro)
    .set({ dscTitulo })
    .where(and(eq(trlLivro.codTrlLivro, id), scopeWhere))
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

/** A Professor's class: the one asked for if it is theirs, else their current (or first) class. */
export async function teacherClass(db: Db, userId: number, wanted: number | null | undefined): Promise<number | undefined> {
  const [row] = await db
    .select({ id: bseUsuarioTurma.codBseTurma })
    .from(bseUsuarioTurma)
    .where(and(eq(bseUsuarioTurma.codBseUsuario, userId), wanted ? eq(bseUsuarioTurma.codBseTurma, wanted) : undefined))
    .orderBy(desc(sql`${bseUsuarioTurma.indAtual} = 'S'`), asc(bseUsuarioTurma.codBseTurma))
    .limit(1);
  return row?.id;
}

export async function classExists(db: Db, classId: number): Promise<boolean> {
  const [row] = await db.select({ id: bseTurma.codBseTurma }).from(bseTurma).where(eq(bseTurma.codBseTurma, classId));
  return Boolean(row);
}

/** A path in the caller's scope (404 for the caller when absent); `lock` takes the row FOR UPDATE, which serialises the ordering of its children. */
export async function findPath(tx: Tx, scope: Scope, id: number, lock = false) {
  const query = tx
    .select({ codTrlLivro: trlLivro.codTrlLivro, codBseTurma: trlLivro.codBseTurma, numSequencia: trlLivro.numSequencia })
    .from(trlLivro)
    .where(and(eq(trlLivro.codTrlLivro, id), pathsInScope(scope)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}
