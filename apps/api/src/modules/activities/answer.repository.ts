import { type SQL, and, asc, desc, eq, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { isoTime, nullableIsoTime } from '../../lib/iso-time';
import { type PageWindow, totalColumn } from '../../lib/pagination';
import type { Scope } from '../../lib/scope';
import { searchAny } from '../../lib/search';
import {
  bseAtividade,
  bseAtividadeEntrega,
  bseNota,
  bseQuestao,
  bseQuestaoOpcao,
  bseQuestaoResposta,
  bseQuestaoRespostaRascunho,
  bseTurma,
  bseUnidade,
  bseUsuario,
} from '../../db/schema';
import { recordsVisibleTo } from './activities.policy';

/** The advisory lock space of a student's answers: their one-answer calls and submissions take turns. */
const ANSWERS_LOCK_SPACE = 7302;

/**
 * Serialises the writes of one student's answers for the transaction: two one-answer calls sent at once
 * (the last two questions) see each other's draft, so the activity is sent exactly once.
 */
export async function lockStudentAnswers(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ANSWERS_LOCK_SPACE}::integer, ${userId}::integer)`);
}

/** Whether the student sent the activity (in any class: one submission per student). */
export async function hasSent(tx: Tx, activityId: number, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: bseQuestaoResposta.codBseQuestaoResposta })
    .from(bseQuestaoResposta)
    .where(and(eq(bseQuestaoResposta.codBseAtividade, activityId), eq(bseQuestaoResposta.codBseUsuario, userId)))
    .limit(1);
  return row !== undefined;
}

const draftColumns = {
  codBseQuestaoResposta: bseQuestaoRespostaRascunho.codBseQuestaoResposta,
  codBseQuestao: bseQuestaoRespostaRascunho.codBseQuestao,
  codBseAtividade: bseQuestaoRespostaRascunho.codBseAtividade,
  codBseTurma: bseQuestaoRespostaRascunho.codBseTurma,
  codBseQuestaoOpcao: bseQuestaoRespostaRascunho.codBseQuestaoOpcao,
  resResposta: bseQuestaoRespostaRascunho.resResposta,
};

/** The student's drafts of the activity. */
export async function draftsOf(tx: Tx, activityId: number, userId: number) {
  return tx
    .select(draftColumns)
    .from(bseQuestaoRespostaRascunho)
    .where(and(eq(bseQuestaoRespostaRascunho.codBseAtividade, activityId), eq(bseQuestaoRespostaRascunho.codBseUsuario, userId)));
}

/** The student's draft answer to a question, or by its id. */
export async function findDraft(tx: Tx, userId: number, by: { question: number } | { id: number }) {
  const [row] = await tx
    .select(draftColumns)
    .from(bseQuestaoRespostaRascunho)
    .where(
      and(
        eq(bseQuestaoRespostaRascunho.codBseUsuario, userId),
        'question' in by
          ? eq(bseQuestaoRespostaRascunho.codBseQuestao, by.question)
          : eq(bseQuestaoRespostaRascunho.codBseQuestaoResposta, by.id),
      ),
    );
  return row;
}

/** Whether the student has a sent answer to a question, or by its id. */
export async function hasSentAnswer(tx: Tx, userId: number, by: { question: number } | { id: number }): Promise<boolean> {
  const [row] = await tx
    .select({ id: bseQuestaoResposta.codBseQuestaoResposta })
    .from(bseQuestaoResposta)
    .where(
      and(
        eq(bseQuestaoResposta.codBseUsuario, userId),
        'question' in by ? eq(bseQuestaoResposta.codBseQuestao, by.question) : eq(bseQuestaoResposta.codBseQuestaoResposta, by.id),
      ),
    );
  return row !== undefined;
}

export async function insertDraft(tx: Tx, values: typeof bseQuestaoRespostaRascunho.$inferInsert): Promise<number> {
  const [row] = await tx
    .insert(bseQuestaoRespostaRascunho)
    .values(values)
    .returning({ id: bseQuestaoRespostaRascunho.codBseQuestaoResposta });
  return row!.id;
}

/** A draft's new answer (and class: the one it was answered in last); its time becomes now. */
export async function updateDraft(
  tx: Tx,
  id: number,
  values: { codBseTurma: number; codBseQuestaoOpcao: number | null; resResposta: string | null },
): Promise<void> {
  await tx
    .update(bseQuestaoRespostaRascunho)
    .set({ ...values, datResposta: sql`now()` })
    .where(eq(bseQuestaoRespostaRascunho.codBseQuestaoResposta, id));
}

export async function deleteDraft(tx: Tx, id: number): Promise<void> {
  await tx.delete(bseQuestaoRespostaRascunho).where(eq(bseQuestaoRespostaRascunho.codBseQuestaoResposta, id));
}

/** The student's drafts of the activity, once it is sent. */
export async function deleteDraftsOf(tx: Tx, activityId: number, userId: number): Promise<void> {
  await tx
    .delete(bseQuestaoRespostaRascunho)
    .where(and(eq(bseQuestaoRespostaRascunho.codBseAtividade, activityId), eq(bseQuestaoRespostaRascunho.codBseUsuario, userId)));
}

/**
 * One answer as the one-answer calls answer it: a sent one if it is, else the draft. One statement, so one
 * snapshot: a draft sent by another request meanwhile (it keeps its id) is found in one table or the other,
 * never missed between two reads.
 */
export async function answerRecord(tx: Tx, id: number) {
  const record = (table: typeof bseQuestaoResposta | typeof bseQuestaoRespostaRascunho, sent: boolean) =>
    tx
      .select({
        codBseQuestaoResposta: table.codBseQuestaoResposta,
        codBseQuestao: table.codBseQuestao,
        codAtividade: table.codBseAtividade,
        codTurma: table.codBseTurma,
        codUsuario: table.codBseUsuario,
        codBseQuestaoOpcao: table.codBseQuestaoOpcao,
        resResposta: sql<string>`coalesce(${table.resResposta}, ${bseQuestaoOpcao.descricao}, '')`,
        datResposta: isoTime(table.datResposta),
        enviada: sql<boolean>`${sent}::boolean`,
      })
      .from(table)
      .leftJoin(bseQuestaoOpcao, eq(bseQuestaoOpcao.codBseQuestaoOpcao, table.codBseQuestaoOpcao))
      .where(eq(table.codBseQuestaoResposta, id));
  const rows = await record(bseQuestaoResposta, true).unionAll(record(bseQuestaoRespostaRascunho, false));
  return rows.find((row) => row.enviada) ?? rows[0];
}

export interface StoredAnswerFilter {
  codBseAtividade?: number;
  codBseTurma?: number;
  codBseUsuario?: number;
  q?: string;
}

/** The sort keys of the answers list (`sort`, `-` for descending); the newest first by default. */
const ANSWER_SORTS = ['dat_resposta', 'nom_usuario', 'nom_atividade'] as const;

/**
 * `GET /api/bse_questao_resposta`: a page of answers, one row per answer, with the filtered list's total on
 * each row. The sent ones the caller may see (`recordsVisibleTo`) and, for a student, their own drafts
 * (`enviada` false). The grade's date and the sum are the activity's for that student, once every question is
 * graded (as the answers table gives them).
 */
export async function listStoredAnswers(db: Tx, scope: Scope, filter: StoredAnswerFilter, sort: string | undefined, page: PageWindow) {
  const part = (table: typeof bseQuestaoResposta | typeof bseQuestaoRespostaRascunho, sent: boolean) => {
    const questions = sql`(select count(*)::integer from ${bseQuestao} q where q.cod_bse_atividade = ${table.codBseAtividade})`;
    const graded = sent ? sql`${bseAtividadeEntrega.qtdNotas} = ${questions}` : sql`false`;
    const filters: (SQL | undefined)[] = [
      filter.codBseAtividade ? eq(table.codBseAtividade, filter.codBseAtividade) : undefined,
      filter.codBseTurma ? eq(table.codBseTurma, filter.codBseTurma) : undefined,
      filter.codBseUsuario ? eq(table.codBseUsuario, filter.codBseUsuario) : undefined,
      searchAny(filter.q, [bseUsuario.nomUsuario, bseAtividade.nomAtividade]),
      sent
        ? recordsVisibleTo(scope, {
            student: table.codBseUsuario,
            classId: table.codBseTurma,
            unit: bseTurma.codBseUnidade,
            school: bseUnidade.codBseEscola,
          })
        : eq(table.codBseUsuario, scope.userId),
    ];
    return db
      .select({
        cod_bse_questao_resposta: table.codBseQuestaoResposta,
        cod_bse_questao: table.codBseQuestao,
        cod_bse_atividade: table.codBseAtividade,
        cod_bse_turma: table.codBseTurma,
        cod_bse_usuario: table.codBseUsuario,
        cod_bse_questao_opcao: table.codBseQuestaoOpcao,
        res_resposta: sql<string>`coalesce(${table.resResposta}, ${bseQuestaoOpcao.descricao}, '')`.as('res_resposta'),
        nom_usuario: bseUsuario.nomUsuario,
        nom_atividade: bseAtividade.nomAtividade,
        dat_resposta: isoTime(table.datResposta).as('dat_resposta'),
        dat_nota: nullableIsoTime(
          sql`case when ${graded} then (select max(n.dat_nota) from ${bseNota} n
            where n.cod_bse_atividade = ${table.codBseAtividade} and n.cod_bse_usuario = ${table.codBseUsuario}) end`,
        ).as('dat_nota'),
        soma_nota: (sent
          ? sql<number | null>`case when ${graded} then ${bseAtividadeEntrega.somaNota}::float8 end`
          : sql<number | null>`null::float8`
        ).as('soma_nota'),
        enviada: sql<boolean>`${sent}::boolean`.as('enviada'),
      })
      .from(table)
      .innerJoin(bseUsuario, eq(bseUsuario.codBseUsuario, table.codBseUsuario))
      .innerJoin(bseAtividade, eq(bseAtividade.codBseAtividade, table.codBseAtividade))
      .innerJoin(bseTurma, eq(bseTurma.codBseTurma, table.codBseTurma))
      .innerJoin(bseUnidade, eq(bseUnidade.codBseUnidade, bseTurma.codBseUnidade))
      .leftJoin(bseQuestaoOpcao, eq(bseQuestaoOpcao.codBseQuestaoOpcao, table.codBseQuestaoOpcao))
      .leftJoin(
        bseAtividadeEntrega,
        and(eq(bseAtividadeEntrega.codBseAtividade, table.codBseAtividade), eq(bseAtividadeEntrega.codBseUsuario, table.codBseUsuario)),
      )
      .where(and(...filters));
  };
  // Drafts are their author's alone: the staff's list is the sent answers.
  const rows = (
    scope.kind === 'self'
      ? unionAll(part(bseQuestaoResposta, true), part(bseQuestaoRespostaRascunho, false))
      : part(bseQuestaoResposta, true)
  ).as('answers');
  const chosen = ANSWER_SORTS.find((k) => k === sort?.replace(/^-/, ''));
  const column = rows[chosen ?? 'dat_resposta'];
  const direction = chosen && !sort?.startsWith('-') ? asc : desc;
  return db
    .select({
      cod_bse_questao_resposta: rows.cod_bse_questao_resposta,
      cod_bse_questao: rows.cod_bse_questao,
      cod_bse_atividade: rows.cod_bse_atividade,
      cod_bse_turma: rows.cod_bse_turma,
      cod_bse_usuario: rows.cod_bse_usuario,
      cod_bse_questao_opcao: rows.cod_bse_questao_opcao,
      res_resposta: rows.res_resposta,
      nom_usuario: rows.nom_usuario,
      nom_atividade: rows.nom_atividade,
      dat_resposta: rows.dat_resposta,
      dat_nota: rows.dat_nota,
      soma_nota: rows.soma_nota,
      enviada: rows.enviada,
      total: totalColumn,
    })
    .from(rows)
    .orderBy(direction(column), asc(rows.cod_bse_usuario), asc(rows.cod_bse_questao))
    .limit(page.limit)
    .offset(page.offset);
}
