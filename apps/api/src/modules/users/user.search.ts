import type { UserSort } from '@portal/shared/users';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { PageWindow } from '../../lib/pagination';
import { rowsOf } from '../../lib/sql';
import { bseEscola, bsePerfil, bseTurma, bseUnidade, bseUsuario, bseUsuarioTurma } from '../../db/schema';

/** What one sort key reads: the column, and the join it needs inside the matches. */
const SORT_KEYS: Record<string, { key: SQL; join?: SQL }> = {
  nomUsuario: { key: sql`${bseUsuario.nomUsuario}` },
  cstLogin: { key: sql`${bseUsuario.cstLogin}` },
  nomEscola: { key: sql`${bseEscola.nomEscola}`, join: sql`join ${bseEscola} on ${bseEscola.codBseEscola} = ${bseUsuario.codBseEscola}` },
  nomUnidade: {
    key: sql`${bseUnidade.nomUnidade}`,
    join: sql`left join ${bseUnidade} on ${bseUnidade.codBseUnidade} = ${bseUsuario.codBseUnidade}`,
  },
};

export interface UserListRow {
  codBseUsuario: number;
  cstLogin: string;
  nomUsuario: string;
  codBsePerfil: number;
  nomPerfil: string;
  codBseEscola: number;
  nomEscola: string;
  codBseUnidade: number | null;
  nomUnidade: string | null;
  nomTurmas: string;
  indAtivo: 'S' | 'N';
}

/**
 * A searched (or one class's) page of users and the exact total, in one statement that reads the
 * matches once: `m` holds only each match's id and sort key (found through the search column's
 * trigram index), the total counts `m`, and only the page's rows are joined to their profile, school,
 * unit and classes. `where` may read `bse_perfil` (the caller's rule, `visibleUsers`). Sent unprepared on purpose: each search gets a plan for its own words (a generic plan
 * would evaluate the pattern per row and could not tell 'zzz' from 'silva').
 *
 * Reading the page in name order straight from `bse_usuario_perfil_nome_idx` looks cheaper to the
 * planner, but matches bunch together by name: '%rafael%' walked 75,000 rows before its first match.
 */
export async function searchUserPage(
  db: Tx,
  where: SQL | undefined,
  sort: UserSort,
  window: PageWindow,
): Promise<{ items: UserListRow[]; total: number }> {
  const descending = sort.startsWith('-');
  const { key, join } = SORT_KEYS[descending ? sort.slice(1) : sort] ?? SORT_KEYS.nomUsuario!;
  const direction = descending ? sql`desc` : sql`asc`;
  const rows = await rowsOf<UserListRow & { total: number }>(
    db,
    sql`with m as (
      select ${bseUsuario.codBseUsuario} as id, ${key} as k
      from ${bseUsuario} join ${bsePerfil} on ${bsePerfil.codBsePerfil} = ${bseUsuario.codBsePerfil} ${join ?? sql``}
      where ${where ?? sql`true`}
    ), c as (select count(*)::int as total from m)
    select c.total, u.cod_bse_usuario as "codBseUsuario", u.cst_login as "cstLogin", u.nom_usuario as "nomUsuario",
      u.cod_bse_perfil as "codBsePerfil", f.nom_perfil as "nomPerfil", u.cod_bse_escola as "codBseEscola", e.nom_escola as "nomEscola",
      u.cod_bse_unidade as "codBseUnidade", n.nom_unidade as "nomUnidade", u.ind_ativo as "indAtivo",
      coalesce((
        select string_agg(t.nom_turma, ', ' order by t.nom_turma)
        from ${bseUsuarioTurma} ut join ${bseTurma} t on t.cod_bse_turma = ut.cod_bse_turma
        where ut.cod_bse_usuario = u.cod_bse_usuario), '') as "nomTurmas"
    from c
    left join lateral (select id, k from m order by k ${direction}, id asc limit ${window.limit} offset ${window.offset}) p on true
    left join ${bseUsuario} u on u.cod_bse_usuario = p.id
    left join ${bsePerfil} f on f.cod_bse_perfil = u.cod_bse_perfil
    left join ${bseEscola} e on e.cod_bse_escola = u.cod_bse_escola
    left join ${bseUnidade} n on n.cod_bse_unidade = u.cod_bse_unidade
    order by p.k ${direction}, p.id asc`,
  );
  const total = rows[0]?.total ?? 0;
  // No match on this page: the one row left-joined to the count carries no user.
  const items = rows.filter((row) => row.codBseUsuario !== null).map(({ total: _total, ...item }) => item);
  return { items, total };
}
