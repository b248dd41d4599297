import type { QuestionCreateBody, QuestionDto, QuestionUpdateBody } from '@portal/shared/activities';
import type { Db } from '../../db/client';
import { AppError, invalidField, mustFind, notFound } from '../../lib/app-error';
import { isForeignKeyViolation } from '../../lib/db-errors';
import { hasText, sanitizeRichText } from '../../lib/rich-text';
import { activityExists, lockActivity } from './activity.repository';
import {
  deleteQuestionRow,
  findQuestion,
  insertQuestion,
  lockQuestion,
  optionIdsOf,
  questionHasAnswers,
  questionsOf,
  updateQuestionTexts,
  writeOptions,
} from './question.repository';

const dependencies = () => new AppError(409, 'DEPENDENCIES', 'dependencies');

/** The statement as it will be stored: sanitised, and still something to read once sanitised. */
function cleanStatement(html: string): string {
  const clean = sanitizeRichText(html);
  if (!hasText(clean)) throw invalidField('enuEnunciado', 'activityFillAllFields');
  return clean;
}

/** `/questao/listar/{idAtividade}`: the activity's questions with their key (staff only). */
export async function listQuestions(db: Db, activityId: number): Promise<QuestionDto[]> {
  if (!(await activityExists(db, activityId))) throw notFound();
  return questionsOf(db, activityId);
}

export async function getQuestion(db: Db, id: number): Promise<QuestionDto> {
  return mustFind(findQuestion(db, id));
}

/** 'Salvar Questão?'. */
export async function createQuestion(db: Db, body: QuestionCreateBody): Promise<QuestionDto> {
  const enuEnunciado = cleanStatement(body.enuEnunciado);
  const multipleChoice = body.tipoQuestao === 'MULTIPLA_ESCOLHA';
  const id = await db.transaction(async (tx) => {
    if (!(await lockActivity(tx, body.codBseAtividade))) throw notFound();
    const questionId = await insertQuestion(tx, {
      codBseAtividade: body.codBseAtividade,
      titulo: body.titulo,
      enuEnunciado,
      tipoQuestao: body.tipoQuestao,
      resRespostaEsperada: multipleChoice ? null : (body.resRespostaEsperada ?? null),
    });
    if (multipleChoice)
      await writeOptions(
        tx,
        questionId,
        body.multiplaEscolha.map(({ descricao, invalida }) => ({ descricao, invalida })),
      );
    return questionId;
  });
  return mustFind(findQuestion(db, id));
}

/**
 * 'Alterar Questão?' (2-access §4): title and statement change; a multiple-choice question keeps every
 * option it has (reworded, re-marked, new ones added) and still has a right one; the type and a
 * discursive question's expected answer stay as they are.
 */
export async function editQuestion(db: Db, id: number, body: QuestionUpdateBody): Promise<QuestionDto> {
  const enuEnunciado = cleanStatement(body.enuEnunciado);
  await db.transaction(async (tx) => {
    const question = await mustFind(lockQuestion(tx, id));
    await updateQuestionTexts(tx, id, { titulo: body.titulo, enuEnunciado });
    if (question.tipoQuestao !== 'MULTIPLA_ESCOLHA') return;
    const stored = new Set(await optionIdsOf(tx, id));
    const sent = body.multiplaEscolha.flatMap((o) => (o.codBseQuestaoOpcao ? [o.codBseQuestaoOpcao] : []));
    if (sent.some((option) => !stored.has(option)) || new Set(sent).size !== sent.length) throw notFound();
    if (sent.length !== stored.size) throw invalidField('multiplaEscolha', 'questionOptionsLocked');
    if (body.multiplaEscolha.every((o) => o.invalida)) throw invalidField('multiplaEscolha', 'questionNeedsRightOption');
    await writeOptions(tx, id, body.multiplaEscolha);
  });
  return mustFind(findQuestion(db, id));
}

/** 'Tem certeza que deseja deletar essa questão?': not once a student answered it (409, nothing deleted). */
export async function deleteQuestion(db: Db, id: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await mustFind(lockQuestion(tx, id));
      if (await questionHasAnswers(tx, id)) throw dependencies();
      await deleteQuestionRow(tx, id);
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw dependencies();
    throw error;
  }
}
