import {
  type AnswerTablePage,
  type AnswerTableQuery,
  type GradeAuditDto,
  type GradesCreateBody,
  type GradesUpdateBody,
  type GradePage,
  type GradingFormDto,
  type RecordListQuery,
  maxGradeOf,
} from '@portal/shared/activities';
import type { Db } from '../../db/client';
import { AppError, invalidField, mustFind, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { pageResult, pageWindow } from '../../lib/pagination';
import type { Scope } from '../../lib/scope';
import { findClassInScope } from '../organisation';
import { answersOf, gradesOf } from './answering.repository';
import {
  activityOfClass,
  answerRows,
  auditOf,
  countGrades,
  countStudents,
  gradeRows,
  gradesWhere,
  insertGradesWithAudit,
  lockGrades,
  lockGradesOf,
  studentOfClass,
  submissionOf,
  updateGradesWithAudit,
} from './grading.repository';
import { questionsOf } from './question.repository';

const gradesExist = () => new AppError(409, 'CONFLICT', 'gradesExist');
const gradeEveryQuestion = () => invalidField('nota', 'gradeEveryQuestion');

/** The class (in the caller's scope) and its activity: 404 otherwise, so existence does not leak. */
async function classActivity(db: Db, scope: Scope, activityId: number, classId: number) {
  await mustFind(findClassInScope(db, scope, classId));
  return mustFind(activityOfClass(db, activityId, classId));
}

/** `/atividade/respostas/{id}`: the class's students, 5 a page, and where each one's answers stand. */
export async function answersTable(db: Db, scope: Scope, activityId: number, query: AnswerTableQuery): Promise<AnswerTablePage> {
  const activity = await classActivity(db, scope, activityId, query.codTurma);
  const rows = await answerRows(db, activityId, query.codTurma, activity.nomAtividade, pageWindow(query));
  const page = await pageResult(rows, query, () => countStudents(db, query.codTurma));
  // The documents' row beside the screen's fields (issue 25): the same values, and the first question's answer.
  return {
    ...page,
    items: page.items.map(({ primeiraQuestao, primeiraResposta, ...row }) => ({
      ...row,
      cod_bse_questao: primeiraQuestao,
      res_resposta: primeiraResposta,
      cod_bse_usuario: row.codBseUsuario,
      nom_usuario: row.nomUsuario,
      nom_atividade: row.nomAtividade,
      dat_resposta: row.datResposta,
      dat_nota: row.datNota,
      soma_nota: row.somaNota,
    })),
  };
}

/**
 * `GET /api/bse_nota` (issue 25): the grades the caller may read: the staff those of the submissions in their
 * scope, a student their own of the activities sent and graded in full.
 */
export async function listGrades(db: Db, scope: Scope, query: RecordListQuery): Promise<GradePage> {
  const where = gradesWhere(scope, query);
  return pageResult(await gradeRows(db, where, query.sort, pageWindow(query)), query, () => countGrades(db, where));
}

/** `respostasAluno` / `editarNota`: one student's answers with the key, multiple choice marked, and the grades. */
export async function gradingForm(db: Db, scope: Scope, activityId: number, classId: number, studentId: number): Promise<GradingFormDto> {
  const activity = await classActivity(db, scope, activityId, classId);
  const student = await mustFind(studentOfClass(db, studentId, classId));
  const [questions, answers, grades, submission] = await Promise.all([
    questionsOf(db, activityId),
    answersOf(db, activityId, studentId),
    gradesOf(db, activityId, studentId),
    submissionOf(db, activityId, studentId),
  ]);
  const answerOf = new Map(answers.map((a) => [a.codBseQuestao, a]));
  const gradeOf = new Map(grades.map((g) => [g.codBseQuestao, g]));
  return {
    codBseAtividade: activity.codBseAtividade,
    nomAtividade: activity.nomAtividade,
    codBseUsuario: student.codBseUsuario,
    nomUsuario: student.nomUsuario,
    datResposta: answers[0]?.datResposta ?? null,
    notaMaxima: maxGradeOf(questions.length),
    atrasada: submission?.atrasada ?? false,
    questoes: questions.map((q) => {
      const answer = answerOf.get(q.codBseQuestao);
      const grade = gradeOf.get(q.codBseQuestao);
      const right = q.multiplaEscolha.filter((o) => !o.invalida).map((o) => o.codBseQuestaoOpcao);
      return {
        codBseQuestao: q.codBseQuestao,
        titulo: q.titulo,
        enuEnunciado: q.enuEnunciado,
        tipoQuestao: q.tipoQuestao,
        opcoes: q.multiplaEscolha,
        resRespostaEsperada: q.resRespostaEsperada,
        resposta: answer
          ? {
              codBseQuestaoResposta: answer.codBseQuestaoResposta,
              codBseQuestao: q.codBseQuestao,
              codAtividade: activityId,
              codTurma: classId,
              codUsuario: studentId,
              codBseQuestaoOpcao: answer.codBseQuestaoOpcao,
              resResposta: answer.resResposta,
            }
          : null,
        correta: answer && q.tipoQuestao === 'MULTIPLA_ESCOLHA' ? right.includes(answer.codBseQuestaoOpcao ?? -1) : null,
        nota: grade ? { codBseNota: grade.codBseNota, valor: grade.valor } : null,
      };
    }),
  };
}

/**
 * `insertNota` ('Deseja atribuir essas notas?'): every question of one student's activity, once the
 * student sent it, all in one transaction with their audit rows. The grades the activity already has
 * (the multiple choice scored on submission) take the values sent, as a change by this grader. Every
 * question graded already: 409 (edit them).
 */
export async function giveGrades(db: Db, scope: Scope, grades: GradesCreateBody): Promise<void> {
  const { codBseAtividade: activityId, codBseUsuario: studentId } = grades[0]!;
  if (grades.some((g) => g.codBseAtividade !== activityId || g.codBseUsuario !== studentId)) throw gradeEveryQuestion();
  const submission = await submissionOf(db, activityId, studentId);
  if (submission === undefined) {
    // Nothing sent: an unknown or unseen student answers 404 like any row out of scope.
    throw notFound();
  }
  await classActivity(db, scope, activityId, submission.classId);
  const questions = await questionsOf(db, activityId);
  const given = new Set(grades.map((g) => g.codBseQuestao));
  if (given.size !== grades.length || given.size !== questions.length || questions.some((q) => !given.has(q.codBseQuestao)))
    throw gradeEveryQuestion();
  try {
    await db.transaction(async (tx) => {
      const existing = new Map((await lockGradesOf(tx, activityId, studentId)).map((g) => [g.codBseQuestao, g]));
      if (existing.size >= questions.length) throw gradesExist();
      await insertGradesWithAudit(
        tx,
        grades.filter((g) => !existing.has(g.codBseQuestao)),
        scope.userId,
      );
      const changes = grades.flatMap((g) => {
        const old = existing.get(g.codBseQuestao);
        return old && old.valor !== g.valor ? [{ codBseNota: old.codBseNota, valor: g.valor, valorAnterior: old.valor }] : [];
      });
      await updateGradesWithAudit(tx, changes, scope.userId);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'bse_nota_uq')) throw gradesExist();
    throw error;
  }
}

/**
 * `updateNota` ('Tem certeza de que deseja atualizar as notas?'): new values for grades of one
 * student's activity, in the order of the ids; each change kept in the audit trail.
 */
export async function changeGrades(db: Db, scope: Scope, ids: number[], body: GradesUpdateBody): Promise<void> {
  if (ids.length !== body.nota.length) throw gradeEveryQuestion();
  await db.transaction(async (tx) => {
    const current = await lockGrades(tx, ids);
    if (current.length !== ids.length) throw notFound();
    const { codBseAtividade: activityId, codBseUsuario: studentId } = current[0]!;
    if (current.some((g) => g.codBseAtividade !== activityId || g.codBseUsuario !== studentId)) throw notFound();
    const submission = await mustFind(submissionOf(tx, activityId, studentId));
    await mustFind(findClassInScope(tx, scope, submission.classId));
    const before = new Map(current.map((g) => [g.codBseNota, g.valor]));
    const changes = ids
      .map((id, i) => ({ codBseNota: id, valor: body.nota[i]!.valor, valorAnterior: before.get(id)! }))
      .filter((c) => c.valorAnterior !== c.valor);
    await updateGradesWithAudit(tx, changes, scope.userId);
  });
}

/** The audit trail of a student's grades in an activity (the staff above the grader). */
export async function gradeAudit(db: Db, scope: Scope, activityId: number, classId: number, studentId: number): Promise<GradeAuditDto[]> {
  await classActivity(db, scope, activityId, classId);
  await mustFind(studentOfClass(db, studentId, classId));
  return auditOf(db, activityId, studentId);
}
