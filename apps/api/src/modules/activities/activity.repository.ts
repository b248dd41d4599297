import { type SQL, and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { isoTime } from '../../lib/iso-time';
import { type PageWindow, totalColumn } from '../../lib/pagination';
import { searchAny } from '../../lib/search';
import { bseAtividade, bseQuestao, bseQuestaoResposta, bseUsuario, trlCapitulo, trlLivro } from '../../db/schema';

const activityColumns = {
  codBseAtividade: bseAtividade.codBseAtividade,
  nomAtividade: bseAtividade.nomAtividade,
  desDescricao: sql<string>`coalesce(${bseAtividade.desDescricao}, '')`,
  codTrlCapitulo: bseAtividade.codTrlCapitulo,
  dscCapitulo: trlCapitulo.dscTitulo,
  codTrlLivro: trlLivro.codTrlLivro,
  dscLivro: trlLivro.dscTitulo,
  usuarioCriacao: bseUsuario.nomUsuario,
  datCriacao: isoTime(bseAtividade.datCriacao),
  qtdQuestoes: sql<number>`(select count(*)::integer from ${bseQuestao} where ${bseQuestao.codBseAtividade} = ${bseAtividade.codBseAtividade})`,
};

export interface ActivityFilter {
  codTrlLivro?: number;
  codTrlCapitulo?: number;
  q?: string;
}

export function activityWhere(filter: ActivityFilter): SQL | undefined {
  return and(
    filter.codTrlLivro ? eq(trlCapitulo.codTrlLivro, filter.codTrlLivro) : undefined,
    filter.codTrlCapitulo ? eq(bseAtividade.codTrlCapitulo, filter.codTrlCapitulo) : undefined,
    searchAny(filter.q, [bseAtividade.nomAtividade]),
  );
}

function selectActivities(db: Tx) {
  return db
    .select({ ...activityColumns, total: totalColumn })
    .from(bseAtividade)
    .innerJoin(trlCapitulo, eq(trlCapitulo.codTrlCapitulo, bseAtividade.codTrlCapitulo))
    .innerJoin(trlLivro, eq(trlLivro.codTrlLivro, trlCapitulo.codTrlLivro))
    .leftJoin(bseUsuario, eq(bseUsuario.codBseUsuario, bseAtividade.codUsuarioCriacao));
}

/** One page of the catalogue (`where` over the activity, its chapter and its path), newest first, with the filtered list's total on each row. */
export async function listActivities(db: Db, where: SQL | undefined, page: PageWindow) {
  return selectActivities(db)
    .where(where)
    .orderBy(desc(bseAtividade.datCriacao), desc(bseAtividade.codBseAtividade))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countActivities(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bseAtividade)
    .innerJoin(trlCapitulo, eq(trlCapitulo.codTrlCapitulo, bseAtividade.codTrlCapitulo))
    .innerJoin(trlLivro, eq(trlLivro.codTrlLivro, trlCapitulo.codTrlLivro))
    .where(where);
  return Number(row?.n ?? 0);
}

export async function findActivity(db: Tx, id: number) {
  const [row] = await selectActivities(db).where(eq(bseAtividade.codBseAtividade, id));
  if (!row) return undefined;
  const { total: _total, ...activity } = row;
  return activity;
}

/** The chapter's path, or undefined when there is no such chapter. */
export async function pathOfChapter(db: Tx, chapterId: number): Promise<number | undefined> {
  const [row] = await db.select({ path: trlCapitulo.codTrlLivro }).from(trlCapitulo).where(eq(trlCapitulo.codTrlCapitulo, chapterId));
  return row?.path;
}

export async function insertActivity(tx: Tx, values: typeof bseAtividade.$inferInsert): Promise<number> {
  const [row] = await tx.insert(bseAtividade).values(values).returning({ id: bseAtividade.codBseAtividade });
  return row!.id;
}

export async function updateActivity(tx: Tx, id: number, values: Partial<typeof bseAtividade.$inferInsert>): Promise<boolean> {
  const rows = await tx
    .update(bseAtividade)
    .set(values)
    .where(eq(bseAtividade.codBseAtividade, id))
    .returning({ id: bseAtividade.codBseAtividade });
  return rows.length > 0;
}

export async function activityExists(db: Tx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: bseAtividade.codBseAtividade }).from(bseAtividade).where(eq(bseAtividade.codBseAtividade, id));
  return row !== undefined;
}

/** Locks the activity's row (its questions and answers change under it only after it). */
export async function lockActivity(tx: Tx, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: bseAtividade.codBseAtividade })
    .from(bseAtividade)
    .where(eq(bseAtividade.codBseAtividade, id))
    .for('update');
  return row !== undefined;
}

export async function hasAnswers(tx: Tx, activityId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: bseQuestaoResposta.codBseQuestaoResposta })
    .from(bseQuestaoResposta)
    .where(eq(bseQuestaoResposta.codBseAtividade, activityId))
    .limit(1);
  return row !== undefined;
}

export async function deleteActivityRow(tx: Tx, id: number): Promise<void> {
  await tx.delete(bseAtividade).where(eq(bseAtividade.codBseAtividade, id));
}
