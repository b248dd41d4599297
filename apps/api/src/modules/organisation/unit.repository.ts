import type { UnitDto, UnitOptionDto } from '@portal/shared/organisation';
import { and, asc, count, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { type Scope, unitFilter } from '../../lib/scope';
import { bseEndereco, bseEscola, bseTurma, bseUnidade, bseUsuario } from '../../db/schema';
import { type AddressColumnsRow, addressColumns, addressOf } from './address.repository';
import { searchAny } from '../../lib/search';
import { orderOf, pageResult, pageWindow, totalColumn, type PageRequest } from '../../lib/pagination';

const unitColumns = {
  codBseUnidade: bseUnidade.codBseUnidade,
  nomUnidade: bseUnidade.nomUnidade,
  cstTxtPrefixoLogin: bseUnidade.cstTxtPrefixoLogin,
  codBseEscola: bseUnidade.codBseEscola,
  nomEscola: bseEscola.nomEscola,
  cstTxtPrefixoLoginEscola: bseEscola.cstTxtPrefixoLogin,
  codBseEndereco: bseUnidade.codBseEndereco,
  ...addressColumns,
};

interface UnitRow extends AddressColumnsRow {
  codBseUnidade: number;
  nomUnidade: string;
  cstTxtPrefixoLogin: string;
  codBseEscola: number;
  nomEscola: string;
  cstTxtPrefixoLoginEscola: string;
  codBseEndereco: number | null;
}

function toDto(row: UnitRow): UnitDto {
  return {
    codBseUnidade: row.codBseUnidade,
    nomUnidade: row.nomUnidade,
    cstTxtPrefixoLogin: row.cstTxtPrefixoLogin,
    codBseEscola: row.codBseEscola,
    nomEscola: row.nomEscola,
    cstTxtPrefixoLoginEscola: row.cstTxtPrefixoLoginEscola,
    codBseEndereco: row.codBseEndereco,
    endereco: addressOf(row),
  };
}

/** The caller's units: all (Master), their school's (Gestor), their own (Diretor, Coordenador). */
export const unitsInScope = (scope: Scope) => unitFilter(scope, bseUnidade.codBseUnidade, bseUnidade.codBseEscola);

const SORTS = { nomUnidade: bseUnidade.nomUnidade, nomEscola: bseEscola.nomEscola, cstTxtPrefixoLogin: bseUnidade.cstTxtPrefixoLogin };

/** §2 Units: search over the unit's name, the school's name and both prefixes. */
export async function listUnits(db: Tx, scope: Scope, q: PageRequest & { q?: string; sort?: string; codBseEscola?: number }) {
  const filter = and(
    unitsInScope(scope),
    q.codBseEscola ? eq(bseUnidade.codBseEscola, q.codBseEscola) : undefined,
    searchAny(q.q, [bseUnidade.nomUnidade, bseEscola.nomEscola, bseUnidade.cstTxtPrefixoLogin, bseEscola.cstTxtPrefixoLogin]),
  );
  const window = pageWindow(q);
  const rows = await db
    .select({ ...unitColumns, total: totalColumn })
    .from(bseUnidade)
    .innerJoin(bseEscola, eq(bseEscola.codBseEscola, bseUnidade.codBseEscola))
    .leftJoin(bseEndereco, eq(bseEndereco.codBseEndereco, bseUnidade.codBseEndereco))
    .where(filter)
    .orderBy(...orderOf(q.sort, SORTS, 'nomUnidade', bseUnidade.codBseUnidade))
    .limit(window.limit)
    .offset(window.offset);
  const page = await pageResult(rows, q, async () => {
    const [row] = await db
      .select({ n: count() })
      .from(bseUnidade)
      .innerJoin(bseEscola, eq(bseEscola.codBseEscola, bseUnidade.codBseEscola))
      .where(filter);
    return row?.n ?? 0;
  });
  return { ...page, items: page.items.map(toDto) };
}

export async function findUnitInScope(db: Tx, scope: Scope, id: number, lock = false): Promise<UnitDto | undefined> {
  const query = db
    .select(unitColumns)
    .from(bseUnidade)
    .innerJoin(bseEscola, eq(bseEscola.codBseEscola, bseUnidade.codBseEscola))
    .leftJoin(bseEndereco, eq(bseEndereco.codBseEndereco, bseUnidade.codBseEndereco))
    .where(and(eq(bseUnidade.codBseUnidade, id), unitsInScope(scope)))
    .limit(1);
  const rows = lock ? await query.for('update', { of: bseUnidade }) : await query;
  return rows[0] ? toDto(rows[0]) : undefined;
}

/** `unidadesDaEscola`: the school's units the caller may see, in name order. */
export async function unitsOfSchool(db: Tx, scope: Scope, schoolId: number): Promise<UnitOptionDto[]> {
  return db
    .select({
      codBseUnidade: bseUnidade.codBseUnidade,
      nomUnidade: bseUnidade.nomUnidade,
      cstTxtPrefixoLogin: bseUnidade.cstTxtPrefixoLogin,
      codBseEscola: bseUnidade.codBseEscola,
    })
    .from(bseUnidade)
    .where(and(eq(bseUnidade.codBseEscola, schoolId), unitsInScope(scope)))
    .orderBy(asc(bseUnidade.nomUnidade), asc(bseUnidade.codBseUnidade));
}

export async function schoolExists(db: Tx, id: number): Promise<boolean> {
  const rows = await db.select({ id: bseEscola.codBseEscola }).from(bseEscola).where(eq(bseEscola.codBseEscola, id)).limit(1);
  return rows.length > 0;
}

/** What in the school already holds this name or prefix (other than the unit `exceptId`). */
export async function findUnitClash(tx: Tx, schoolId: number, name: string, prefix: string, exceptId?: number) {
  const clash: SQL[] = [sql`lower(${bseUnidade.nomUnidade}) = lower(${name})`, eq(bseUnidade.cstTxtPrefixoLogin, prefix)];
  const rows = await tx
    .select({ nomUnidade: bseUnidade.nomUnidade, cstTxtPrefixoLogin: bseUnidade.cstTxtPrefixoLogin })
    .from(bseUnidade)
    .where(and(eq(bseUnidade.codBseEscola, schoolId), or(...clash), exceptId ? ne(bseUnidade.codBseUnidade, exceptId) : undefined));
  return {
    prefixTaken: rows.some((r) => r.cstTxtPrefixoLogin === prefix),
    nameTaken: rows.some((r) => r.nomUnidade.toLowerCase() === name.toLowerCase()),
  };
}

export interface UnitValues {
  nomUnidade: string;
  cstTxtPrefixoLogin: string;
  codBseEndereco: number | null;
}

export async function insertUnit(tx: Tx, values: UnitValues & { codBseEscola: number; codUsuarioCriacao: number }): Promise<number> {
  const [row] = await tx.insert(bseUnidade).values(values).returning({ id: bseUnidade.codBseUnidade });
  return row!.id;
}

export async function updateUnit(tx: Tx, id: number, values: UnitValues): Promise<void> {
  await tx.update(bseUnidade).set(values).where(eq(bseUnidade.codBseUnidade, id));
}

/** Classes or users in the unit: it cannot be deleted while they exist (§8 Units). */
export async function unitHasDependents(tx: Tx, id: number): Promise<boolean> {
  const classes = await tx
    .select({ one: sql`1` })
    .from(bseTurma)
    .where(eq(bseTurma.codBseUnidade, id))
    .limit(1);
  if (classes.length > 0) return true;
  const users = await tx
    .select({ one: sql`1` })
    .from(bseUsuario)
    .where(eq(bseUsuario.codBseUnidade, id))
    .limit(1);
  return users.length > 0;
}

export async function deleteUnit(tx: Tx, id: number): Promise<void> {
  await tx.delete(bseUnidade).where(eq(bseUnidade.codBseUnidade, id));
}
