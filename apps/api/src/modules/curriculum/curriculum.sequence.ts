import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../lib/sql';

/**
 * `num_sequencia` within a parent: contiguous from 1, unique by a DEFERRABLE INITIALLY DEFERRED
 * constraint. Callers hold the parent's lock (the `lock` of the find* lookups in the repositories) for the whole transaction,
 * so appends, swaps and gap closing of one parent run one after the other.
 */
export interface OrderedTable {
  table: string;
  id: string;
  parent: string;
}

export const ORDERED = {
  livro: { table: 'trl_livro', id: 'cod_trl_livro', parent: 'cod_bse_turma' },
  capitulo: { table: 'trl_capitulo', id: 'cod_trl_capitulo', parent: 'cod_trl_livro' },
  aula: { table: 'trl_aula', id: 'cod_trl_aula', parent: 'cod_trl_capitulo' },
  conteudo: { table: 'trl_conteudo', id: 'cod_trl_conteudo', parent: 'cod_trl_aula' },
} as const satisfies Record<string, OrderedTable>;

const ident = (name: string) => sql.identifier(name);

export async function nextSequence(tx: Tx, t: OrderedTable, parentId: number | null): Promise<number> {
  const [row] = await rowsOf<{ next: number }>(
    tx,
    sql`select coalesce(max(num_sequencia), 0) + 1 as next from ${ident(t.table)} where ${ident(t.parent)} is not distinct from ${parentId}::integer`,
  );
  return Number(row?.next ?? 1);
}

export async function countChildren(tx: Tx, t: OrderedTable, parentId: number | null): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    tx,
    sql`select count(*)::integer as n from ${ident(t.table)} where ${ident(t.parent)} is not distinct from ${parentId}::integer`,
  );
  return Number(row?.n ?? 0);
}

/** After an item at `removed` left the parent, the ones after it move up by one. */
export async function closeGap(tx: Tx, t: OrderedTable, parentId: number | null, removed: number): Promise<void> {
  await tx.execute(
    sql`update ${ident(t.table)} set num_sequencia = num_sequencia - 1
        where ${ident(t.parent)} is not distinct from ${parentId}::integer and num_sequencia > ${removed}`,
  );
}

/** Two items exchange their places (parent and position) in one statement. */
export async function swapPlaces(tx: Tx, t: OrderedTable, a: number, b: number): Promise<void> {
  await tx.execute(
    sql`update ${ident(t.table)} as x set num_sequencia = o.num_sequencia, ${ident(t.parent)} = o.${ident(t.parent)}
        from ${ident(t.table)} as o
        where (x.${ident(t.id)} = ${a} and o.${ident(t.id)} = ${b}) or (x.${ident(t.id)} = ${b} and o.${ident(t.id)} = ${a})`,
  );
}

export interface OrderRow {
  id: number;
  parent: number | null;
  numSequencia: number;
}

export async function orderOf(tx: Tx, t: OrderedTable, parentId: number | null): Promise<OrderRow[]> {
  return rowsOf<OrderRow>(
    tx,
    sql`select ${ident(t.id)} as id, ${ident(t.parent)} as parent, num_sequencia as "numSequencia" from ${ident(t.table)}
        where ${ident(t.parent)} is not distinct from ${parentId}::integer order by num_sequencia`,
  );
}

/** Paths have no parent row when network-wide: their class's order is serialised by an advisory lock. */
const PATHS_LOCK_SPACE = 0x74726c31;
export async function lockPathOrder(tx: Tx, classId: number | null): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PATHS_LOCK_SPACE}::integer, ${classId ?? 0}::integer)`);
}
