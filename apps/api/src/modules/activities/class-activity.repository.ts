import { type SQL, and, asc, count, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { ClassActivityDto } from '@portal/shared/activities';
import type { Tx } from '../../db/client';
import { isoTime } from '../../lib/iso-time';
import { usableBy } from '../class-lessons';
import { bseAtividade, bseAtividadeTurma, bseQuestao, bseQuestaoResposta, bseUsuario, trlCapitulo, trlLivro } from '../../db/schema';
import { activityWhere, type ActivityFilter } from './activity.repository';

const submissionsIn = (classId: SQL | number) =>
  sql<number>`(select count(distinct ${bseQuestaoResposta.codBseUsuario})::integer from ${bseQuestaoResposta}
    where ${bseQuestaoResposta.codBseAtividade} = ${bseAtividadeTurma.codBseAtividade} and ${bseQuestaoResposta.codBseTurma} = ${classId})`;

const classActivityColumns = {
  codBseAtividadeTurma: bseAtividadeTurma.codBseAtividadeTurma,
  codBseAtividade: bseAtividadeTurma.codBseAtividade,
  codBseTurma: bseAtividadeTurma.codBseTurma,
  indAtivo: sql<'S' | 'N'>`${bseAtividadeTurma.indAtivo}`,
  nomAtividade: bseAtividade.nomAtividade,
  desDescricao: sql<string>`coalesce(${bseAtividade.desDescricao}, '')`,
  dscLivro: trlLivro.dscTitulo,
  dscCapitulo: trlCapitulo.dscTitulo,
  qtdQuestoes: sql<number>`(select count(*)::integer from ${bseQuestao} where ${bseQuestao.codBseAtividade} = ${bseAtividadeTurma.codBseAtividade})`,
  qtdEntregas: submissionsIn(sql`${bseAtividadeTurma.codBseTurma}`),
  datEntrega: bseAtividadeTurma.datEntrega,
};

function selectClassActivities(db: Tx) {
  return db
    .select(classActivityColumns)
    .from(bseAtividadeTurma)
    .innerJoin(bseAtividade, eq(bseAtividade.codBseAtividade, bseAtividadeTurma.codBseAtividade))
    .innerJoin(trlCapitulo, eq(trlCapitulo.codTrlCapitulo, bseAtividade.codTrlCapitulo))
    .innerJoin(trlLivro, eq(trlLivro.codTrlLivro, trlCapitulo.codTrlLivro));
}

/** The class's activities, in the order they were given. */
export async function activitiesOfClass(db: Tx, classId: number): Promise<ClassActivityDto[]> {
  return selectClassActivities(db).where(eq(bseAtividadeTurma.codBseTurma, classId)).orderBy(asc(bseAtividadeTurma.codBseAtividadeTurma));
}

/**
 * The class's activities with what the documents' link carries of the activity itself (its chapter, path, author
 * and day), in the order they were given; only the active ones with `activeOnly`.
 */
export async function linksOfClass(db: Tx, classId: number, activeOnly: boolean) {
  return db
    .select({
      ...classActivityColumns,
      codTrlCapitulo: bseAtividade.codTrlCapitulo,
      codTrlLivro: trlLivro.codTrlLivro,
      usuarioCriacao: bseUsuario.nomUsuario,
      datCriacao: isoTime(bseAtividade.datCriacao),
    })
    .from(bseAtividadeTurma)
    .innerJoin(bseAtividade, eq(bseAtividade.codBseAtividade, bseAtividadeTurma.codBseAtividade))
    .innerJoin(trlCapitulo, eq(trlCapitulo.codTrlCapitulo, bseAtividade.codTrlCapitulo))
    .innerJoin(trlLivro, eq(trlLivro.codTrlLivro, trlCapitulo.codTrlLivro))
    .leftJoin(bseUsuario, eq(bseUsuario.codBseUsuario, bseAtividade.codUsuarioCriacao))
    .where(and(eq(bseAtividadeTurma.codBseTurma, classId), activeOnly ? eq(bseAtividadeTurma.indAtivo, 'S') : undefined))
    .orderBy(asc(bseAtividadeTurma.codBseAtividadeTurma));
}

export async function findClassActivity(db: Tx, id: number): Promise<ClassActivityDto | undefined> {
  const [row] = await selectClassActivities(db).where(eq(bseAtividadeTurma.codBseAtividadeTurma, id));
  return row;
}

function notYetIn(classId: number, filter: ActivityFilter): SQL | undefined {
  return and(
    activityWhere(filter),
    usableBy(classId),
    notExists(
      sql`(select 1 from ${bseAtividadeTurma} where ${bseAtividadeTurma.codBseTurma} = ${classId} and ${bseAtividadeTurma.codBseAtividade} = ${bseAtividade.codBseAtividade})`,
    ),
  );
}

/** The catalogue as the class may use it: activities of usable paths that the class does not have yet. */
export const catalogueFor = (classId: number, filter: ActivityFilter) => notYetIn(classId, filter);

/** The paths and chapters that hold activities the class may use, in the authors' order. */
export async function cataloguePaths(tx: Tx, classId: number) {
  return tx
    .selectDistinct({
      codTrlLivro: trlLivro.codTrlLivro,
      dscLivro: trlLivro.dscTitulo,
      livroSeq: trlLivro.numSequencia,
      codTrlCapitulo: trlCapitulo.codTrlCapitulo,
      dscCapitulo: trlCapitulo.dscTitulo,
      capituloSeq: trlCapitulo.numSequencia,
    })
    .from(bseAtividade)
    .innerJoin(trlCapitulo, eq(trlCapitulo.codTrlCapitulo, bseAtividade.codTrlCapitulo))
    .innerJoin(trlLivro, eq(trlLivro.codTrlLivro, trlCapitulo.codTrlLivro))
    .where(usableBy(classId))
    .orderBy(asc(trlLivro.numSequencia), asc(trlLivro.codTrlLivro), asc(trlCapitulo.numSequencia));
}

/** How many of `activityIds` the class may be given (exist, on a usable path). */
export async function countUsable(tx: Tx, classId: number, activityIds: number[]): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(bseAtividade)
    .innerJoin(trlCapitulo, eq(trlCapitulo.codTrlCapitulo, bseAtividade.codTrlCapitulo))
    .innerJoin(trlLivro, eq(trlLivro.codTrlLivro, trlCapitulo.codTrlLivro))
    .where(and(inArray(bseAtividade.codBseAtividade, activityIds), usableBy(classId)));
  return Number(row?.n ?? 0);
}

