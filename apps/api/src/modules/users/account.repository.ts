import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { prepared } from '../../lib/prepared';
import { bseEscola, bsePerfil, bseTurma, bseUnidade, bseUsuario, bseUsuarioTurma } from '../../db/schema';

export interface ClassRow {
  codBseUsuarioTurma: number;
  codBseTurma: number;
  nomTurma: string;
  indAtual: 'S' | 'N';
}

/**
 * The session data of 2-access §3 in one round trip: the user with profile, school and unit
 * names, and their classes (name order) aggregated in the same statement.
 */
export async function findAccount(db: Db, userId: number) {
  const rows = await prepared(db, 'find_account', (name) => accountQuery(db).prepare(name)).execute({ userId });
  return rows[0];
}

const accountQuery = (db: Db) =>
  db
    .select({
      codBseUsuario: bseUsuario.codBseUsuario,
      cstLogin: bseUsuario.cstLogin,
      nomUsuario: bseUsuario.nomUsuario,
      imgAvatar: bseUsuario.imgAvatar,
      codBsePerfil: bseUsuario.codBsePerfil,
      nomPerfil: bsePerfil.nomPerfil,
      codBseEscola: bseUsuario.codBseEscola,
      nomEscola: bseEscola.nomEscola,
      codBseUnidade: bseUsuario.codBseUnidade,
      nomUnidade: bseUnidade.nomUnidade,
      turmas: sql<ClassRow[]>`coalesce((
        select json_agg(json_build_object(
          'codBseUsuarioTurma', ut.cod_bse_usuario_turma, 'codBseTurma', t.cod_bse_turma,
          'nomTurma', t.nom_turma, 'indAtual', ut.ind_atual) order by t.nom_turma, t.cod_bse_turma)
        from ${bseUsuarioTurma} ut join ${bseTurma} t on t.cod_bse_turma = ut.cod_bse_turma
        where ut.cod_bse_usuario = ${bseUsuario.codBseUsuario}), '[]'::json)`,
    })
    .from(bseUsuario)
    .innerJoin(bsePerfil, eq(bsePerfil.codBsePerfil, bseUsuario.codBsePerfil))
    .innerJoin(bseEscola, eq(bseEscola.codBseEscola, bseUsuario.codBseEscola))
    .leftJoin(bseUnidade, eq(bseUnidade.codBseUnidade, bseUsuario.codBseUnidade))
    .where(eq(bseUsuario.codBseUsuario, sql.placeholder('userId')))
    .limit(1);

/** What own settings need to check and replace: the password hash and the avatar file. */
export async function findUserSecrets(db: Db, userId: number) {
  const rows = await db
    .select({ txtSenha: bseUsuario.txtSenha, imgAvatar: bseUsuario.imgAvatar })
    .from(bseUsuario)
    .where(eq(bseUsuario.codBseUsuario, userId))
    .limit(1);
  return rows[0];
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

/**
 * Makes one of the user's classes the current one, in one transaction (no moment with two or none
 * for anyone else). The old flag is cleared before the new one is set: the partial unique index
 * `bse_usuario_turma_atual_uq` allows one current class per user at every statement.
 */
export async function setCurrentClass(db: Db, userId: number, classId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    // The user's row is locked first, so two switches at once run one after the other (locking only
    // the links let two switches take them in different orders and deadlock). NO KEY UPDATE leaves
    // the foreign-key checks of other tables (sessions, access log) free.
    await tx.select({ id: bseUsuario.codBseUsuario }).from(bseUsuario).where(eq(bseUsuario.codBseUsuario, userId)).for('no key update');
    const links = await tx
      .select({ id: bseUsuarioTurma.codBseUsuarioTurma, codBseTurma: bseUsuarioTurma.codBseTurma })
      .from(bseUsuarioTurma)
      .where(eq(bseUsuarioTurma.codBseUsuario, userId))
      .for('update');
    const mine = links.find((link) => link.codBseTurma === classId);
    if (!mine) return false;
    await tx
      .update(bseUsuarioTurma)
      .set({ indAtual: 'N' })
      .where(and(eq(bseUsuarioTurma.codBseUsuario, userId), eq(bseUsuarioTurma.indAtual, 'S'), ne(bseUsuarioTurma.codBseTurma, classId)));
    await tx.update(bseUsuarioTurma).set({ indAtual: 'S' }).where(eq(bseUsuarioTurma.codBseUsuarioTurma, mine.id));
    return true;
  });
}
