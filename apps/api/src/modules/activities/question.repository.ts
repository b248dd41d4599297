import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { QuestionDto, QuestionType } from '@portal/shared/activities';
import type { Tx } from '../../db/client';
import { bseQuestao, bseQuestaoOpcao, bseQuestaoResposta } from '../../db/schema';

const questionColumns = {
  codBseQuestao: bseQuestao.codBseQuestao,
  codBseAtividade: bseQuestao.codBseAtividade,
  titulo: bseQuestao.titulo,
  enuEnunciado: bseQuestao.enuEnunciado,
  tipoQuestao: sql<QuestionType>`${bseQuestao.tipoQuestao}`,
  resRespostaEsperada: bseQuestao.resRespostaEsperada,
  // The outer column spelled with its table: Drizzle leaves columns unqualified in a one-table select,
  // where the subquery's own cod_bse_questao would shadow it.
  qtdRespostas: sql<number>`(select count(*)::integer from ${bseQuestaoResposta} r where r.cod_bse_questao = ${bseQuestao}.cod_bse_questao)`,
};

/** Questions with their options in order: two statements for any number of questions. */
async function withOptions(db: Tx, questions: Omit<QuestionDto, 'multiplaEscolha'>[]): Promise<QuestionDto[]> {
  if (questions.length === 0) return [];
  const options = await db
    .select({
      codBseQuestao: bseQuestaoOpcao.codBseQuestao,
      codBseQuestaoOpcao: bseQuestaoOpcao.codBseQuestaoOpcao,
      descricao: bseQuestaoOpcao.descricao,
      invalida: bseQuestaoOpcao.invalida,
    })
    .from(bseQuestaoOpcao)
    .where(
      inArray(
        bseQuestaoOpcao.codBseQuestao,
        questions.map((q) => q.codBseQuestao),
      ),
    )
    .orderBy(asc(bseQuestaoOpcao.codBseQuestao), asc(bseQuestaoOpcao.numOrdem));
  const byQuestion = new Map<number, QuestionDto['multiplaEscolha']>();
  for (const { codBseQuestao, ...option } of options) byQuestion.set(codBseQuestao, [...(byQuestion.get(codBseQuestao) ?? []), option]);
  return questions.map((q) => ({ ...q, multiplaEscolha: byQuestion.get(q.codBseQuestao) ?? [] }));
}

/** An activity's questions in the order they were written. */
export async function questionsOf(db: Tx, activityId: number): Promise<QuestionDto[]> {
  const rows = await db
    .select(questionColumns)
    .from(bseQuestao)
    .where(eq(bseQuestao.codBseAtividade, activityId))
    .orderBy(asc(bseQuestao.codBseQuestao));
  return withOptions(db, rows);
}

/** The questions of several activities (a page of the catalogue), each activity's in the order they were written. */
export async function questionsOfActivities(db: Tx, activityIds: number[]): Promise<QuestionDto[]> {
  if (activityIds.length === 0) return [];
  const rows = await db
    .select(questionColumns)
    .from(bseQuestao)
    .where(inArray(bseQuestao.codBseAtividade, activityIds))
    .orderBy(asc(bseQuestao.codBseAtividade), asc(bseQuestao.codBseQuestao));
  return withOptions(db, rows);
}

export async function findQuestion(db: Tx, id: number): Promise<QuestionDto | undefined> {
  const rows = await db.select(questionColumns).from(bseQuestao).where(eq(bseQuestao.codBseQuestao, id));
  return (await withOptions(db, rows))[0];
}

/** Locks the question's row and answers its activity and type. */
export async function lockQuestion(tx: Tx, id: number) {
  const [row] = await tx
    .select({ codBseAtividade: bseQuestao.codBseAtividade, tipoQuestao: bseQuestao.tipoQuestao })
    .from(bseQuestao)
    .where(eq(bseQuestao.codBseQuestao, id))
    .for('update');
  return row;
}

export async function insertQuestion(tx: Tx, values: typeof bseQuestao.$inferInsert): Promise<number> {
  const [row] = await tx.insert(bseQuestao).values(values).returning({ id: bseQuestao.codBseQuestao });
  return row!.id;
}

export async function updateQuestionTexts(tx: Tx, id: number, values: { titulo: string; enuEnunciado: string }): Promise<void> {
  await tx.update(bseQuestao).set(values).where(eq(bseQuestao.codBseQuestao, id));
}

export async function optionIdsOf(tx: Tx, questionId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: bseQuestaoOpcao.codBseQuestaoOpcao })
    .from(bseQuestaoOpcao)
    .where(eq(bseQuestaoOpcao.codBseQuestao, questionId));
  return rows.map((r) => r.id);
}

/**
 * Writes the question's options in the given order: the stored ones (by id) rewritten, the new ones
 * added. Orders are moved out of the way first, so the unique (question, order) never trips midway.
 */
export async function writeOptions(
  tx: Tx,
  questionId: number,
  options: { codBseQuestaoOpcao?: number; descricao: string; invalida: boolean }[],
): Promise<void> {
  await tx
    .update(bseQuestaoOpcao)
    .set({ numOrdem: sql`-${bseQuestaoOpcao.numOrdem}` })
    .where(eq(bseQuestaoOpcao.codBseQuestao, questionId));
  const kept = options.flatMap((option, index) => (option.codBseQuestaoOpcao ? [{ ...option, id: option.codBseQuestaoOpcao, index }] : []));
  const added = options.flatMap((option, index) => (option.codBseQuestaoOpcao ? [] : [{ ...option, index }]));
  if (kept.length > 0) {
    const rows = sql.join(
      kept.map((o) => sql`(${o.id}::integer, ${o.descricao}::varchar, ${o.invalida}::boolean, ${o.index + 1}::smallint)`),
      sql`, `,
    );
    // One statement for every kept option: an update joined to a VALUES list (v) of the new texts and order.
    await tx
      .update(bseQuestaoOpcao)
      .set({ descricao: sql`v.descricao`, invalida: sql`v.invalida`, numOrdem: sql`v.num_ordem` })
      .from(sql`(values ${rows}) as v(id, descricao, invalida, num_ordem)`)
      .where(and(eq(bseQuestaoOpcao.codBseQuestaoOpcao, sql`v.id`), eq(bseQuestaoOpcao.codBseQuestao, questionId)));
  }
  if (added.length > 0)
    await tx
      .insert(bseQuestaoOpcao)
      .values(added.map((o) => ({ codBseQuestao: questionId, descricao: o.descricao, invalida: o.invalida, numOrdem: o.index + 1 })));
}

export async function questionHasAnswers(tx: Tx, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: bseQuestaoResposta.codBseQuestaoResposta })
    .from(bseQuestaoResposta)
    .where(eq(bseQuestaoResposta.codBseQuestao, id))
    .limit(1);
  return row !== undefined;
}

export async function deleteQuestionRow(tx: Tx, id: number): Promise<void> {
  await tx.delete(bseQuestao).where(eq(bseQuestao.codBseQuestao, id));
}
