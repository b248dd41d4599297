import { type SQL, asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { type PgColumn, type PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { bsePedidoDados, bseUsuario } from '../../db/schema';
import { isoTime } from '../../lib/iso-time';

/** The rows of a page of one kind of a person's data, in the table's key order, as the database names the columns. */
export async function pageOf(db: Db, table: PgTable, where: SQL, omit: string[], page: number, size: number) {
  const config = getTableConfig(table);
  const columns = Object.fromEntries(
    Object.values(getTableColumns(table))
      .filter((column) => !omit.includes(column.name))
      .map((column) => [column.name, column]),
  ) as Record<string, PgColumn>;
  const key: PgColumn[] = config.primaryKeys[0]?.columns ?? config.columns.filter((column) => column.primary);
  return db
    .select(columns)
    .from(table)
    .where(where)
    .orderBy(...(key.length > 0 ? key : Object.values(columns)).map((column) => asc(column)))
    .limit(size)
    .offset(page * size);
}

export async function recordRequest(db: Tx, targetId: number, kind: 'E' | 'A', requesterId: number): Promise<void> {
  await db.insert(bsePedidoDados).values({ codUsuarioAlvo: targetId, indTipo: kind, codUsuarioSolicitante: requesterId });
}

/** The requests about one person, the newest first: what, when and who asked (by name and login). */
export async function requestsAbout(db: Db, targetId: number) {
  return db
    .select({
      indTipo: bsePedidoDados.indTipo,
      datPedido: isoTime(bsePedidoDados.datPedido),
      nomSolicitante: sql<
        string | null
      >`(select ${bseUsuario.nomUsuario} from ${bseUsuario} where ${bseUsuario.codBseUsuario} = ${bsePedidoDados.codUsuarioSolicitante})`,
    })
    .from(bsePedidoDados)
    .where(eq(bsePedidoDados.codUsuarioAlvo, targetId))
    .orderBy(desc(bsePedidoDados.datPedido), desc(bsePedidoDados.codBsePedidoDados));
}

/** The network's latest requests (/admin): whom (their name now: a code once erased), what, when, who asked. */
export async function latestRequests(db: Db, limit: number) {
  const target = bseUsuario;
  return db
    .select({
      codBseUsuario: target.codBseUsuario,
      nomPessoa: target.nomUsuario,
      indTipo: bsePedidoDados.indTipo,
      datPedido: isoTime(bsePedidoDados.datPedido),
      nomSolicitante: sql<
        string | null
      >`(select s.nom_usuario from ${bseUsuario} s where s.cod_bse_usuario = ${bsePedidoDados.codUsuarioSolicitante})`,
    })
    .from(bsePedidoDados)
    .innerJoin(target, eq(target.codBseUsuario, bsePedidoDados.codUsuarioAlvo))
    .orderBy(desc(bsePedidoDados.datPedido), desc(bsePedidoDados.codBsePedidoDados))
    .limit(limit);
}
