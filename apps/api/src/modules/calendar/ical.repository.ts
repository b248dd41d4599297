import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../lib/sql';
import type { Viewer } from '../../lib/viewer';

/** The user's iCal token, if they have one. */
export async function tokenOf(db: Tx, userId: number): Promise<string | undefined> {
  const [row] = await rowsOf<{ token: string }>(
    db,
    sql`select cst_token as token from cld_calendario_token where cod_bse_usuario = ${userId}`,
  );
  return row?.token;
}

/** Stores a new token for the user, replacing the old one (whose address then stops answering). */
export async function storeToken(db: Tx, userId: number, token: string): Promise<void> {
  await db.execute(sql`insert into cld_calendario_token (cod_bse_usuario, cst_token) values (${userId}, ${token})
    on conflict (cod_bse_usuario) do update set cst_token = excluded.cst_token, dat_criacao = now()`);
}

/** The active user a token belongs to, as a viewer of the calendar. */
export async function viewerOfToken(db: Tx, token: string): Promise<Viewer | undefined> {
  const [row] = await rowsOf<Viewer>(
    db,
    sql`select u.cod_bse_usuario as "userId", u.cod_bse_perfil as profile, u.cod_bse_escola as "codBseEscola", u.cod_bse_unidade as "codBseUnidade"
      from cld_calendario_token k join bse_usuario u on u.cod_bse_usuario = k.cod_bse_usuario
      where k.cst_token = ${token} and u.ind_ativo = 'S'`,
  );
  return row;
}
