import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { bseEscola, bseTurma, bseUnidade } from '../organisation/organisation.tables';
import { bsePerfil, bseUsuario, bseUsuarioTurma } from './users.tables';

/** The user with profile, school and unit names (the session data of 2-access §3). */
export async function findUserProfile(db: Db, userId: number) {
  const rows = await db
    .select({
      codBseUsuario: bseUsuario.codBseUsuario,
      cstLogin: bseUsuario.cstLogin,
      nomUsuario: bseUsuario.nomUsuario,
      imgAvatar: bseUsuario.imgAvatar,
      txtSenha: bseUsuario.txtSenha,
      codBsePerfil: bseUsuario.codBsePerfil,
      nomPerfil: bsePerfil.nomPerfil,
      codBseEscola: bseUsuario.codBseEscola,
      nomEscola: bseEscola.nomEscola,
      codBseUnidade: bseUsuario.codBseUnidade,
      nomUnidade: bseUnidade.nomUnidade,
    })
    .from(bseUsuario)
    .innerJoin(bsePerfil, eq(bsePerfil.codBsePerfil, bseUsuario.codBsePerfil))
    .innerJoin(bseEscola, eq(bseEscola.codBseEscola, bseUsuario.codBseEscola))
    .leftJoin(bseUnidade, eq(bseUnidade.codBseUnidade, bseUsuario.codBseUnidade))
    .where(eq(bseUsuario.codBseUsuario, userId))
    .limit(1);
  return rows[0];
}

/** The user's classes in name order. */
export function findUserClasses(db: Db, userId: number) {
  return db
    .select({
      codBseUsuarioTurma: bseUsuarioTurma.codBseUsuarioTurma,
      codBseTurma: bseUsuarioTurma.codBseTurma,
      nomTurma: bseTurma.nomTurma,
      indAtual: bseUsuarioTurma.indAtual,
    })
    .from(bseUsuarioTurma)
    .innerJoin(bseTurma, eq(bseTurma.codBseTurma, bseUsuarioTurma.codBseTurma))
    .where(eq(bseUsuarioTurma.codBseUsuario, userId))
    .orderBy(asc(bseTurma.nomTurma), asc(bseTurma.codBseTurma));
}

export async function updatePassword(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db
    .update(bseUsuario)
    .set({ txtSenha: passwordHash, numVersaoToken: sql`${bseUsuario.numVersaoToken} + 1` })
    .where(eq(bseUsuario.codBseUsuario, userId));
}

export async function updateAvatar(db: Tx, userId: number, avatarPath: string): Promise<void> {
  await db.update(bseUsuario).set({ imgAvatar: avatarPath }).where(eq(bseUsuario.codBseUsuario, userId));
}

/** Makes one of the user's classes the current one, in one statement (no moment with two or none). */
export async function setCurrentClass(db: Db, userId: number, classId: number): Promise<boolean> {
  const rows = await db
    .update(bseUsuarioTurma)
    .set({ indAtual: sql`case when ${bseUsuarioTurma.codBseTurma} = ${classId} then 'S' else 'N' end` })
    .where(
      and(
        eq(bseUsuarioTurma.codBseUsuario, userId),
        sql`exists (select 1 from ${bseUsuarioTurma} mine where mine.cod_bse_usuario = ${userId} and mine.cod_bse_turma = ${classId})`,
      ),
    )
    .returning({ id: bseUsuarioTurma.codBseUsuarioTurma });
  return rows.length > 0;
}
