import { type SQL, type SQLWrapper, and, count, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { bsePostagem, bseUsuario } from '../../db/schema';
import { isoTime } from '../../lib/iso-time';
import { type PageWindow, totalColumn } from '../../lib/pagination';
import { containsPattern, searchKey, searchKeyContains } from '../../lib/search';

/** A post in the list: with its body and its creator's name (a post outlives its creator: `null` then). */
const summaryColumns = {
  codBsePostagem: bsePostagem.codBsePostagem,
  ctgPostagem: bsePostagem.ctgPostagem,
  dscPostagem: bsePostagem.dscPostagem,
  txtPostagem: bsePostagem.txtPostagem,
  nomUsuarioCriacao: bseUsuario.nomUsuario,
  datCriacao: isoTime(bsePostagem.datCriacao),
};

const withCreator = eq(bseUsuario.codBseUsuario, bsePostagem.codUsuarioCriacao);

/** Posts whose category, title, year or creator contain `q` or resemble it word by word (pg_trgm's `<%`). */
const matching = (q: string | undefined): SQL | undefined =>
  q ? or(searchKeyContains(bsePostagem.txtBusca, q), sql`${searchKey(q)} <% ${bsePostagem.txtBusca}`) : undefined;

/** A page of the list, newest first; searched, the contained matches first, then the closest ('matematca' finds Matemática). */
export function newsPage(db: Tx, q: string | undefined, window: PageWindow) {
  const newest = [desc(bsePostagem.datCriacao), desc(bsePostagem.codBsePostagem)];
  const order = q
    ? [
        desc(sql`(${bsePostagem.txtBusca} like ${containsPattern(q)})`),
        desc(sql`word_similarity(${searchKey(q)}, ${bsePostagem.txtBusca})`),
        ...newest,
      ]
    : newest;
  return db
    .select({ ...summaryColumns, total: totalColumn })
    .from(bsePostagem)
    .leftJoin(bseUsuario, withCreator)
    .where(matching(q))
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);
}

export async function countNews(db: Tx, q: string | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(bsePostagem).where(matching(q));
  return row?.n ?? 0;
}

/** One post with its body; `lock` for a change or a removal. */
export async function findNews(db: Tx, id: number, lock = false) {
  const query = db
    .select({ ...summaryColumns, codUsuarioCriacao: bsePostagem.codUsuarioCriacao })
    .from(bsePostagem)
    .leftJoin(bseUsuario, withCreator)
    .where(eq(bsePostagem.codBsePostagem, id));
  const [row] = lock ? await query.for('update', { of: bsePostagem }) : await query;
  return row;
}

/** The searchable form of a post: category, title, year of writing and creator's name. */
function searchText(db: Tx, category: string, title: string, created: SQLWrapper, creatorId: SQLWrapper | number): SQL {
  const creatorName = db.select({ name: bseUsuario.nomUsuario }).from(bseUsuario).where(eq(bseUsuario.codBseUsuario, creatorId));
  return searchKey(
    sql`${category} || ' ' || ${title} || ' ' || extract(year from ${created})::text || ' ' || coalesce(${creatorName}, '')`,
  );
}

type PostText = { ctgPostagem: string; dscPostagem: string; txtPostagem: string };

export async function insertNews(tx: Tx, creatorId: number, post: PostText): Promise<number> {
  const [row] = await tx
    .insert(bsePostagem)
    .values({
      ...post,
      codUsuarioCriacao: creatorId,
      txtBusca: searchText(tx, post.ctgPostagem, post.dscPostagem, sql`now()`, creatorId),
    })
    .returning({ id: bsePostagem.codBsePostagem });
  return row!.id;
}

export async function updateNews(tx: Tx, id: number, post: PostText): Promise<void> {
  await tx
    .update(bsePostagem)
    .set({
      ...post,
      txtBusca: searchText(tx, post.ctgPostagem, post.dscPostagem, bsePostagem.datCriacao, bsePostagem.codUsuarioCriacao),
    })
    .where(eq(bsePostagem.codBsePostagem, id));
}

export async function deleteNews(tx: Tx, id: number): Promise<void> {
  await tx.delete(bsePostagem).where(eq(bsePostagem.codBsePostagem, id));
}

/**
 * The bodies of the posts other than `id` whose text names one of `files` (a picture's stored path):
 * the service reads in them which pictures are still shown. `strpos` takes the path literally.
 */
export async function bodiesNaming(tx: Tx, files: string[], id: number): Promise<string[]> {
  if (files.length === 0) return [];
  const rows = await tx
    .select({ txtPostagem: bsePostagem.txtPostagem })
    .from(bsePostagem)
    .where(and(ne(bsePostagem.codBsePostagem, id), or(...files.map((file) => sql`strpos(${bsePostagem.txtPostagem}, ${file}) > 0`))));
  return rows.map((row) => row.txtPostagem);
}
