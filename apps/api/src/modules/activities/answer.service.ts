import type {
  AnswerPostBody,
  AnswerRecordDto,
  AnswerUpdateBody,
  OneAnswer,
  QuestionDto,
  RecordListQuery,
  StoredAnswerPage,
  StudentActivityDto,
} from '@portal/shared/activities';
import type { Db, Tx } from '../../db/client';
import { AppError, invalidField, mustFind, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { pageResult, pageWindow } from '../../lib/pagination';
import { hasText, sanitizeRichText } from '../../lib/rich-text';
import type { Scope } from '../../lib/scope';
import { findClassInScope } from '../organisation';
import {
  answerRecord,
  deleteDraft,
  draftsOf,
  findDraft,
  hasSent,
  hasSentAnswer,
  insertDraft,
  listStoredAnswers,
  lockStudentAnswers,
  updateDraft,
} from './answer.repository';
import { activityFor } from './answering.repository';
import { alreadySent, checkSubmission, storeSubmission, submitAnswers } from './answering.service';
import { questionsOf } from './question.repository';

/*
 * The documents' one-answer calls (2-access §7 "POST/PUT/DELETE /bse_questao_resposta", issue 25), over the same
 * rules as the batched submission: the signed-in student's answer only, to an active activity of their class,
 * never after it is sent. Each answer is kept as the student's draft until the one that completes the activity:
 * then every draft is checked and stored as the submission is (one statement, the unique (question, student),
 * the multiple choice scored), in the same transaction. The staff never write a student's answer
 * (`activity:answer` is the Aluno's).
 */

const answeredAlready = () => new AppError(409, 'CONFLICT', 'answerAlreadyGiven');

/**
 * `POST /api/bse_questao_resposta`: the product's batched submission (`respostas`), or one answer of the
 * documents' row. The body's `codBseUsuario` is never read: the answer is the caller's.
 */
export async function postAnswers(db: Db, scope: Scope, body: AnswerPostBody): Promise<StudentActivityDto | AnswerRecordDto> {
  if (body.respostas !== undefined)
    return submitAnswers(db, scope, { codBseAtividade: body.codBseAtividade, codBseTurma: body.codBseTurma, respostas: body.respostas });
  return answerOne(db, scope, {
    codBseAtividade: body.codBseAtividade,
    codBseTurma: body.codBseTurma,
    codBseQuestao: body.codBseQuestao!,
    codBseQuestaoOpcao: body.codBseQuestaoOpcao,
    resResposta: body.resResposta,
  });
}

/**
 * What an answer to the question stores: a multiple-choice one an option of the question, named by its id or
 * by its text (`resResposta`, the documents' row), else 400 'Escolha uma das opções da questão.'; a discursive
 * one sanitised text that still says something, else 400 'Preencha a resposta da questão.'.
 */
function answerValue(question: QuestionDto, answer: AnswerUpdateBody): { codBseQuestaoOpcao: number | null; resResposta: string | null } {
  if (question.tipoQuestao === 'MULTIPLA_ESCOLHA') {
    const text = answer.resResposta?.trim();
    const byText = text ? question.multiplaEscolha.filter((o) => o.descricao.trim() === text) : [];
    const option = answer.codBseQuestaoOpcao ?? (byText.length === 1 ? byText[0]!.codBseQuestaoOpcao : undefined);
    if (!option || !question.multiplaEscolha.some((o) => o.codBseQuestaoOpcao === option))
      throw invalidField('codBseQuestaoOpcao', 'answerChooseOption');
    return { codBseQuestaoOpcao: option, resResposta: null };
  }
  const text = sanitizeRichText(answer.resResposta ?? '');
  if (!hasText(text)) throw invalidField('resResposta', 'answerRequired');
  return { codBseQuestaoOpcao: null, resResposta: text };
}

/**
 * The activity as the student may still answer it in the class: the class theirs, the activity given to it and
 * active (404 otherwise, as the submission answers), not sent yet (409); and its questions.
 */
async function openActivity(tx: Tx, scope: Scope, activityId: number, classId: number): Promise<QuestionDto[]> {
  await mustFind(findClassInScope(tx, scope, classId));
  const activity = await mustFind(activityFor(tx, scope.userId, activityId, classId));
  if (!activity.ativa) throw notFound();
  if (await hasSent(tx, activityId, scope.userId)) throw alreadySent();
  return questionsOf(tx, activityId);
}

/** Once the student's drafts answer every question of the activity, they are sent, in the class of the last one. */
async function sendIfComplete(tx: Tx, userId: number, activityId: number, classId: number, questions: QuestionDto[]): Promise<void> {
  const drafts = await draftsOf(tx, activityId, userId);
  const answered = new Set(drafts.map((d) => d.codBseQuestao));
  if (questions.length === 0 || questions.some((q) => !answered.has(q.codBseQuestao))) return;
  await storeSubmission(tx, checkSubmission(questions, drafts, { activityId, classId, userId }), activityId, userId);
}

/** Runs a write of the student's answers holding their lock; a second submission that slipped past the checks is 409. */
async function asStudent<T>(db: Db, userId: number, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      await lockStudentAnswers(tx, userId);
      return work(tx);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'bse_questao_resposta_uq')) throw alreadySent();
    if (isUniqueViolation(error, 'bse_questao_resposta_rascunho_uq')) throw answeredAlready();
    throw error;
  }
}

