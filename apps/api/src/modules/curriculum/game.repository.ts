import { asc, eq } from 'drizzle-orm';
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
  await tx.delete(trlConteudoJogoResposta).where(eq(trlConteudoJogoResposta.codTrlConteudo, contentId));
  await tx.delete(trlConteudoJogoPergunta).where(eq(trlConteudoJogoPergunta.codTrlConteudo, contentId));
}

export async function insertQuestionsAndAnswers(tx: Tx, contentId: number, questions: QuestionRow[], answers: AnswerRow[]): Promise<void> {
  if (questions.length > 0) {
    await tx.insert(trlConteudoJogoPergunta).values(questions.map((q, i) => ({ ...q, codTrlConteudo: contentId, numOrdem: i + 1 })));
  }
  if (answers.length > 0) {
    await tx.insert(trlConteudoJogoResposta).values(answers.map((a, i) => ({ ...a, codTrlConteudo: contentId, numOrdem: i + 1 })));
  }
}
