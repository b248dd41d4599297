import type { EvaluationBody, EvaluationQuestionDto } from '@portal/shared/player';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { bseUsuarioTurma, trlAvaliacao, trlAvaliacaoCapitulo, trlAvaliacaoRegistro, trlCapitulo, trlLivroTurma } from '../../db/schema';
import { activeLink, linkOfUser } from './player.policy';
import { excluded } from './player.sql';

/** The catalogue of the chapter evaluation's questions, in order. */
export async function evaluationQuestions(tx: Tx): Promise<EvaluationQuestionDto[]> {
  return tx
    .select({ codAvaliacao: trlAvaliacao.codAvaliacao, pt: trlAvaliacao.dscPt, en: trlAvaliacao.dscEn, es: trlAvaliacao.dscEs })
    .from(trlAvaliacao)
    .orderBy(asc(trlAvaliacao.numOrdem));
}

/** The chapter, when it is in the active path of one of the student's classes (the current class first). */
export async function findChapterOfStudent(tx: Tx, userId: number, chapterId: number) {
  const [row] = await tx
    .select({
      codTrlCapitulo: trlCapitulo.codTrlCapitulo,
      codTrlLivro: trlCapitulo.codTrlLivro,
      codBseTurma: trlLivroTurma.codBseTurma,
    })
    .from(trlCapitulo)
    .innerJoin(trlLivroTurma, and(eq(trlLivroTurma.codTrlLivro, trlCapitulo.codTrlLivro), activeLink()))
    .innerJoin(bseUsuarioTurma, linkOfUser(userId))
    .where(eq(trlCapitulo.codTrlCapitulo, chapterId))
    .orderBy(desc(bseUsuarioTurma.indAtual), asc(trlLivroTurma.codBseTurma))
    .limit(1);
  return row;
}

export type ChapterPlace = NonNullable<Awaited<ReturnType<typeof findChapterOfStudent>>>;

/** Notes the evaluation's id; false when it was already received (a resend: nothing more to do). */
export async function claimEvaluationId(tx: Tx, userId: number, id: string): Promise<boolean> {
  const rows = await tx
    .insert(trlAvaliacaoRegistro)
    .values({ codRegistro: id, codBseUsuario: userId })
    .onConflictDoNothing()
    .returning({ id: trlAvaliacaoRegistro.codRegistro });
  return rows.length > 0;
}

/** The student's answers for the chapter, replacing those of an earlier evaluation of it. */
export async function upsertEvaluation(tx: Tx, userId: number, place: ChapterPlace, body: EvaluationBody): Promise<void> {
  await tx
    .insert(trlAvaliacaoCapitulo)
    .values(
      body.respostas.map((r) => ({
        codRegistro: body.id,
        codBseUsuario: userId,
        codBseTurma: place.codBseTurma,
        codTrlLivro: place.codTrlLivro,
        codTrlCapitulo: place.codTrlCapitulo,
        codAvaliacao: r.codAvaliacao,
        numAvaliacao: r.numAvaliacao,
      })),
    )
    .onConflictDoUpdate({
      target: [trlAvaliacaoCapitulo.codBseUsuario, trlAvaliacaoCapitulo.codTrlCapitulo, trlAvaliacaoCapitulo.codAvaliacao],
      set: {
        codRegistro: excluded(trlAvaliacaoCapitulo.codRegistro),
        codBseTurma: excluded(trlAvaliacaoCapitulo.codBseTurma),
        codTrlLivro: excluded(trlAvaliacaoCapitulo.codTrlLivro),
        numAvaliacao: excluded(trlAvaliacaoCapitulo.numAvaliacao),
        datRegistro: sql`now()`,
      },
    });
}
