import type { UserClassRef, UserSort } from '@portal/shared/users';
import { type SQL, asc, desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { bseEscola, bsePerfil, bseTurma, bseUnidade, bseUsuario, bseUsuarioTurma } from '../../db/schema';
import type { PageWindow } from '../../lib/pagination';

/** A user's classes by name (then code), in the row's own statement: the list's and the form's. */
export const classesOfUser = sql<UserClassRef[]>`coalesce((
  select json_agg(json_build_object('codBseTurma', t.cod_bse_turma, 'nomTurma', t.nom_turma) order by t.nom_turma, t.cod_bse_turma)
  from ${bseUsuarioTurma} ut join ${bseTurma} t on t.cod_bse_turma = ut.cod_bse_turma
  where ut.cod_bse_usuario = ${bseUsuario.codBseUsuario}), '[]'::json)`;

/** What one sort key reads: the column, and the table it needs joined inside the matches. */
const SORT_KEYS: Record<string, { key: AnyPgColumn; join?: 'school' | 'unit' }> = {
  nomUsuario: { key: bseUsuario.nomUsuario },
  cstLogin: { key: bseUsuario.cstLogin },
  nomEscola: { key: bseEscola.nomEscola, join: 'school' },
  nomUnidade: { key: bseUnidade.nomUnidade, join: 'unit' },
};

/** Each match's id and sort key `k`: the users with their profile, and the school or unit the key reads. */
function matchesOf(db: Tx, where: SQL | undefined, { key, join }: (typeof SORT_KEYS)[string]) {
  const matches = db
    .select({ id: bseUsuario.codBseUsuario, k: sql`${key}`.as('k') })
    .from(bseUsuario)
    .innerJoin(bsePerfil, eq(bsePerfil.codBsePerfil, bseUsuario.codBsePerfil));
  if (join === 'school') return matches.innerJoin(bseEscola, eq(bseEscola.codBseEscola, bseUsuario.codBseEscola)).where(where);
  if (join === 'unit') return matches.leftJoin(bseUnidade, eq(bseUnidade.codBseUnidade, bseUsuario.codBseUnidade)).where(where);
  return matches.where(where);
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
export async function searchUserPage(db: Tx, where: SQL | undefined, sort: UserSort, window: PageWindow) {
  const descending = sort.startsWith('-');
  const direction = descending ? desc : asc;
  const m = db.$with('m').as(matchesOf(db, where, SORT_KEYS[descending ? sort.slice(1) : sort] ?? SORT_KEYS.nomUsuario!));
  const counted = db.$with('c').as(db.select({ total: sql<number>`count(*)::int`.as('total') }).from(m));
  const page = db.select({ id: m.id, k: m.k }).from(m).orderBy(direction(m.k), asc(m.id)).limit(window.limit).offset(window.offset).as('p');
  const rows = await db
    .with(m, counted)
    .select({
      total: counted.total,
      // Each object is null on the one row of a page past the end (the count left-joined to no user).
      user: {
        codBseUsuario: bseUsuario.codBseUsuario,
        cstLogin: bseUsuario.cstLogin,
        nomUsuario: bseUsuario.nomUsuario,
        codBsePerfil: bseUsuario.codBsePerfil,
        codBseEscola: bseUsuario.codBseEscola,
        codBseUnidade: bseUsuario.codBseUnidade,
      },
      imgAvatar: bseUsuario.imgAvatar,
      profile: { nomPerfil: bsePerfil.nomPerfil },
      school: { nomEscola: bseEscola.nomEscola, cstTxtPrefixoLoginEscola: bseEscola.cstTxtPrefixoLogin },
      nomUnidade: bseUnidade.nomUnidade,
      cstTxtPrefixoLoginUnidade: bseUnidade.cstTxtPrefixoLogin,
      indAtivo: sql<'S' | 'N'>`${bseUsuario.indAtivo}`,
      turmas: classesOfUser,
    })
    .from(counted)
    .leftJoinLateral(page, sql`true`)
    .leftJoin(bseUsuario, eq(bseUsuario.codBseUsuario, page.id))
    .leftJoin(bsePerfil, eq(bsePerfil.codBsePerfil, bseUsuario.codBsePerfil))
    .leftJoin(bseEscola, eq(bseEscola.codBseEscola, bseUsuario.codBseEscola))
    .leftJoin(bseUnidade, eq(bseUnidade.codBseUnidade, bseUsuario.codBseUnidade))
    .orderBy(direction(page.k), asc(page.id));
  const total = rows[0]?.total ?? 0;
  const items = rows.flatMap(({ user, imgAvatar, profile, school, nomUnidade, cstTxtPrefixoLoginUnidade, indAtivo, turmas }) =>
    user && profile && school
      ? [
          {
            codBseUsuario: user.codBseUsuario,
            cstLogin: user.cstLogin,
            nomUsuario: user.nomUsuario,
            imgAvatar,
            codBsePerfil: user.codBsePerfil,
            nomPerfil: profile.nomPerfil,
            codBseEscola: user.codBseEscola,
            nomEscola: school.nomEscola,
            cstTxtPrefixoLoginEscola: school.cstTxtPrefixoLoginEscola,
            codBseUnidade: user.codBseUnidade,
            nomUnidade,
            cstTxtPrefixoLoginUnidade,
            indAtivo,
            turmas,
          },
        ]
      : [],
  );
  return { items, total };
}
