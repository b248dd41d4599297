import type { EvaluationBody, EvaluationQuestionDto } from '@portal/shared/player';
import { asc, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../lib/sql';
import { trlAvaliacao, trlAvaliacaoCapitulo, trlAvaliacaoRegistro } from './player.tables';

/** The catalogue of the chapter evaluation's questions, in order. */
export async function evaluationQuestions(tx: Tx): Promise<EvaluationQuestionDto[]> {
  return tx
    .select({ codAvaliacao: trlAvaliacao.codAvaliacao, pt: trlAvaliacao.dscPt, en: trlAvaliacao.dscEn, es: trlAvaliacao.dscEs })
    .from(trlAvaliacao)
    .orderBy(asc(trlAvaliacao.numOrdem));
}

export interface ChapterPlace {
  codTrlCapitulo: number;
  codTrlLivro: number;
  codBseTurma: number;
}

/** The chapter, when it is in the active path of one of the student's classes (the current class first). */
export async function findChapterOfStudent(tx: Tx, userId: number, chapterId: number): Promise<ChapterPlace | undefined> {
  const [row] = await rowsOf<ChapterPlace>(
    tx,
    sql`select k.cod_trl_capitulo as "codTrlCapitulo", k.cod_trl_livro as "codTrlLivro", lt.cod_bse_turma as "codBseTurma"
      from trl_capitulo k
      join trl_livro_turma lt on lt.cod_trl_livro = k.cod_trl_livro and lt.ind_ativo = 'S'
      join bse_usuario_turma ut on ut.cod_bse_turma = lt.cod_bse_turma and ut.cod_bse_usuario = ${userId}
      where k.cod_trl_capitulo = ${chapterId}
      order by ut.ind_atual desc, lt.cod_bse_turma
      limit 1`,
  );
  return row;
}

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
        codRegistro: sql`excluded.cod_registro`,
        codBseTurma: sql`excluded.cod_bse_turma`,
        codTrlLivro: sql`excluded.cod_trl_livro`,
        numAvaliacao: sql`excluded.num_avaliacao`,
        datRegistro: sql`now()`,
      },
    });
}
