import type { UserSort } from '@portal/shared/users';
import { type SQL, and, asc, eq, gte, inArray, ne, notExists, notInArray, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { orderOf, pageWindow } from '../../lib/pagination';
import { prepared, scopeShape } from '../../lib/prepared';
import { type Scope, unitFilter } from '../../lib/scope';
import { searchKeyContains } from '../../lib/search';
import { bseEscola, bsePerfil, bseTurma, bseUnidade, bseUsuario, bseUsuarioContagem, bseUsuarioTurma } from '../../db/schema';
import { classesOfUser, searchUserPage } from './user.search';

/** Users inside the caller's scope (network, school, unit: DECISIONS.md). */
export function usersInScope(scope: Scope): SQL | undefined {
  return unitFilter(scope, bseUsuario.codBseUnidade, bseUsuario.codBseEscola);
}

/**
 * The users a caller may see and change: inside their scope and of a profile they may create
 * (`p <= codPerfilCriacao`); for queries that join `bse_perfil`.
 */
export function visibleUsers(scope: Scope, callerProfile: number): SQL | undefined {
  return and(usersInScope(scope), gte(bsePerfil.codPerfilCriacao, callerProfile));
}

const SORT_COLUMNS: Record<string, AnyPgColumn> = {
  nomUsuario: bseUsuario.nomUsuario,
  cstLogin: bseUsuario.cstLogin,
  nomEscola: bseEscola.nomEscola,
  nomUnidade: bseUnidade.nomUnidade,
};

export interface ListFilter {
  /** One profile tab; absent (the documents' call): every profile the caller may see. */
  codBsePerfil?: number | undefined;
  codBseTurma?: number;
  q?: string;
  sort: UserSort;
  page: number;
  pageSize: number;
}

/**
 * One page of one profile tab, and the total, with the search and the sort done by the database.
 * The rule of who sees whom is the WHERE (`visibleUsers`: the caller's scope, and a profile they may
 * create), so a tab the caller may not see answers empty with a total of 0 without a lookup first.
 * Without a search the total comes from the trigger-kept counts.
 */
export async function listUsers(db: Tx, scope: Scope, callerProfile: number, filter: ListFilter) {
  if (!filter.q && !filter.codBseTurma) return listUsersOfProfile(db, scope, callerProfile, filter);
  const where = and(
    visibleUsers(scope, callerProfile),
    filter.codBsePerfil === undefined ? undefined : eq(bseUsuario.codBsePerfil, filter.codBsePerfil),
    // Name or login contains `q`, accents and case ignored: the search column's trigram index.
    searchKeyContains(bseUsuario.txtBusca, filter.q),
    filter.codBseTurma
      ? sql`exists (select 1 from ${bseUsuarioTurma} where ${bseUsuarioTurma.codBseUsuario} = ${bseUsuario.codBseUsuario} and ${bseUsuarioTurma.codBseTurma} = ${filter.codBseTurma})`
      : undefined,
  );
  return searchUserPage(db, where, filter.sort, pageWindow(filter));
}

const userPageQuery = (db: Tx, where: SQL | undefined, sort: UserSort, total: SQL<string | null>) =>
  db
    .select({
      total,
      codBseUsuario: bseUsuario.codBseUsuario,
      cstLogin: bseUsuario.cstLogin,
      nomUsuario: bseUsuario.nomUsuario,
      imgAvatar: bseUsuario.imgAvatar,
      codBsePerfil: bseUsuario.codBsePerfil,
      nomPerfil: bsePerfil.nomPerfil,
      codBseEscola: bseUsuario.codBseEscola,
      nomEscola: bseEscola.nomEscola,
      cstTxtPrefixoLoginEscola: sql<string>`${bseEscola.cstTxtPrefixoLogin}`,
      codBseUnidade: bseUsuario.codBseUnidade,
      nomUnidade: bseUnidade.nomUnidade,
      cstTxtPrefixoLoginUnidade: sql<string | null>`${bseUnidade.cstTxtPrefixoLogin}`,
      turmas: classesOfUser,
      indAtivo: sql<'S' | 'N'>`${bseUsuario.indAtivo}`,
    })
    .from(bseUsuario)
    .innerJoin(bsePerfil, eq(bsePerfil.codBsePerfil, bseUsuario.codBsePerfil))
    .innerJoin(bseEscola, eq(bseEscola.codBseEscola, bseUsuario.codBseEscola))
    .leftJoin(bseUnidade, eq(bseUnidade.codBseUnidade, bseUsuario.codBseUnidade))
    .where(where)
    .orderBy(...orderOf(sort, SORT_COLUMNS, 'nomUsuario', bseUsuario.codBseUsuario));

/**
 * A profile tab without a search or a class (the screen's first answer): one statement prepared once
 * per kind of scope and sort, the page with its total beside each row, summed from the trigger-kept
 * counts (no scan of bse_usuario). Only a page past the end asks the total apart.
 */
async function listUsersOfProfile(db: Tx, scope: Scope, callerProfile: number, filter: ListFilter) {
  const shape = scopeShape(scope);
  const sortKey = filter.sort.replace('-', 'desc_');
  // Without a profile (the documents' call): every profile the caller may create, its own statements.
  const every = filter.codBsePerfil === undefined;
  const kind = every ? `all_${shape.key}` : shape.key;
  const counted = prepared(db, `user_count_${kind}`, (name) => keptCount(db, shape.scope, every).prepare(name));
  const page = prepared(db, `user_page_total_${kind}_${sortKey}`, (name) =>
    userPageQuery(
      db,
      and(
        visibleUsers(shape.scope, placeholderNumber('caller')),
        every ? undefined : eq(bseUsuario.codBsePerfil, sql.placeholder('profile')),
      ),
      filter.sort,
      sql<string | null>`(${keptCount(db, shape.scope, every)})`,
    )
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
  );
  const window = pageWindow(filter);
  const values = { ...shape.values, ...(every ? {} : { profile: filter.codBsePerfil }), caller: callerProfile };
  const rows = await page.execute({ ...values, limit: window.limit, offset: window.offset });
  const total = rows[0] ? rows[0].total : filter.page > 1 ? (await counted.execute(values))[0]?.n : null;
  return { items: rows.map(({ total: _total, ...item }) => item), total: Number(total ?? 0) };
}

/** A number of a prepared statement's values (`eq(column, placeholder)` is valid SQL). */
const placeholderNumber = (name: string) => sql.placeholder(name) as unknown as number;

/**
 * The users of the profile (placeholder `profile`) in the scope, summed from the trigger-kept counts;
 * none unless the caller (placeholder `caller`) may create that profile. `every`: of each profile the
 * caller may create (no `profile` placeholder).
 */
const keptCount = (db: Tx, scope: Scope, every = false) =>
  db
    .select({ n: sql<string | null>`sum(${bseUsuarioContagem.numUsuarios})` })
    .from(bseUsuarioContagem)
    .where(
      and(
        every ? undefined : eq(bseUsuarioContagem.codBsePerfil, sql.placeholder('profile')),
        unitFilter(scope, bseUsuarioContagem.codBseUnidade, bseUsuarioContagem.codBseEscola),
        every
          ? sql`exists (select 1 from ${bsePerfil} where ${bsePerfil.codBsePerfil} = ${bseUsuarioContagem.codBsePerfil} and ${bsePerfil.codPerfilCriacao} >= ${sql.placeholder('caller')})`
          : sql`exists (select 1 from ${bsePerfil} where ${bsePerfil.codBsePerfil} = ${sql.placeholder('profile')} and ${bsePerfil.codPerfilCriacao} >= ${sql.placeholder('caller')})`,
      ),
    );

/** One user the caller may see, as the form edits it; undefined when outside their reach. */
export async function findVisibleUser(db: Tx, visible: SQL | undefined, userId: number) {
  const rows = await db
    .select({
      codBseUsuario: bseUsuario.codBseUsuario,
      cstLogin: bseUsuario.cstLogin,
      nomUsuario: bseUsuario.nomUsuario,
      imgAvatar: bseUsuario.imgAvatar,
      codBsePerfil: bseUsuario.codBsePerfil,
      nomPerfil: bsePerfil.nomPerfil,
      codBseEscola: bseUsuario.codBseEscola,
      nomEscola: bseEscola.nomEscola,
      cstTxtPrefixoLoginEscola: sql<string>`${bseEscola.cstTxtPrefixoLogin}`,
      codBseUnidade: bseUsuario.codBseUnidade,
      nomUnidade: bseUnidade.nomUnidade,
      cstTxtPrefixoLoginUnidade: sql<string | null>`${bseUnidade.cstTxtPrefixoLogin}`,
      indAtivo: sql<'S' | 'N'>`${bseUsuario.indAtivo}`,
      turmas: classesOfUser,
    })
    .from(bseUsuario)
    .innerJoin(bsePerfil, eq(bsePerfil.codBsePerfil, bseUsuario.codBsePerfil))
    .innerJoin(bseEscola, eq(bseEscola.codBseEscola, bseUsuario.codBseEscola))
    .leftJoin(bseUnidade, eq(bseUnidade.codBseUnidade, bseUsuario.codBseUnidade))
    .where(and(eq(bseUsuario.codBseUsuario, userId), visible))
    .limit(1);
  return rows[0];
}

export async function findProfile(db: Tx, code: number) {
  const statement = prepared(db, 'find_profile', (name) =>
    db
      .select()
      .from(bsePerfil)
      .where(eq(bsePerfil.codBsePerfil, sql.placeholder('code')))
      .limit(1)
      .prepare(name),
  );
  const rows = await statement.execute({ code });
  return rows[0];
}

export async function allProfiles(db: Tx) {
  return db.select().from(bsePerfil).orderBy(asc(bsePerfil.codBsePerfil));
}

export async function findSchool(db: Tx, schoolId: number) {
  const rows = await db
    .select({ codBseEscola: bseEscola.codBseEscola, prefix: sql<string>`${bseEscola.cstTxtPrefixoLogin}` })
    .from(bseEscola)
    .where(eq(bseEscola.codBseEscola, schoolId))
    .limit(1);
  return rows[0];
}

/** The login prefix of a unit (2 letters), or undefined. */
export async function findUnitPrefix(db: Tx, unitId: number): Promise<string | undefined> {
  const rows = await db
    .select({ prefix: sql<string>`${bseUnidade.cstTxtPrefixoLogin}` })
    .from(bseUnidade)
    .where(eq(bseUnidade.codBseUnidade, unitId))
    .limit(1);
  return rows[0]?.prefix;
}

export async function findUnit(db: Tx, unitId: number) {
  const rows = await db
    .select({ codBseUnidade: bseUnidade.codBseUnidade, codBseEscola: bseUnidade.codBseEscola })
    .from(bseUnidade)
    .where(eq(bseUnidade.codBseUnidade, unitId))
    .limit(1);
  return rows[0];
}

/** Classes by id with their unit and school, and the two login prefixes. */
export async function findClasses(db: Tx, classIds: number[]) {
  if (classIds.length === 0) return [];
  return db
    .select({
      codBseTurma: bseTurma.codBseTurma,
      nomTurma: bseTurma.nomTurma,
      codBseUnidade: bseTurma.codBseUnidade,
      codBseEscola: bseUnidade.codBseEscola,
      schoolPrefix: sql<string>`${bseEscola.cstTxtPrefixoLogin}`,
      unitPrefix: sql<string>`${bseUnidade.cstTxtPrefixoLogin}`,
    })
    .from(bseTurma)
    .innerJoin(bseUnidade, eq(bseUnidade.codBseUnidade, bseTurma.codBseUnidade))
    .innerJoin(bseEscola, eq(bseEscola.codBseEscola, bseUnidade.codBseEscola))
    .where(inArray(bseTurma.codBseTurma, classIds));
}

/**
 * Logins are created one writer at a time: the check that a login is free and the insert happen
 * under this transaction-level lock, so two creators never take the same login or sequence.
 */
export async function lockLogins(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(7301, 1)`);
}

export async function loginTaken(db: Tx, login: string, exceptUserId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: bseUsuario.codBseUsuario })
    .from(bseUsuario)
    .where(and(eq(bseUsuario.cstLogin, login), exceptUserId ? ne(bseUsuario.codBseUsuario, exceptUserId) : undefined))
    .limit(1);
  return rows.length > 0;
}

/** Which of these logins exist already. */
export async function takenLogins(db: Tx, logins: string[]): Promise<Set<string>> {
  if (logins.length === 0) return new Set();
  const rows = await db.select({ login: bseUsuario.cstLogin }).from(bseUsuario).where(inArray(bseUsuario.cstLogin, logins));
  return new Set(rows.map((r) => r.login));
}

/** The sequence numbers in use for a prefix (`AUCE-0001` -> 1): the highest, or all of them. */
export async function highestSequence(db: Tx, prefix: string): Promise<number> {
  const rows = await db
    .select({ n: sql<number | null>`max(substring(${bseUsuario.cstLogin} from 6)::int)` })
    .from(bseUsuario)
    .where(sequenceOf(prefix));
  return Number(rows[0]?.n ?? 0);
}

export async function usedSequences(db: Tx, prefix: string): Promise<Set<number>> {
  const rows = await db
    .select({ n: sql<number>`substring(${bseUsuario.cstLogin} from 6)::int` })
    .from(bseUsuario)
    .where(sequenceOf(prefix));
  return new Set(rows.map((r) => Number(r.n)));
}

/** Logins `PREF-dddd`: a range the unique index serves, then the exact shape. */
function sequenceOf(prefix: string): SQL {
  return sql`${bseUsuario.cstLogin} between ${`${prefix}-0000`} and ${`${prefix}-9999`} and ${bseUsuario.cstLogin} ~ ${`^${prefix}-[0-9]{4}$`}`;
}

export type NewUser = typeof bseUsuario.$inferInsert;

/** Inserts the users in one statement; answers each login's new id. */
export async function insertUsers(tx: Tx, users: NewUser[]): Promise<Map<string, number>> {
  const rows = await tx.insert(bseUsuario).values(users).returning({ id: bseUsuario.codBseUsuario, login: bseUsuario.cstLogin });
  return new Map(rows.map((r) => [r.login, r.id]));
}

export async function updateUser(tx: Tx, userId: number, values: Partial<NewUser>, passwordChanged: boolean): Promise<void> {
  await tx
    .update(bseUsuario)
    .set(passwordChanged ? { ...values, numVersaoToken: sql`${bseUsuario.numVersaoToken} + 1` } : values)
    .where(eq(bseUsuario.codBseUsuario, userId));
}

/**
 * The user's classes become exactly `classIds`; links that stay keep their current flag, and when
 * none is current the first class becomes the current one.
 */
export async function replaceClasses(tx: Tx, userId: number, classIds: number[]): Promise<void> {
  await tx
    .delete(bseUsuarioTurma)
    .where(and(eq(bseUsuarioTurma.codBseUsuario, userId), classIds.length ? notInArray(bseUsuarioTurma.codBseTurma, classIds) : undefined));
  if (classIds.length === 0) return;
  await tx
    .insert(bseUsuarioTurma)
    .values(classIds.map((codBseTurma) => ({ codBseUsuario: userId, codBseTurma, indAtual: 'N' })))
    .onConflictDoNothing();
  const current = alias(bseUsuarioTurma, 'c');
  await tx
    .update(bseUsuarioTurma)
    .set({ indAtual: 'S' })
    .where(
      and(
        eq(bseUsuarioTurma.codBseUsuario, userId),
        eq(bseUsuarioTurma.codBseTurma, classIds[0]!),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(current)
            .where(and(eq(current.codBseUsuario, userId), eq(current.indAtual, 'S'))),
        ),
      ),
    );
}

/** New users' class links (bulk): each user's one class, current. */
export async function insertClassLinks(tx: Tx, links: { codBseUsuario: number; codBseTurma: number }[]): Promise<void> {
  if (links.length === 0) return;
  await tx.insert(bseUsuarioTurma).values(links.map((link) => ({ ...link, indAtual: 'S' })));
}

export async function deleteUser(tx: Tx, userId: number): Promise<void> {
  await tx.delete(bseUsuario).where(eq(bseUsuario.codBseUsuario, userId));
}

/** Deactivating also bumps the token version: every session of the user ends at once. */
export async function setActive(db: Tx, userId: number, active: boolean): Promise<void> {
  await db
    .update(bseUsuario)
    .set(active ? { indAtivo: 'S' } : { indAtivo: 'N', numVersaoToken: sql`${bseUsuario.numVersaoToken} + 1` })
    .where(eq(bseUsuario.codBseUsuario, userId));
}
