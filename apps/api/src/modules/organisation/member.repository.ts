import type { UserClassLinkDto } from '@portal/shared/organisation';
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { type Scope, unitFilter } from '../../lib/scope';
import { bsePerfil, bseTurma, bseUnidade, bseUsuario, bseUsuarioTurma } from '../../db/schema';
import { searchKeyContains } from '../../lib/search';
import { orderOf, pageResult, pageWindow, totalColumn, type PageRequest } from '../../lib/pagination';

const memberColumns = {
  codBseUsuario: bseUsuario.codBseUsuario,
  nomUsuario: bseUsuario.nomUsuario,
  cstLogin: bseUsuario.cstLogin,
  codBsePerfil: bseUsuario.codBsePerfil,
  nomPerfil: bsePerfil.nomPerfil,
  indAtivo: sql<'S' | 'N'>`${bseUsuario.indAtivo}`,
};

const SORTS = { nomUsuario: bseUsuario.nomUsuario, cstLogin: bseUsuario.cstLogin };

export interface MemberQuery extends PageRequest {
  q?: string;
  sort?: string;
  codBsePerfil?: number;
}

/** Users matching `where` (a unit's, or a class's), one page of them. */
async function members(db: Tx, where: SQL, q: MemberQuery) {
  const filter = and(
    where,
    q.codBsePerfil ? eq(bseUsuario.codBsePerfil, q.codBsePerfil) : undefined,
    // Name or login, over the users' search column and its trigram index.
    searchKeyContains(bseUsuario.txtBusca, q.q),
  );
  const window = pageWindow(q);
  const rows = await db
    .select({ ...memberColumns, total: totalColumn })
    .from(bseUsuario)
    .innerJoin(bsePerfil, eq(bsePerfil.codBsePerfil, bseUsuario.codBsePerfil))
    .where(filter)
    .orderBy(...orderOf(q.sort, SORTS, 'nomUsuario', bseUsuario.codBseUsuario))
    .limit(window.limit)
    .offset(window.offset);
  return pageResult(rows, q, async () => {
    const [row] = await db.select({ n: count() }).from(bseUsuario).where(filter);
    return row?.n ?? 0;
  });
}

/** `usuariosDaUnidade`: the unit's users. */
export function membersOfUnit(db: Tx, unitId: number, q: MemberQuery) {
  return members(db, eq(bseUsuario.codBseUnidade, unitId), q);
}

/** `usuariosDaTurma`: the class's users (teachers and students; `codBsePerfil` narrows). */
export function membersOfClass(db: Tx, classId: number, q: MemberQuery) {
  return members(
    db,
    inArray(
      bseUsuario.codBseUsuario,
      db.select({ id: bseUsuarioTurma.codBseUsuario }).from(bseUsuarioTurma).where(eq(bseUsuarioTurma.codBseTurma, classId)),
    ),
    q,
  );
}

/** A user the caller may see: anyone (Master), their school's (Gestor), their unit's (Diretor, Coordenador). */
export async function userInScope(db: Tx, scope: Scope, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: bseUsuario.codBseUsuario })
    .from(bseUsuario)
    .where(and(eq(bseUsuario.codBseUsuario, userId), unitFilter(scope, bseUsuario.codBseUnidade, bseUsuario.codBseEscola)))
    .limit(1);
  return rows.length > 0;
}

/** `carregarTurmasDoUsuario`: one user's classes, in name order. */
export async function classesOfUser(db: Tx, userId: number): Promise<UserClassLinkDto[]> {
  return db
    .select({
      codBseUsuarioTurma: bseUsuarioTurma.codBseUsuarioTurma,
      codBseTurma: bseTurma.codBseTurma,
      nomTurma: bseTurma.nomTurma,
      codBseUnidade: bseTurma.codBseUnidade,
      nomUnidade: bseUnidade.nomUnidade,
      indAtual: sql<'S' | 'N'>`${bseUsuarioTurma.indAtual}`,
    })
    .from(bseUsuarioTurma)
    .innerJoin(bseTurma, eq(bseTurma.codBseTurma, bseUsuarioTurma.codBseTurma))
    .innerJoin(bseUnidade, eq(bseUnidade.codBseUnidade, bseTurma.codBseUnidade))
    .where(eq(bseUsuarioTurma.codBseUsuario, userId))
    .orderBy(asc(bseTurma.nomTurma), asc(bseTurma.codBseTurma));
}

export async function findMembership(tx: Tx, classId: number, userId: number) {
  const rows = await tx
    .select({ id: bseUsuarioTurma.codBseUsuarioTurma, codBsePerfil: bseUsuario.codBsePerfil })
    .from(bseUsuarioTurma)
    .innerJoin(bseUsuario, eq(bseUsuario.codBseUsuario, bseUsuarioTurma.codBseUsuario))
    .where(and(eq(bseUsuarioTurma.codBseTurma, classId), eq(bseUsuarioTurma.codBseUsuario, userId)))
    .for('update', { of: bseUsuarioTurma })
    .limit(1);
  return rows[0];
}

export async function deleteMembership(tx: Tx, id: number): Promise<void> {
  await tx.delete(bseUsuarioTurma).where(eq(bseUsuarioTurma.codBseUsuarioTurma, id));
}
