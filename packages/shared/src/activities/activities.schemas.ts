import { z } from 'zod';
import { IdText, idField } from '../common/ids';
import { PageQuery, pageOf } from '../common/pagination';

// ---------------------------------------------------------------- activities (bse_atividade)

export const ACTIVITY_NAME_MAX = 100;
export const ACTIVITY_DESCRIPTION_MAX = 1000;

const required = (max: number, maxMessage: 'activityNameMax' | 'activityDescriptionMax') =>
  z.string({ error: 'activityFillAllFields' }).trim().min(1, { error: 'activityFillAllFields' }).max(max, { error: maxMessage });

/** A row of the Master's catalogue (2-access §2 "Activities list with tracks"). */
export const ActivityDto = z
  .object({
    codBseAtividade: z.number().int(),
    nomAtividade: z.string(),
    desDescricao: z.string(),
    codTrlCapitulo: z.number().int(),
    dscCapitulo: z.string(),
    codTrlLivro: z.number().int(),
    dscLivro: z.string(),
    /** 'Criado Por': the author's name (null once the author is deleted). */
    usuarioCriacao: z.string().nullable(),
    datCriacao: z.iso.datetime({ offset: true }),
    qtdQuestoes: z.number().int(),
  })
  .meta({ id: 'ActivityDto' });
export type ActivityDto = z.infer<typeof ActivityDto>;

/** 'Nova avaliação' and its edit: path and chapter (the chapter names its path), name and description. */
export const ActivityBody = z
  .object({
    codTrlCapitulo: idField('activityFillAllFields'),
    nomAtividade: required(ACTIVITY_NAME_MAX, 'activityNameMax'),
    desDescricao: required(ACTIVITY_DESCRIPTION_MAX, 'activityDescriptionMax'),
  })
  .meta({ id: 'ActivityBody' });
export type ActivityBody = z.infer<typeof ActivityBody>;

/** GET /api/bse_atividade: 10 a page, searched by name, filtered by path and chapter. */
export const ActivityListQuery = PageQuery.extend({ codTrlLivro: IdText.optional(), codTrlCapitulo: IdText.optional() });
export type ActivityListQuery = z.infer<typeof ActivityListQuery>;
export const ActivityPage = pageOf(ActivityDto).meta({ id: 'ActivityPage' });
export type ActivityPage = z.infer<typeof ActivityPage>;

export const ActivityIdParam = z.object({ codBseAtividade: IdText });

// ---------------------------------------------------------------- questions (bse_questao)

export const QUESTION_TITLE_MAX = 200;
export const QUESTION_STATEMENT_MAX = 20_000;
export const QUESTION_OPTION_MAX = 500;
export const QUESTION_OPTIONS_MAX = 10;
export const QUESTION_EXPECTED_ANSWER_MAX = 5000;

export const QUESTION_TYPES = ['MULTIPLA_ESCOLHA', 'DISCURSIVA'] as const;
export const QuestionType = z.enum(QUESTION_TYPES, { error: 'questionTypeInvalid' });
export type QuestionType = z.infer<typeof QuestionType>;

/** An option of a multiple-choice question; `invalida` marks a wrong one. */
export const QuestionOptionBody = z.object({
  /** An option already stored (edit mode), to keep it; absent for a new one. */
  codBseQuestaoOpcao: idField().optional(),
  descricao: z
    .string({ error: 'questionOptionEmpty' })
    .trim()
    .min(1, { error: 'questionOptionEmpty' })
    .max(QUESTION_OPTION_MAX, { error: 'questionOptionMax' }),
  invalida: z.boolean({ error: 'activityFillAllFields' }),
});
export type QuestionOptionBody = z.infer<typeof QuestionOptionBody>;

const title = z
  .string({ error: 'activityFillAllFields' })
  .trim()
  .min(1, { error: 'activityFillAllFields' })
  .max(QUESTION_TITLE_MAX, { error: 'questionTitleMax' });
