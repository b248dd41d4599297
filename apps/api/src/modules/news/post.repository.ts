import type { NewsDto, NewsSummaryDto } from '@portal/shared/news';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { PageWindow } from '../../lib/pagination';
import { containsPattern, searchKey } from '../../lib/search';
import { rowsOf } from '../../lib/sql';

const summary = sql`p.cod_bse_postagem as "codBsePostagem", p.ctg_postagem as "ctgPostagem", p.dsc_postagem as "dscPostagem",
  u.nom_usuario as "nomUsuarioCriacao", to_char(p.dat_criacao at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "datCriacao"`;
const FROM = sql`from bse_postagem p left join bse_usuario u on u.cod_bse_usuario = p.cod_usuario_criacao`;

/** Posts whose category, title, year or creator contain `q` or resemble it word by word (pg_trgm's `<%`). */
const matching = (q: string | undefined): SQL =>
  q ? sql`where (p.txt_busca like ${containsPattern(q)} or ${searchKey(q)} <% p.txt_busca)` : sql``;

/** A page of the list, newest first; searched, the contained matches first, then the closest ('matematca' finds Matemática). */
export function newsPage(db: Tx, q: string | undefined, window: PageWindow) {
  const order: SQL = q
    ? sql`order by (p.txt_busca like ${containsPattern(q)}) desc, word_similarity(${searchKey(q)}, p.txt_busca) desc, p.dat_criacao desc, p.cod_bse_postagem desc`
    : sql`order by p.dat_criacao desc, p.cod_bse_postagem desc`;
  return rowsOf<NewsSummaryDto & { total: number }>(
    db,
    sql`select ${summary}, count(*) over ()::integer as total ${FROM} ${matching(q)} ${order} limit ${window.limit} offset ${window.offset}`,
  );
}

export async function countNews(db: Tx, q: string | undefined): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(db, sql`select count(*)::integer as n from bse_postagem p ${matching(q)}`);
  return row!.n;
}

export async function findNews(db: Tx, id: number, lock = false): Promise<NewsDto | undefined> {
  const [row] = await rowsOf<NewsDto>(
    db,
    sql`select ${summary}, p.txt_postagem as "txtPostagem", p.cod_usuario_criacao as "codUsuarioCriacao" ${FROM}
      where p.cod_bse_postagem = ${id} ${lock ? sql`for update of p` : sql``}`,
  );
  return row;
}

/** The searchable form of a post: category, title, year of writing and creator's name. */
const searchText = (category: string, title: string, created: SQL, creatorId: SQL) =>
  searchKey(
    sql`${category} || ' ' || ${title} || ' ' || extract(year from ${created})::text || ' ' ||
      coalesce((select nom_usuario from bse_usuario where cod_bse_usuario = ${creatorId}), '')`,
  );

export async function insertNews(tx: Tx, creatorId: number, post: { ctgPostagem: string; dscPostagem: string; txtPostagem: string }) {
  const [row] = await rowsOf<{ id: number }>(
    tx,
    sql`insert into bse_postagem (ctg_postagem, dsc_postagem, txt_postagem, cod_usuario_criacao, txt_busca)
      values (${post.ctgPostagem}, ${post.dscPostagem}, ${post.txtPostagem}, ${creatorId},
        ${searchText(post.ctgPostagem, post.dscPostagem, sql`now()`, sql`${creatorId}::integer`)})
      returning cod_bse_postagem as id`,
  );
  return row!.id;
}

export async function updateNews(tx: Tx, id: number, post: { ctgPostagem: string; dscPostagem: string; txtPostagem: string }) {
  await tx.execute(
    sql`update bse_postagem set ctg_postagem = ${post.ctgPostagem}, dsc_postagem = ${post.dscPostagem}, txt_postagem = ${post.txtPostagem},
      txt_busca = ${searchText(post.ctgPostagem, post.dscPostagem, sql`dat_criacao`, sql`cod_usuario_criacao`)}
      where cod_bse_postagem = ${id}`,
  );
}

export async function deleteNews(tx: Tx, id: number) {
  await tx.execute(sql`delete from bse_postagem where cod_bse_postagem = ${id}`);
}
