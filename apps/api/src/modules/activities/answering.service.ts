import {
  type AnsweringFormDto,
  type AnsweringQuestionDto,
  GRADE_MAX,
  GRADE_MIN,
  type QuestionDto,
  type StudentActivityDto,
  type SubmissionBody,
} from '@portal/shared/activities';
import type { Db, Tx } from '../../db/client';
import { AppError, invalidField, mustFind, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { hasText, sanitizeRichText } from '../../lib/rich-text';
import type { Scope } from '../../lib/scope';
import { findClassInScope } from '../organisation';
import { deleteDraftsOf, lockStudentAnswers } from './answer.repository';
import { activeActivitiesFor, activityFor, answersOf, gradesOf, insertAnswers } from './answering.repository';
import { type GradeRow, insertGradesWithAudit } from './grading.repository';
import { questionsOf } from './question.repository';

export const alreadySent = () => new AppError(409, 'CONFLICT', 'activityAlreadySent');
const answerAll = () => invalidField('respostas', 'answerAllQuestions');

/** `/atividade/visualizarQuestoes`: the active activities of the student's class. */
export async function listStudentActivities(db: Db, scope: Scope, classId: number): Promise<StudentActivityDto[]> {
  await mustFind(findClassInScope(db, scope, classId));
  return activeActivitiesFor(db, scope.userId, classId);
}

/**
 * The answering screen: the questions without their key. After the student sent it they see their
 * answers; once every question is graded, the grades and the key too. An inactive activity is only
 * shown to a student who already sent it.
 */
export async function answeringForm(db: Db, scope: Scope, activityId: number, classId: number): Promise<AnsweringFormDto> {
  await mustFind(findClassInScope(db, scope, classId));
  const { ativa, ...atividade } = await mustFind(activityFor(db, scope.userId, activityId, classId));
  if (!ativa && !atividade.datResposta) throw notFound();
  const [questions, answers, grades] = await Promise.all([
    questionsOf(db, activityId),
    atividade.datResposta ? answersOf(db, activityId, scope.userId) : Promise.resolve([]),
    atividade.somaNota !== null ? gradesOf(db, activityId, scope.userId) : Promise.resolve([]),
  ]);
  const answerOf = new Map(answers.map((a) => [a.codBseQuestao, a]));
  const gradeOf = new Map(grades.map((g) => [g.codBseQuestao, g]));
  return { atividade, questoes: questions.map((q) => forStudent(q, answerOf.get(q.codBseQuestao), gradeOf.get(q.codBseQuestao))) };
}

/** The one place a question is shaped for a student: the key only with a grade. */
function forStudent(
  question: QuestionDto,
  answer: { codBseQuestaoOpcao: number | null; resResposta: string | null } | undefined,
  grade: { valor: number } | undefined,
): AnsweringQuestionDto {
  const right = question.multiplaEscolha.filter((o) => !o.invalida).map((o) => o.codBseQuestaoOpcao);
  return {
    codBseQuestao: question.codBseQuestao,
    titulo: question.titulo,
    enuEnunciado: question.enuEnunciado,
    tipoQuestao: question.tipoQuestao,
    opcoes: question.multiplaEscolha.map(({ codBseQuestaoOpcao, descricao }) => ({ codBseQuestaoOpcao, descricao })),
    resposta: answer ? { codBseQuestaoOpcao: answer.codBseQuestaoOpcao, resResposta: answer.resResposta } : null,
    correcao:
      grade && answer
        ? {
            valor: grade.valor,
            correta: question.tipoQuestao === 'MULTIPLA_ESCOLHA' ? right.includes(answer.codBseQuestaoOpcao ?? -1) : null,
            opcoesCorretas: right,
            resRespostaEsperada: question.resRespostaEsperada,
          }
        : null,
  };
}

/** A multiple-choice answer scored when it is sent (issue 23): the question's maximum for a right option, else 0. */
function automaticGrade(question: QuestionDto, option: number): number {
  return question.multiplaEscolha.some((o) => o.codBseQuestaoOpcao === option && !o.invalida) ? GRADE_MAX : GRADE_MIN;
}

/** An answer of a submission: to a question, the option chosen or the text written; a draft's keeps its id. */
export interface SubmittedAnswer {
  codBseQuestao: number;
  codBseQuestaoOpcao?: number | null;
  resResposta?: string | null;
  codBseQuestaoResposta?: number;
}

/**
 * A submission checked against the activity's questions: every question answered once (a multiple-choice one
 * by one of its own options, a discursive one by sanitised text that still says something), else 400
 * 'Por favor, preencha todas as respostas antes de enviar.'; the rows to store and the multiple choice's grades.
 */
export function checkSubmission(
  questions: QuestionDto[],
  answers: SubmittedAnswer[],
  place: { activityId: number; classId: number; userId: number },
): { rows: Parameters<typeof insertAnswers>[1]; automatic: GradeRow[] } {
  const sent = new Map(answers.map((r) => [r.codBseQuestao, r]));
  if (sent.size !== answers.length || sent.size !== questions.length) throw answerAll();
  const automatic: GradeRow[] = [];
  const rows = questions.map((question) => {
    const answer = sent.get(question.codBseQuestao);
    if (!answer) throw answerAll();
    const base = {
      ...(answer.codBseQuestaoResposta ? { codBseQuestaoResposta: answer.codBseQuestaoResposta } : {}),
      codBseQuestao: question.codBseQuestao,
      codBseAtividade: place.activityId,
      codBseTurma: place.classId,
      codBseUsuario: place.userId,
    };
    if (question.tipoQuestao === 'MULTIPLA_ESCOLHA') {
      const option = answer.codBseQuestaoOpcao;
      if (!option || !question.multiplaEscolha.some((o) => o.codBseQuestaoOpcao === option)) throw answerAll();
      automatic.push({
        codBseAtividade: place.activityId,
        codBseQuestao: question.codBseQuestao,
        codBseUsuario: place.userId,
        valor: automaticGrade(question, option),
      });
      return { ...base, codBseQuestaoOpcao: option };
    }
    const text = sanitizeRichText(answer.resResposta ?? '');
    if (!hasText(text)) throw answerAll();
    return { ...base, resResposta: text };
  });
  return { rows, automatic };
}

/**
 * Stores a checked submission in the caller's transaction, which holds the student's lock: the answers in one
 * statement (the unique (question, student) refuses a second submission), the multiple choice's grades, and
 * the student's drafts of the activity gone.
 */
export async function storeSubmission(
  tx: Tx,
  submission: ReturnType<typeof checkSubmission>,
  activityId: number,
  userId: number,
): Promise<void> {
  await insertAnswers(tx, submission.rows);
  await insertGradesWithAudit(tx, submission.automatic, 'automatic');
  await deleteDraftsOf(tx, activityId, userId);
}

/**
 * 'Tem certeza que deseja enviar sua atividade?': every question answered once, all stored in one
 * statement, once per student: a second submission (another tab, a double click, a replayed request)
 * is refused by the unique (question, student) and changes nothing. In the same transaction each
 * multiple-choice answer gets its grade (10 or 0, marked automatic in the history, changeable by the
 * staff): an activity of multiple-choice questions alone is graded at once; discursive ones wait for the teacher.
 * Whether it was late is decided by the database as the answers are stored (migration 0025). Answers the
 * student kept one by one (drafts, issue 25) give way to it.
 */
export async function submitAnswers(db: Db, scope: Scope, body: SubmissionBody): Promise<StudentActivityDto> {
  await mustFind(findClassInScope(db, scope, body.codBseTurma));
  const activity = await mustFind(activityFor(db, scope.userId, body.codBseAtividade, body.codBseTurma));
  if (!activity.ativa) throw notFound();
  if (activity.datResposta) throw alreadySent();
  const questions = await questionsOf(db, body.codBseAtividade);
  const submission = checkSubmission(questions, body.respostas, {
    activityId: body.codBseAtividade,
    classId: body.codBseTurma,
    userId: scope.userId,
  });
  try {
    await db.transaction(async (tx) => {
      await lockStudentAnswers(tx, scope.userId);
      await storeSubmission(tx, submission, body.codBseAtividade, scope.userId);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'bse_questao_resposta_uq')) throw alreadySent();
    throw error;
  }
  const { ativa: _ativa, ...sentActivity } = await mustFind(activityFor(db, scope.userId, body.codBseAtividade, body.codBseTurma));
  return sentActivity;
}
