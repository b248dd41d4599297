import type { AddressDto } from '@portal/shared/organisation';
import { and, count, eq, exists, getTableColumns, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { Scope } from '../../lib/scope';
import { searchAny } from '../../lib/search';
import { orderOf, pageResult, pageWindow, totalColumn, type PageRequest } from '../../lib/pagination';
import { bseEndereco, bseEscola, bseUnidade } from '../../db/schema';

export interface AddressValues {
  dscCep: string;
  dscRua: string;
  dscBairro: string;
  dscCidade: string;
  dscEstado: string;
}

/** The address columns, for a left join beside a school or a unit. */
export const addressColumns = {
  aCodBseEndereco: bseEndereco.codBseEndereco,
  aDscCep: bseEndereco.dscCep,
  aDscRua: bseEndereco.dscRua,
  aDscBairro: bseEndereco.dscBairro,
  aDscCidade: bseEndereco.dscCidade,
  aDscEstado: bseEndereco.dscEstado,
};

export type AddressColumnsRow = {
  aCodBseEndereco: number | null;
  aDscCep: string | null;
  aDscRua: string | null;
  aDscBairro: string | null;
  aDscCidade: string | null;
  aDscEstado: string | null;
};

export function addressOf(row: AddressColumnsRow): AddressDto | null {
  if (row.aCodBseEndereco == null) return null;
  return {
    codBseEndereco: row.aCodBseEndereco,
    dscCep: row.aDscCep,
    dscRua: row.aDscRua,
    dscBairro: row.aDscBairro,
    dscCidade: row.aDscCidade,
    dscEstado: row.aDscEstado,
  };
}

export async function insertAddress(tx: Tx, values: AddressValues): Promise<number> {
  const [row] = await tx.insert(bseEndereco).values(values).returning({ id: bseEndereco.codBseEndereco });
  return row!.id;
}

export async function updateAddress(tx: Tx, id: number, values: AddressValues): Promise<void> {
  await tx.update(bseEndereco).set(values).where(eq(bseEndereco.codBseEndereco, id));
}

/** Schools or units using the address (apart from the ones excluded). */
function usedBy(id: number): SQL {
  return or(
    exists(sql`(select 1 from ${bseEscola} where ${bseEscola.codBseEndereco} = ${id})`),
    exists(sql`(select 1 from ${bseUnidade} where ${bseUnidade.codBseEndereco} = ${id})`),
  )!;
}

/** True when the address exists and no school or unit holds it yet (it may be attached). */
export async function isFreeAddress(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx
    .select({ id: bseEndereco.codBseEndereco })
    .from(bseEndereco)
    .where(and(eq(bseEndereco.codBseEndereco, id), sql`not ${usedBy(id)}`))
    .for('update');
  return rows.length > 0;
}

/** Removes an address no school or unit holds any more (called after its owner is deleted). */
export async function deleteAddressIfUnused(tx: Tx, id: number | null): Promise<void> {
  if (id == null) return;
  await tx.delete(bseEndereco).where(and(eq(bseEndereco.codBseEndereco, id), sql`not ${usedBy(id)}`));
}

/**
 * Addresses the caller may read and change: a Master any (also those no school or unit holds yet); a
 * Gestor those of their school and of its units. Nobody else (the routes require `address:manage`,
 * this is the second wall).
 */
function addressesInScope(scope: Scope): SQL | undefined {
  if (scope.kind === 'network') return undefined;
  if (scope.kind !== 'school') return sql`false`;
  return or(
    exists(
      sql`(select 1 from ${bseEscola} where ${bseEscola.codBseEndereco} = ${bseEndereco.codBseEndereco} and ${bseEscola.codBseEscola} = ${scope.codBseEscola})`,
    ),
    exists(
      sql`(select 1 from ${bseUnidade} where ${bseUnidade.codBseEndereco} = ${bseEndereco.codBseEndereco} and ${bseUnidade.codBseEscola} = ${scope.codBseEscola})`,
    ),
  );
}

export async function findAddressInScope(db: Tx, scope: Scope, id: number): Promise<AddressDto | undefined> {
  const rows = await db
    .select()
    .from(bseEndereco)
    .where(and(eq(bseEndereco.codBseEndereco, id), addressesInScope(scope)))
    .limit(1);
  return rows[0];
}

export async function lockAddressInScope(tx: Tx, scope: Scope, id: number): Promise<boolean> {
  const rows = await tx
    .select({ id: bseEndereco.codBseEndereco })
    .from(bseEndereco)
    .where(and(eq(bseEndereco.codBseEndereco, id), addressesInScope(scope)))
    .for('update');
  return rows.length > 0;
}

const SORTS = {
  dscCidade: bseEndereco.dscCidade,
  dscBairro: bseEndereco.dscBairro,
  dscRua: bseEndereco.dscRua,
  dscCep: bseEndereco.dscCep,
  dscEstado: bseEndereco.dscEstado,
  codBseEndereco: bseEndereco.codBseEndereco,
};

/** The caller's addresses, one page, searched over postal code, street, district and city (accents and case ignored). */
export async function listAddresses(db: Tx, scope: Scope, q: PageRequest & { q?: string; sort?: string }) {
  const filter = and(
    addressesInScope(scope),
    searchAny(q.q, [bseEndereco.dscCep, bseEndereco.dscRua, bseEndereco.dscBairro, bseEndereco.dscCidade]),
  );
  const window = pageWindow(q);
  const rows = await db
    .select({ ...getTableColumns(bseEndereco), total: totalColumn })
    .from(bseEndereco)
    .where(filter)
    .orderBy(...orderOf(q.sort, SORTS, 'dscCidade', bseEndereco.codBseEndereco))
    .limit(window.limit)
    .offset(window.offset);
  return pageResult(rows, q, async () => {
    const [row] = await db.select({ n: count() }).from(bseEndereco).where(filter);
    return row?.n ?? 0;
  });
}

/** True when a school or a unit names the address. */
export async function addressInUse(tx: Tx, id: number): Promise<boolean> {
  const [school] = await tx.select({ id: bseEscola.codBseEscola }).from(bseEscola).where(eq(bseEscola.codBseEndereco, id)).limit(1);
  if (school) return true;
  const [unit] = await tx.select({ id: bseUnidade.codBseUnidade }).from(bseUnidade).where(eq(bseUnidade.codBseEndereco, id)).limit(1);
  return unit !== undefined;
}

export async function deleteAddress(tx: Tx, id: number): Promise<void> {
  await tx.delete(bseEndereco).where(eq(bseEndereco.codBseEndereco, id));
}
