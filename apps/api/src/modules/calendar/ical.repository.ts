import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { bseUsuario, cldCalendarioToken } from '../../db/schema';
import { type Viewer, viewerOfSession } from '../../lib/viewer';

/** The user's iCal token, if they have one. */
export async function tokenOf(db: Tx, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ token: cldCalendarioToken.cstToken })
    .from(cldCalendarioToken)
    .where(eq(cldCalendarioToken.codBseUsuario, userId));
  return row?.token;
}

/** Stores a new token for the user, replacing the old one (whose address then stops answering). */
export async function storeToken(db: Tx, userId: number, token: string): Promise<void> {
  await db
    .insert(cldCalendarioToken)
    .values({ codBseUsuario: userId, cstToken: token })
    .onConflictDoUpdate({ target: cldCalendarioToken.codBseUsuario, set: { cstToken: token, datCriacao: sql`now()` } });
}

/** The active user a token belongs to, as a viewer of the calendar. */
export async function viewerOfToken(db: Tx, token: string): Promise<Viewer | undefined> {
  const [row] = await db
    .select({
      codBseUsuario: bseUsuario.codBseUsuario,
      codBsePerfil: bseUsuario.codBsePerfil,
      codBseEscola: bseUsuario.codBseEscola,
      codBseUnidade: bseUsuario.codBseUnidade,
    })
    .from(cldCalendarioToken)
    .innerJoin(bseUsuario, eq(bseUsuario.codBseUsuario, cldCalendarioToken.codBseUsuario))
    .where(and(eq(cldCalendarioToken.cstToken, token), eq(bseUsuario.indAtivo, 'S')));
  return row && viewerOfSession(row);
}
