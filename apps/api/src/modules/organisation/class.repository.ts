import type { ClassDto, ClassOptionDto } from '@portal/shared/organisation';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { prepared, scopeShape } from '../../lib/prepared';
import { type Scope, classFilter } from '../../lib/scope';
import { bseEscola, bseTurma, bseUnidade, bseUsuarioTurma } from '../../db/schema';
import { searchAny } from '../../lib/search';
import { orderOf, pageResult, pageWindow, totalColumn, type PageRequest } from '../../lib/pagination';

const classColumns = {
  codBseTurma: bseTurma.codBseTurma,
  nomTurma: bseTurma.nomTurma,
  codBseUnidade: bseTurma.codBseUnidade,
  nomUnidade: bseUnidade.nomUnidade,
  codBseEscola: bseUnidade.codBseEscola,
  nomEscola: bseEscola.nomEscola,
  cstTxtPrefixoLoginEscola: bseEscola.cstTxtPrefixoLogin,
  cstTxtPrefixoLoginUnidade: bseUnidade.cstTxtPrefixoLogin,
  codUsuarioCriacao: bseTurma.codUsuarioCriacao,
};

/** The caller's classes: all (Master), the school's (Gestor), the unit's (Diretor, Coordenador), their own (Professor). */
export const classesInScope = (scope: Scope) => classFilter(scope, bseTurma.codBseTurma, bseTurma.codBseUnidade, bseUnidade.codBseEscola);

const SORTS = { nomTurma: bseTurma.nomTurma, nomUnidade: bseUnidade.nomUnidade, nomEscola: bseEscola.nomEscola };

/** §2 Classes: the list, searched over class, unit and school names and both prefixes. */
export async function listClasses(db: Tx, scope: Scope, q: PageRequest & { q?: string; sort?: string; codBseUnidade?: number }) {
  const filter = and(
    classesInScope(scope),
    q.codBseUnidade ? eq(bseTurma.codBseUnidade, q.codBseUnidade) : undefined,
    searchAny(q.q, [
      bseTurma.nomTurma,
      bseUnidade.nomUnidade,
      bseEscola.nomEscola,
      bseUnidade.cstTxtPrefixoLogin,
      bseEscola.cstTxtPrefixoLogin,
    ]),
  );
  const window = pageWindow(q);
  const rows = await db
    .select({ ...classColumns, total: totalColumn })
    .from(bseTurma)
    .innerJoin(bseUnidade, eq(bseUnidade.codBseUnidade, bseTurma.codBseUnidade))
    .innerJoin(bseEscola, eq(bseEscola.codBseEscola, bseUnidade.codBseEscola))
    .where(filter)
    .orderBy(...orderOf(q.sort, SORTS, 'nomTurma', bseTurma.codBseTurma))
    .limit(window.limit)
    .offset(window.offset);
  return pageResult(rows, q, async () => {
    const [row] = await db
      .select({ n: count() })
      .from(bseTurma)
      .innerJoin(bseUnidade, eq(bseUnidade.codBseUnidade, bseTurma.codBseUnidade))
      .innerJoin(bseEscola, eq(bseEscola.codBseEscola, bseUnidade.codBseEscola))
      .where(filter);
    return row?.n ?? 0;
  });
}

export async function findClassInScope(db: Tx, scope: Scope, id: number, lock = false): Promise<ClassDto | undefined> {
  if (!lock) {
    // The read of a class page: prepared once per kind of scope.
    const shape = scopeShape(scope);
    const statement = prepared(db, `find_class_${shape.key}`, (name) =>
      db
        .select(classColumns)
        .from(bseTurma)
        .innerJoin(bseUnidade, eq(bseUnidade.codBseUnidade, bseTurma.codBseUnidade))
        .innerJoin(bseEscola, eq(bseEscola.codBseEscola, bseUnidade.codBseEscola))
        .where(and(eq(bseTurma.codBseTurma, sql.placeholder('id')), classesInScope(shape.scope)))
        .limit(1)
        .prepare(name),
    );
    const [row] = await statement.execute({ ...shape.values, id });
    return row;
  }
  const query = db
    .select(classColumns)
    .from(bseTurma)
    .innerJoin(bseUnidade, eq(bseUnidade.codBseUnidade, bseTurma.codBseUnidade))
    .innerJoin(bseEscola, eq(bseEscola.codBseEscola, bseUnidade.codBseEscola))
    .where(and(eq(bseTurma.codBseTurma, id), classesInScope(scope)))
    .limit(1);
  const rows = await query.for('update', { of: bseTurma });
  return rows[0];
}

/** `turmasDaUnidade`: the unit's classes the caller may see, in name order. */
export async function classesOfUnit(db: Tx, scope: Scope, unitId: number): Promise<ClassOptionDto[]> {
  return db
    .select({ codBseTurma: bseTurma.codBseTurma, nomTurma: bseTurma.nomTurma, codBseUnidade: bseTurma.codBseUnidade })
    .from(bseTurma)
    .innerJoin(bseUnidade, eq(bseUnidade.codBseUnidade, bseTurma.codBseUnidade))
    .where(and(eq(bseTurma.codBseUnidade, unitId), classesInScope(scope)))
    .orderBy(asc(bseTurma.nomTurma), asc(bseTurma.codBseTurma));
}

export async function classNameTaken(tx: Tx, unitId: number, name: string, exceptId?: number): Promise<boolean> {
  const rows = await tx
    .select({ id: bseTurma.codBseTurma })
    .from(bseTurma)
    .where(
      and(
        eq(bseTurma.codBseUnidade, unitId),
        sql`lower(${bseTurma.nomTurma}) = lower(${name})`,
        exceptId ? ne(bseTurma.codBseTurma, exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertClass(tx: Tx, values: { nomTurma: string; codBseUnidade: number; codUsuarioCriacao: number }): Promise<number> {
  const [row] = await tx.insert(bseTurma).values(values).returning({ id: bseTurma.codBseTurma });
  return row!.id;
}

export async function renameClass(tx: Tx, id: number, nomTurma: string): Promise<void> {
  await tx.update(bseTurma).set({ nomTurma }).where(eq(bseTurma.codBseTurma, id));
}

export async function classHasMembers(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx
    .select({ one: sql`1` })
    .from(bseUsuarioTurma)
    .where(eq(bseUsuarioTurma.codBseTurma, id))
    .limit(1);
  return rows.length > 0;
}

export async function deleteClass(tx: Tx, id: number): Promise<void> {
  await tx.delete(bseTurma).where(eq(bseTurma.codBseTurma, id));
}
