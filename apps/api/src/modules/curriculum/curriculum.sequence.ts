import { type SQL, and, asc, eq, getTableColumns, gt, isNull, or, sql } from 'drizzle-orm';
import { type AnyPgColumn, type PgTable, alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { trlAula, trlCapitulo, trlConteudo, trlLivro } from '../../db/schema';

/**
 * `num_sequencia` within a parent: contiguous from 1, unique by a DEFERRABLE INITIALLY DEFERRED
 * constraint. Callers hold the parent's lock (the `lock` of the find* lookups in the repositories) for the whole transaction,
 * so appends, swaps and gap closing of one parent run one after the other.
 */
/** A table ordered by its `numSequencia` within `parent`: the keys are checked against the table's columns. */
function ordered<
  T extends PgTable & { numSequencia: AnyPgColumn },
  I extends keyof T['_']['columns'] & string,
  P extends keyof T['_']['columns'] & string,
>(table: T, idKey: I, parentKey: P) {
  const columns = getTableColumns(table);
  // The same table as `o`: the other item of a swap.
  const o = alias(table, 'o');
  const otherColumns = getTableColumns(o);
  return {
    table,
    id: columns[idKey],
    parent: columns[parentKey],
    sequence: table.numSequencia,
    parentKey,
    other: { table: o, id: otherColumns[idKey], parent: otherColumns[parentKey], sequence: o.numSequencia },
  };
}

export const ORDERED = {
  livro: ordered(trlLivro, 'codTrlLivro', 'codBseTurma'),
  capitulo: ordered(trlCapitulo, 'codTrlCapitulo', 'codTrlLivro'),
  aula: ordered(trlAula, 'codTrlAula', 'codTrlCapitulo'),
  conteudo: ordered(trlConteudo, 'codTrlConteudo', 'codTrlAula'),
};
export type OrderedTable = (typeof ORDERED)[keyof typeof ORDERED];

/** The items of one parent (a path's parent, its class, may be none: a network-wide path). */
const inParent = (t: OrderedTable, parentId: number | null): SQL => (parentId === null ? isNull(t.parent) : eq(t.parent, parentId));

export async function nextSequence(tx: Tx, t: OrderedTable, parentId: number | null): Promise<number> {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${t.sequence}), 0) + 1` })
    .from(t.table)
    .where(inParent(t, parentId));
  return Number(row?.next ?? 1);
}

export async function countChildren(tx: Tx, t: OrderedTable, parentId: number | null): Promise<number> {
  return tx.$count(t.table, inParent(t, parentId));
}

/** After an item at `removed` left the parent, the ones after it move up by one. */
export async function closeGap(tx: Tx, t: OrderedTable, parentId: number | null, removed: number): Promise<void> {
  await tx
    .update(t.table)
    .set({ numSequencia: sql`${t.sequence} - 1` })
    .where(and(inParent(t, parentId), gt(t.sequence, removed)));
}

/** Two items exchange their places (parent and position) in one statement. */
export async function swapPlaces(tx: Tx, t: OrderedTable, a: number, b: number): Promise<void> {
  const { other } = t;
  await tx
    .update(t.table)
    .set({ numSequencia: other.sequence, [t.parentKey]: other.parent })
    .from(other.table)
    .where(or(and(eq(t.id, a), eq(other.id, b)), and(eq(t.id, b), eq(other.id, a))));
}

export async function orderOf(tx: Tx, t: OrderedTable, parentId: number | null) {
  return tx
    .select({ id: t.id, parent: t.parent, numSequencia: t.sequence })
    .from(t.table)
    .where(inParent(t, parentId))
    .orderBy(asc(t.sequence));
}

/** Paths have no parent row when network-wide: their class's order is serialised by an advisory lock. */
const PATHS_LOCK_SPACE = 0x74726c31;
export async function lockPathOrder(tx: Tx, classId: number | null): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PATHS_LOCK_SPACE}::integer, ${classId ?? 0}::integer)`);
}
