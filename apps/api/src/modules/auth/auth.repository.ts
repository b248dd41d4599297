import { and, count, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { bsePerfil, bseUsuario } from '../users/users.tables';
import { bseAcesso, bseTokenRevogado } from './auth.tables';

export type NewAccess = typeof bseAcesso.$inferInsert;

/** The user behind a token, with whether that token was revoked: one round trip per request. */
export async function findSessionUser(db: Db, userId: number, sessionId: string) {
  const rows = await db
    .select({
      codBseUsuario: bseUsuario.codBseUsuario,
      codBsePerfil: bseUsuario.codBsePerfil,
      codBseEscola: bseUsuario.codBseEscola,
      codBseUnidade: bseUsuario.codBseUnidade,
      indAtivo: bseUsuario.indAtivo,
      numVersaoToken: bseUsuario.numVersaoToken,
      indAcessoPortal: bsePerfil.indAcessoPortal,
      revoked: sql<boolean>`exists (select 1 from ${bseTokenRevogado} where ${bseTokenRevogado.cstSessao} = ${sessionId})`,
    })
    .from(bseUsuario)
    .innerJoin(bsePerfil, eq(bsePerfil.codBsePerfil, bseUsuario.codBsePerfil))
    .where(eq(bseUsuario.codBseUsuario, userId))
    .limit(1);
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

/** Failed attempts of a login since `since` and after its last success. */
export async function countRecentFailures(db: Db, login: string, since: Date): Promise<number> {
  const lastSuccess = db
    .select({ at: sql`max(${bseAcesso.datAcesso})` })
    .from(bseAcesso)
    .where(and(eq(bseAcesso.cstLogin, login), eq(bseAcesso.indSucesso, 'S')));
  const rows = await db
    .select({ n: count() })
    .from(bseAcesso)
    .where(
      and(
        eq(bseAcesso.cstLogin, login),
        eq(bseAcesso.indSucesso, 'N'),
        gt(bseAcesso.datAcesso, since),
        sql`${bseAcesso.datAcesso} > coalesce((${lastSuccess}), '-infinity'::timestamptz)`,
      ),
    );
  return rows[0]?.n ?? 0;
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