/** Gives the activities to the class, inactive, with their due days; one statement (the unique link refuses one given twice). */
export async function insertLinks(
  tx: Tx,
  classId: number,
  links: { codBseAtividade: number; datEntrega: string | null }[],
): Promise<number[]> {
  const rows = await tx
    .insert(bseAtividadeTurma)
    .values(links.map((link) => ({ ...link, codBseTurma: classId })))
    .returning({ id: bseAtividadeTurma.codBseAtividadeTurma });
  return rows.map((r) => r.id);
}

/** The active switch and the due day; a value left undefined is not written. */
export async function updateLink(tx: Tx, id: number, values: { indAtivo?: 'S' | 'N'; datEntrega?: string | null }): Promise<void> {
  await tx.update(bseAtividadeTurma).set(values).where(eq(bseAtividadeTurma.codBseAtividadeTurma, id));
}

/** Students of the class who sent their answers to the activity. */
export async function submissionsOf(tx: Tx, link: { codBseAtividade: number; codBseTurma: number }): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(distinct ${bseQuestaoResposta.codBseUsuario})::integer` })
    .from(bseQuestaoResposta)
    .where(and(eq(bseQuestaoResposta.codBseAtividade, link.codBseAtividade), eq(bseQuestaoResposta.codBseTurma, link.codBseTurma)));
  return row?.n ?? 0;
}

export async function deleteLink(tx: Tx, id: number): Promise<void> {
  await tx.delete(bseAtividadeTurma).where(eq(bseAtividadeTurma.codBseAtividadeTurma, id));
}
