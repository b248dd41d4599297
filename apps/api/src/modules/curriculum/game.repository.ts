import { asc, eq, max } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { trlConteudoJogoPergunta, trlConteudoJogoResposta } from '../../db/schema';

export interface QuestionRow {
  dscPergunta: string | null;
  imgPergunta: string | null;
}
export interface AnswerRow {
  dscResposta: string | null;
  imgResposta: string | null;
  indRespostaCorreta: string;
}

export async function gameQuestions(db: Tx, contentId: number) {
  return db
    .select({
      codTrlConteudoJogoPergunta: trlConteudoJogoPergunta.codTrlConteudoJogoPergunta,
      dscPergunta: trlConteudoJogoPergunta.dscPergunta,
      imgPergunta: trlConteudoJogoPergunta.imgPergunta,
    })
    .from(trlConteudoJogoPergunta)
    .where(eq(trlConteudoJogoPergunta.codTrlConteudo, contentId))
    .orderBy(asc(trlConteudoJogoPergunta.numOrdem));
}

export async function gameAnswers(db: Tx, contentId: number) {
  return db
    .select({
      codTrlConteudoJogoResposta: trlConteudoJogoResposta.codTrlConteudoJogoResposta,
      dscResposta: trlConteudoJogoResposta.dscResposta,
      imgResposta: trlConteudoJogoResposta.imgResposta,
      indRespostaCorreta: trlConteudoJogoResposta.indRespostaCorreta,
    })
    .from(trlConteudoJogoResposta)
    .where(eq(trlConteudoJogoResposta.codTrlConteudo, contentId))
    .orderBy(asc(trlConteudoJogoResposta.numOrdem));
}

/**
 * The documents' "apagarParaEditar" of questions and answers (DELETE /trl_conteudo_jogo_pergunta/apagarParaEditar/{id}
 * and the resposta one): here the first step of the save's transaction, so a failed save loses nothing.
 */
export async function apagarParaEditar(tx: Tx, contentId: number): Promise<void> {
  await deleteAnswers(tx, contentId);
  await deleteQuestions(tx, contentId);
}

/** Every question of a game (`DELETE /trl_conteudo_jogo_pergunta/apagarParaEditar/{id}`). */
export async function deleteQuestions(tx: Tx, contentId: number): Promise<void> {
  await tx.delete(trlConteudoJogoPergunta).where(eq(trlConteudoJogoPergunta.codTrlConteudo, contentId));
}

/** Every answer of a game (`DELETE /trl_conteudo_jogo_resposta/apagarParaEditar/{id}`). */
export async function deleteAnswers(tx: Tx, contentId: number): Promise<void> {
  await tx.delete(trlConteudoJogoResposta).where(eq(trlConteudoJogoResposta.codTrlConteudo, contentId));
}

// ---------------------------------------------------------------- one question or answer at a time

/** A question and its game (the caller checks the game's scope). */
export async function findQuestion(db: Tx, id: number) {
  const [row] = await db
    .select({
      codTrlConteudoJogoPergunta: trlConteudoJogoPergunta.codTrlConteudoJogoPergunta,
      codTrlConteudo: trlConteudoJogoPergunta.codTrlConteudo,
      dscPergunta: trlConteudoJogoPergunta.dscPergunta,
      imgPergunta: trlConteudoJogoPergunta.imgPergunta,
    })
    .from(trlConteudoJogoPergunta)
    .where(eq(trlConteudoJogoPergunta.codTrlConteudoJogoPergunta, id));
  return row;
}

/** An answer and its game (the caller checks the game's scope). */
export async function findAnswer(db: Tx, id: number) {
  const [row] = await db
    .select({
      codTrlConteudoJogoResposta: trlConteudoJogoResposta.codTrlConteudoJogoResposta,
      codTrlConteudo: trlConteudoJogoResposta.codTrlConteudo,
      numOrdem: trlConteudoJogoResposta.numOrdem,
      dscResposta: trlConteudoJogoResposta.dscResposta,
      imgResposta: trlConteudoJogoResposta.imgResposta,
      indRespostaCorreta: trlConteudoJogoResposta.indRespostaCorreta,
    })
    .from(trlConteudoJogoResposta)
    .where(eq(trlConteudoJogoResposta.codTrlConteudoJogoResposta, id));
  return row;
}

/** One more question, last in the game (the game's row is locked by the caller). */
export async function appendQuestion(tx: Tx, contentId: number, question: QuestionRow): Promise<number> {
  const [last] = await tx
    .select({ n: max(trlConteudoJogoPergunta.numOrdem) })
    .from(trlConteudoJogoPergunta)
    .where(eq(trlConteudoJogoPergunta.codTrlConteudo, contentId));
  const [row] = await tx
    .insert(trlConteudoJogoPergunta)
    .values({ ...question, codTrlConteudo: contentId, numOrdem: (last?.n ?? 0) + 1 })
    .returning({ id: trlConteudoJogoPergunta.codTrlConteudoJogoPergunta });
  return row!.id;
}

/** One more answer, last in the game (the game's row is locked by the caller). */
export async function appendAnswer(tx: Tx, contentId: number, answer: AnswerRow): Promise<number> {
  const [last] = await tx
    .select({ n: max(trlConteudoJogoResposta.numOrdem) })
    .from(trlConteudoJogoResposta)
    .where(eq(trlConteudoJogoResposta.codTrlConteudo, contentId));
  const [row] = await tx
    .insert(trlConteudoJogoResposta)
    .values({ ...answer, codTrlConteudo: contentId, numOrdem: (last?.n ?? 0) + 1 })
    .returning({ id: trlConteudoJogoResposta.codTrlConteudoJogoResposta });
  return row!.id;
}

export async function updateQuestion(tx: Tx, id: number, question: QuestionRow): Promise<void> {
  await tx.update(trlConteudoJogoPergunta).set(question).where(eq(trlConteudoJogoPergunta.codTrlConteudoJogoPergunta, id));
}

export async function updateAnswer(tx: Tx, id: number, answer: AnswerRow): Promise<void> {
  await tx.update(trlConteudoJogoResposta).set(answer).where(eq(trlConteudoJogoResposta.codTrlConteudoJogoResposta, id));
}

export async function insertQuestionsAndAnswers(tx: Tx, contentId: number, questions: QuestionRow[], answers: AnswerRow[]): Promise<void> {
  if (questions.length > 0) {
    await tx.insert(trlConteudoJogoPergunta).values(questions.map((q, i) => ({ ...q, codTrlConteudo: contentId, numOrdem: i + 1 })));
  }
  if (answers.length > 0) {
    await tx.insert(trlConteudoJogoResposta).values(answers.map((a, i) => ({ ...a, codTrlConteudo: contentId, numOrdem: i + 1 })));
  }
}
