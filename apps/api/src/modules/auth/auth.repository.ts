import { desc, eq, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { bseAcesso, bsePerfil, bseTokenRevogado, bseUsuario } from '../../db/schema';

export type NewAccess = typeof bseAcesso.$inferInsert;

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
