import { and, desc, eq, gt, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { prepared } from '../../lib/prepared';
import { bseAcesso, bsePerfil, bseTentativa, bseTokenRevogado, bseUsuario } from '../../db/schema';

export type NewAccess = typeof bseAcesso.$inferInsert;

const sessionUserQuery = (db: Db) =>
  db
    .select({
      codBseUsuario: bseUsuario.codBseUsuario,
      codBsePerfil: bseUsuario.codBsePerfil,
      codBseEscola: bseUsuario.codBseEscola,
      codBseUnidade: bseUsuario.codBseUnidade,
      indAtivo: bseUsuario.indAtivo,
      numVersaoToken: bseUsuario.numVersaoToken,
      indAcessoPortal: bsePerfil.indAcessoPortal,
      revoked: sql<boolean>`exists (select 1 from ${bseTokenRevogado} where ${bseTokenRevogado.cstSessao} = ${sql.placeholder('sessionId')})`,
    })
    .from(bseUsuario)
    .innerJoin(bsePerfil, eq(bsePerfil.codBsePerfil, bseUsuario.codBsePerfil))
    .where(eq(bseUsuario.codBseUsuario, sql.placeholder('userId')))
    .limit(1);

/** The user behind a token, with whether that token was revoked: one round trip, when the session cache misses. */
export async function findSessionUser(db: Db, userId: number, sessionId: string) {
  const query = prepared(db, 'find_session_user', (name) => sessionUserQuery(db).prepare(name));
  const rows = await query.execute({ userId, sessionId });
  return rows[0];
}

export async function findUserForLogin(db: Db, login: string) {
  const rows = await db
    .select({
      codBseUsuario: bseUsuario.codBseUsuario,
      txtSenha: bseUsuario.txtSenha,
      indAtivo: bseUsuario.indAtivo,
      numVersaoToken: bseUsuario.numVersaoToken,
      indAcessoPortal: bsePerfil.indAcessoPortal,
    })
    .from(bseUsuario)
    .innerJoin(bsePerfil, eq(bsePerfil.codBsePerfil, bseUsuario.codBsePerfil))
    .where(eq(bseUsuario.cstLogin, login))
    .limit(1);
  return rows[0];
}

/** `now() - N minutes` in SQL: the start of the window still running. */
const windowStart = (minutes: number) => sql`now() - make_interval(mins => ${minutes}::int)`;

/**
 * One more attempt of `key`, counted in ONE statement before the password is checked: the row is
 * created, bumped, or (when its window is over) restarted at 1, and the new count is answered.
 * Concurrent callers each get their own number, on any number of server processes.
 */
export async function bumpAttempts(db: Db, key: string, windowMinutes: number): Promise<number> {
  const expired = sql`${bseTentativa.datInicio} <= ${windowStart(windowMinutes)}`;
  const rows = await db
    .insert(bseTentativa)
    .values({ txtChave: key, qtdTentativas: 1 })
    .onConflictDoUpdate({
      target: bseTentativa.txtChave,
      set: {
        qtdTentativas: sql`case when ${expired} then 1 else ${bseTentativa.qtdTentativas} + 1 end`,
        datInicio: sql`case when ${expired} then now() else ${bseTentativa.datInicio} end`,
      },
    })
    .returning({ n: bseTentativa.qtdTentativas });
  return rows[0]?.n ?? 1;
}

/** Forgets the attempts of these keys (a right password, an unlock) and prunes windows long over. */
export async function clearAttempts(db: Tx, keys: string[], windowMinutes: number): Promise<void> {
  await db.delete(bseTentativa).where(or(inArray(bseTentativa.txtChave, keys), lt(bseTentativa.datInicio, windowStart(windowMinutes))));
}

/** Whether `key` has used up its attempts in the running window. */
export async function isLocked(db: Db, key: string, maxAttempts: number, windowMinutes: number): Promise<boolean> {
  const rows = await db
    .select({ n: bseTentativa.qtdTentativas })
    .from(bseTentativa)
    .where(
      and(
        eq(bseTentativa.txtChave, key),
        gte(bseTentativa.qtdTentativas, maxAttempts),
        gt(bseTentativa.datInicio, windowStart(windowMinutes)),
      ),
    );
  return rows.length > 0;
}

/** The login of a user, for notes of the access log. */
export async function findLoginOf(db: Db, userId: number): Promise<string | undefined> {
  const rows = await db.select({ cstLogin: bseUsuario.cstLogin }).from(bseUsuario).where(eq(bseUsuario.codBseUsuario, userId)).limit(1);
  return rows[0]?.cstLogin;
}

export async function insertAccess(db: Tx, entry: NewAccess): Promise<void> {
  await db.insert(bseAcesso).values(entry);
}

/** Adds the web's own details to the entry of the sign-in that issued this session. */
export async function completeAccessOfSession(
  db: Db,
  sessionId: string,
  details: Pick<NewAccess, 'nomSo' | 'txtVersaoSo' | 'nomNavegador' | 'txtVersaoNavegador' | 'txtObservacao'>,
): Promise<boolean> {
  const latest = db
    .select({ id: bseAcesso.codBseAcesso })
    .from(bseAcesso)
    .where(eq(bseAcesso.cstSessao, sessionId))
    .orderBy(desc(bseAcesso.datAcesso))
    .limit(1);
  const updated = await db
    .update(bseAcesso)
    .set(details)
    .where(sql`${bseAcesso.codBseAcesso} = (${latest})`)
    .returning({ id: bseAcesso.codBseAcesso });
  return updated.length > 0;
}

export async function revokeSession(db: Db, sessionId: string, expiresAt: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(bseTokenRevogado).values({ cstSessao: sessionId, datExpira: expiresAt }).onConflictDoNothing();
    await tx.delete(bseTokenRevogado).where(lt(bseTokenRevogado.datExpira, new Date()));
  });
}
