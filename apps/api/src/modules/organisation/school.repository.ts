import type { SchoolDto } from '@portal/shared/organisation';
import { and, count, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { bseEndereco, bseEscola, bseUnidade, bseUsuario } from '../../db/schema';
import { type AddressColumnsRow, addressColumns, addressOf } from './address.repository';
import { searchAny } from '../../lib/search';
import { orderOf, pageResult, pageWindow, totalColumn, type PageRequest } from '../../lib/pagination';

const schoolColumns = {
  codBseEscola: bseEscola.codBseEscola,
  nomEscola: bseEscola.nomEscola,
  cstTxtPrefixoLogin: bseEscola.cstTxtPrefixoLogin,
  cstCodigo: bseEscola.cstCodigo,
  codBseEndereco: bseEscola.codBseEndereco,
  codUsuarioCriacao: bseEscola.codUsuarioCriacao,
  ...addressColumns,
};

interface SchoolRow extends AddressColumnsRow {
  codBseEscola: number;
  nomEscola: string;
  cstTxtPrefixoLogin: string;
  cstCodigo: string;
  codBseEndereco: number | null;
  codUsuarioCriacao: number | null;
}

function toDto(row: SchoolRow): SchoolDto {
  return {
    codBseEscola: row.codBseEscola,
    nomEscola: row.nomEscola,
    cstTxtPrefixoLogin: row.cstTxtPrefixoLogin,
    cstCodigo: row.cstCodigo,
    codBseEndereco: row.codBseEndereco,
    codUsuarioCriacao: row.codUsuarioCriacao,
    endereco: addressOf(row),
  };
}

const SORTS = {
  nomEscola: bseEscola.nomEscola,
  cstTxtPrefixoLogin: bseEscola.cstTxtPrefixoLogin,
  codBseEscola: bseEscola.codBseEscola,
};

/** Schools are the Master's (the route allows nobody else): the whole network, searched by name. */
export async function listSchools(db: Tx, q: PageRequest & { q?: string; sort?: string }) {
  const filter = searchAny(q.q, [bseEscola.nomEscola]);
  const rows = await db
    .select({ ...schoolColumns, total: totalColumn })
    .from(bseEscola)
    .leftJoin(bseEndereco, eq(bseEndereco.codBseEndereco, bseEscola.codBseEndereco))
    .where(filter)
    .orderBy(...orderOf(q.sort, SORTS, 'nomEscola', bseEscola.codBseEscola))
    .limit(pageWindow(q).limit)
    .offset(pageWindow(q).offset);
  const page = await pageResult(rows, q, async () => {
    const [row] = await db.select({ n: count() }).from(bseEscola).where(filter);
    return row?.n ?? 0;
  });
  return { ...page, items: page.items.map(toDto) };
}

export async function findSchool(db: Tx, id: number, lock = false): Promise<SchoolDto | undefined> {
  const query = db
    .select(schoolColumns)
    .from(bseEscola)
    .leftJoin(bseEndereco, eq(bseEndereco.codBseEndereco, bseEscola.codBseEndereco))
    .where(eq(bseEscola.codBseEscola, id))
    .limit(1);
  const rows = lock ? await query.for('update', { of: bseEscola }) : await query;
  return rows[0] ? toDto(rows[0]) : undefined;
}

/** What already holds this name or prefix (other than the school `exceptId`). */
export async function findSchoolClash(tx: Tx, name: string, prefix: string | undefined, exceptId?: number) {
  const clash: SQL[] = [sql`lower(${bseEscola.nomEscola}) = lower(${name})`];
  if (prefix) clash.push(eq(bseEscola.cstTxtPrefixoLogin, prefix));
  const rows = await tx
    .select({ nomEscola: bseEscola.nomEscola, cstTxtPrefixoLogin: bseEscola.cstTxtPrefixoLogin })
    .from(bseEscola)
    .where(and(or(...clash), exceptId ? ne(bseEscola.codBseEscola, exceptId) : undefined));
  return {
    prefixTaken: prefix !== undefined && rows.some((r) => r.cstTxtPrefixoLogin === prefix),
    nameTaken: rows.some((r) => r.nomEscola.toLowerCase() === name.toLowerCase()),
  };
}

export async function insertSchool(
  tx: Tx,
  values: { nomEscola: string; cstTxtPrefixoLogin: string; cstCodigo: string; codBseEndereco: number; codUsuarioCriacao: number },
): Promise<number> {
  const [row] = await tx.insert(bseEscola).values(values).returning({ id: bseEscola.codBseEscola });
  return row!.id;
}

export async function updateSchool(tx: Tx, id: number, values: { nomEscola: string; codBseEndereco: number | null }): Promise<void> {
  await tx.update(bseEscola).set(values).where(eq(bseEscola.codBseEscola, id));
}

/** Units or users in the school: it cannot be deleted while they exist (§8 Schools). */
export async function schoolHasDependents(tx: Tx, id: number): Promise<boolean> {
  const units = await tx
    .select({ one: sql`1` })
    .from(bseUnidade)
    .where(eq(bseUnidade.codBseEscola, id))
    .limit(1);
  if (units.length > 0) return true;
  const users = await tx
    .select({ one: sql`1` })
    .from(bseUsuario)
    .where(eq(bseUsuario.codBseEscola, id))
    .limit(1);
  return users.length > 0;
}

export async function deleteSchool(tx: Tx, id: number): Promise<void> {
  await tx.delete(bseEscola).where(eq(bseEscola.codBseEscola, id));
}
