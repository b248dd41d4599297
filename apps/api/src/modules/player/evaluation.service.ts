import type { EvaluationBody, EvaluationQuestionDto } from '@portal/shared/player';
import type { Db } from '../../db/client';
import { invalidField, mustFind } from '../../lib/app-error';
import { claimEvaluationId, evaluationQuestions, findChapterOfStudent, upsertEvaluation } from './evaluation.repository';

export async function listEvaluationQuestions(db: Db): Promise<EvaluationQuestionDto[]> {
  return evaluationQuestions(db);
}

/**
 * POST /api/plataforma/avaliacao: every question of the catalogue answered once (1-5, checked by the
 * schema), for a chapter of the student's active path. Idempotent by the browser's id: a resend, even
 * after a newer evaluation of the chapter, changes nothing; a new evaluation replaces the previous one.
 */
export async function evaluateChapter(db: Db, userId: number, body: EvaluationBody): Promise<void> {
  await db.transaction(async (tx) => {
    const catalogue = (await evaluationQuestions(tx)).map((q) => q.codAvaliacao);
    const answered = body.respostas.map((r) => r.codAvaliacao);
    const complete =
      answered.length === catalogue.length && new Set(answered).size === answered.length && catalogue.every((q) => answered.includes(q));
    if (!complete) throw invalidField('respostas', 'evaluationIncomplete');
    const place = await mustFind(findChapterOfStudent(tx, userId, body.codTrlCapitulo));
    if (!(await claimEvaluationId(tx, userId, body.id))) return;
    await upsertEvaluation(tx, userId, place, body);
  });
}