/** One answer (the documents' row): kept as a draft, and the activity sent when it was the last question. */
export async function answerOne(db: Db, scope: Scope, answer: OneAnswer): Promise<AnswerRecordDto> {
  const id = await asStudent(db, scope.userId, async (tx) => {
    const questions = await openActivity(tx, scope, answer.codBseAtividade, answer.codBseTurma);
    const question = questions.find((q) => q.codBseQuestao === answer.codBseQuestao);
    if (!question) throw notFound();
    const value = answerValue(question, answer);
    if (await findDraft(tx, scope.userId, { question: question.codBseQuestao })) throw answeredAlready();
    const draftId = await insertDraft(tx, {
      ...value,
      codBseQuestao: question.codBseQuestao,
      codBseAtividade: answer.codBseAtividade,
      codBseTurma: answer.codBseTurma,
      codBseUsuario: scope.userId,
    });
    await sendIfComplete(tx, scope.userId, answer.codBseAtividade, answer.codBseTurma, questions);
    return draftId;
  });
  return mustFind(answerRecord(db, id));
}

/**
 * `PUT /api/bse_questao_resposta/{codBseQuestao}`: the student's new answer to a question they answered and
 * have not sent (409 once sent, 404 without an answer of theirs).
 */
export async function changeAnswer(db: Db, scope: Scope, questionId: number, body: AnswerUpdateBody): Promise<AnswerRecordDto> {
  const id = await asStudent(db, scope.userId, async (tx) => {
    const draft = await findDraft(tx, scope.userId, { question: questionId });
    if (!draft) {
      if (await hasSentAnswer(tx, scope.userId, { question: questionId })) throw alreadySent();
      throw notFound();
    }
    const questions = await openActivity(tx, scope, draft.codBseAtividade, draft.codBseTurma);
    const question = questions.find((q) => q.codBseQuestao === questionId);
    if (!question) throw notFound();
    await updateDraft(tx, draft.codBseQuestaoResposta, { ...answerValue(question, body), codBseTurma: draft.codBseTurma });
    await sendIfComplete(tx, scope.userId, draft.codBseAtividade, draft.codBseTurma, questions);
    return draft.codBseQuestaoResposta;
  });
  return mustFind(answerRecord(db, id));
}

/** `DELETE /api/bse_questao_resposta/{id}`: the student's answer, before sending (409 once sent, 404 if not theirs). */
export async function deleteAnswer(db: Db, scope: Scope, id: number): Promise<void> {
  await asStudent(db, scope.userId, async (tx) => {
    if (await findDraft(tx, scope.userId, { id })) return deleteDraft(tx, id);
    if (await hasSentAnswer(tx, scope.userId, { id })) throw alreadySent();
    throw notFound();
  });
}

/** `GET /api/bse_questao_resposta`: the answers the caller may read (the staff their scope's, a student their own). */
export async function listAnswers(db: Db, scope: Scope, query: RecordListQuery): Promise<StoredAnswerPage> {
  const rows = await listStoredAnswers(db, scope, query, query.sort, pageWindow(query));
  return pageResult(rows, query, async () => {
    const all = await listStoredAnswers(db, scope, query, undefined, { limit: 1, offset: 0 });
    return all[0]?.total ?? 0;
  });
}