/** Rich text (HTML): sanitised by the server to an allow-list before it is stored. */
const statement = z
  .string({ error: 'activityFillAllFields' })
  .trim()
  .min(1, { error: 'activityFillAllFields' })
  .max(QUESTION_STATEMENT_MAX, { error: 'questionStatementMax' });
const options = z.array(QuestionOptionBody).max(QUESTION_OPTIONS_MAX, { error: 'questionOptionsMax' });
const expectedAnswer = z.string().trim().max(QUESTION_EXPECTED_ANSWER_MAX, { error: 'questionExpectedAnswerMax' }).nullish();

/**
 * 2-access §5 "Question": title, statement and type required; a discursive question needs its
 * expected answer, a multiple-choice one at least one option (and one of them right).
 */
function checkByType(
  value: { tipoQuestao: QuestionType; resRespostaEsperada?: string | null; multiplaEscolha: QuestionOptionBody[] },
  ctx: z.RefinementCtx,
) {
  if (value.tipoQuestao === 'DISCURSIVA' && !value.resRespostaEsperada)
    ctx.addIssue({ code: 'custom', path: ['resRespostaEsperada'], message: 'activityFillAllFields' });
  if (value.tipoQuestao === 'MULTIPLA_ESCOLHA') {
    if (value.multiplaEscolha.length === 0) ctx.addIssue({ code: 'custom', path: ['multiplaEscolha'], message: 'activityFillAllFields' });
    else if (value.multiplaEscolha.every((option) => option.invalida))
      ctx.addIssue({ code: 'custom', path: ['multiplaEscolha'], message: 'questionNeedsRightOption' });
  }
}

export const QuestionCreateBody = z
  .object({
    codBseAtividade: idField(),
    titulo: title,
    enuEnunciado: statement,
    tipoQuestao: QuestionType,
    resRespostaEsperada: expectedAnswer,
    multiplaEscolha: options.default([]),
  })
  .superRefine(checkByType)
  .meta({ id: 'QuestionCreateBody' });
export type QuestionCreateBody = z.infer<typeof QuestionCreateBody>;

/**
 * The edit (2-access §4): the type stays; a multiple-choice question keeps every option it has
 * (they may be reworded or re-marked, and new ones added) and a discursive one its expected answer,
 * which is read-only there, so neither is in this body.
 */
export const QuestionUpdateBody = z
  .object({ titulo: title, enuEnunciado: statement, multiplaEscolha: options.default([]) })
  .meta({ id: 'QuestionUpdateBody' });
export type QuestionUpdateBody = z.infer<typeof QuestionUpdateBody>;

export const QuestionOptionDto = z
  .object({ codBseQuestaoOpcao: z.number().int(), descricao: z.string(), invalida: z.boolean() })
  .meta({ id: 'QuestionOptionDto' });

/** A question as the staff see it, with its key (the right options, the expected answer). */
export const QuestionDto = z
  .object({
    codBseQuestao: z.number().int(),
    codBseAtividade: z.number().int(),
    titulo: z.string(),
    enuEnunciado: z.string(),
    tipoQuestao: QuestionType,
    resRespostaEsperada: z.string().nullable(),
    multiplaEscolha: z.array(QuestionOptionDto),
    /** Students who answered it: such a question cannot be deleted. */
    qtdRespostas: z.number().int(),
  })
  .meta({ id: 'QuestionDto' });
export type QuestionDto = z.infer<typeof QuestionDto>;

export const QuestionListQuery = z.object({ codBseAtividade: IdText });

/**
 * `/atividade/visualizar/{id}` as the staff open it (the catalogue's view, the class's 'Ver questões'):
 * the activity and its questions with the key, and no Submit. A Master opens any activity; the others
 * name a class of their scope that was given it.
 */
export const ActivityPreviewQuery = z.object({ codTurma: IdText.optional() });
export const ActivityPreviewDto = z.object({ atividade: ActivityDto, questoes: z.array(QuestionDto) }).meta({ id: 'ActivityPreviewDto' });
export type ActivityPreviewDto = z.infer<typeof ActivityPreviewDto>;
export const QuestionIdParam = z.object({ codBseQuestao: IdText });
