import { z } from 'zod';
import { IdText, idField } from '../common/ids';
import { PageQuery, pageOf } from '../common/pagination';
import { ActivityBody, ActivityDto, QuestionDto } from './activities.schemas';
import { DISCURSIVE_ANSWER_MAX, SubmissionBody, answerRecordFields } from './class-activities.schemas';

/*
 * The documents' own records of activities, answers and grades (2-access-users-activities.md §3, §7; issue 25),
 * answered beside the product's calls over the same services. Re-exported by `@portal/shared/activities`.
 */

// ---------------------------------------------------------------- the activity record (bse_atividade)

/** The activity's chapter and its path, as the documents' record nests them (`capitulo.livro`). */
export const ActivityChapterDto = z
  .object({
    codTrlCapitulo: z.number().int(),
    dscTitulo: z.string(),
    livro: z.object({ codTrlLivro: z.number().int(), dscTitulo: z.string() }),
  })
  .meta({ id: 'ActivityChapterDto' });
export type ActivityChapterDto = z.infer<typeof ActivityChapterDto>;

/**
 * `GET/POST/PUT /api/bse_atividade` (2-access §3 "Activity"): the catalogue's row (its flat fields stay for the
 * screens) with the documents' `capitulo` (and its `livro`) and `questoes`, each question with its key: the
 * calls are the Master's (`activity:manage`), never a student's.
 */
export const ActivityRecordDto = ActivityDto.extend({
  capitulo: ActivityChapterDto,
  questoes: z.array(QuestionDto),
}).meta({ id: 'ActivityRecordDto' });
export type ActivityRecordDto = z.infer<typeof ActivityRecordDto>;
export const ActivityRecordPage = pageOf(ActivityRecordDto).meta({ id: 'ActivityRecordPage' });
export type ActivityRecordPage = z.infer<typeof ActivityRecordPage>;

/**
 * The activity's create and edit: the chapter flat (`codTrlCapitulo`, as the screen sends it) or as the
 * documents' record nests it (`capitulo.codTrlCapitulo`, and `capitulo.livro.codTrlLivro`, which must be the
 * chapter's path); given both ways, they must agree. The rest of a record sent back (`questoes`, the author,
 * the dates) is not read.
 */
export const ActivityRecordBody = z
  .object({
    codTrlCapitulo: idField('activityFillAllFields').optional(),
    capitulo: z
      .object({
        codTrlCapitulo: idField('activityFillAllFields'),
        livro: z.object({ codTrlLivro: idField('activityFillAllFields') }).optional(),
      })
      .optional(),
    nomAtividade: ActivityBody.shape.nomAtividade,
    desDescricao: ActivityBody.shape.desDescricao,
  })
  .superRefine((body, ctx) => {
    if (body.codTrlCapitulo === undefined && body.capitulo === undefined)
      ctx.addIssue({ code: 'custom', path: ['codTrlCapitulo'], message: 'activityFillAllFields' });
    else if (body.codTrlCapitulo !== undefined && body.capitulo !== undefined && body.codTrlCapitulo !== body.capitulo.codTrlCapitulo)
      ctx.addIssue({ code: 'custom', path: ['capitulo', 'codTrlCapitulo'], message: 'activityChapterTwice' });
  })
  .meta({ id: 'ActivityRecordBody' });
export type ActivityRecordBody = z.infer<typeof ActivityRecordBody>;

// ---------------------------------------------------------------- answers (bse_questao_resposta)

const optionField = idField('answerChooseOption').nullish();
const answerText = z.string({ error: 'answerRequired' }).max(DISCURSIVE_ANSWER_MAX, { error: 'answerMax' }).nullish();

/**
 * `POST /api/bse_questao_resposta`, two ways (DECISIONS.md "Beyond the documents"): the product's batched
 * submission (`respostas`: every question at once) or the documents' one answer row (2-access §3 "Answer
 * submission": `codBseQuestao` and `resResposta`; a multiple-choice question is answered by
 * `codBseQuestaoOpcao` or by its option's text in `resResposta`). The answer is always the signed-in
 * student's: the documented `codBseUsuario` is accepted and not read. One answer at a time is kept as the
 * student's draft until the answer that completes the activity sends it all.
 */
export const AnswerPostBody = z
  .object({
    codBseAtividade: idField(),
    codBseTurma: idField(),
    respostas: SubmissionBody.shape.respostas.optional(),
    codBseUsuario: idField().optional(),
    codBseQuestao: idField().optional(),
    codBseQuestaoOpcao: optionField,
    resResposta: answerText,
  })
  .superRefine((body, ctx) => {
    if (body.respostas === undefined && body.codBseQuestao === undefined)
      ctx.addIssue({ code: 'custom', path: ['codBseQuestao'], message: 'answerRequired' });
  })
  .meta({ id: 'AnswerPostBody' });
export type AnswerPostBody = z.infer<typeof AnswerPostBody>;

/** One answer, as the service takes it: the question and the option chosen or the text written. */
export type OneAnswer = { codBseAtividade: number; codBseTurma: number; codBseQuestao: number } & AnswerUpdateBody;

/**
 * `PUT /api/bse_questao_resposta/{codBseQuestao}`: the student's new answer to the question, before the
 * activity is sent. The other fields of the documents' row may come along; they are not read.
 */
export const AnswerUpdateBody = z.object({ codBseQuestaoOpcao: optionField, resResposta: answerText }).meta({ id: 'AnswerUpdateBody' });
export type AnswerUpdateBody = z.infer<typeof AnswerUpdateBody>;

export const AnswerQuestionParam = z.object({ codBseQuestao: IdText });
export const AnswerIdParam = z.object({ id: IdText });

/**
 * One answer as the one-answer calls answer it (2-access §3 "Answer record"), with what the student wrote or
 * chose (a multiple-choice answer's text is its option's) and whether the activity is sent: the answer that
 * completes it sends it. Never a mark of which option is right, nor the expected answer.
 */
export const AnswerRecordDto = z
  .object({
    ...answerRecordFields,
    codBseQuestaoOpcao: z.number().int().nullable(),
    resResposta: z.string(),
    datResposta: z.iso.datetime({ offset: true }),
    /** True once the activity is sent: it can no longer change. */
    enviada: z.boolean(),
  })
  .meta({ id: 'AnswerRecordDto' });
export type AnswerRecordDto = z.infer<typeof AnswerRecordDto>;

/**
 * `GET /api/bse_questao_resposta`: one row per answer (2-access §3 "Stored answer row"), with its ids. The
 * grade's date and the sum are the activity's for that student, once every question is graded (null before).
 * The staff see the sent answers of the classes in their scope; a student their own, drafts included
 * (`enviada` false).
 */
export const StoredAnswerDto = z
  .object({
    cod_bse_questao_resposta: z.number().int(),
    cod_bse_questao: z.number().int(),
    cod_bse_atividade: z.number().int(),
    cod_bse_turma: z.number().int(),
    cod_bse_usuario: z.number().int(),
    cod_bse_questao_opcao: z.number().int().nullable(),
    res_resposta: z.string(),
    nom_usuario: z.string(),
    nom_atividade: z.string(),
    dat_resposta: z.iso.datetime({ offset: true }),
    dat_nota: z.iso.datetime({ offset: true }).nullable(),
    soma_nota: z.number().nullable(),
    enviada: z.boolean(),
  })
  .meta({ id: 'StoredAnswerDto' });
export type StoredAnswerDto = z.infer<typeof StoredAnswerDto>;
export const StoredAnswerPage = pageOf(StoredAnswerDto).meta({ id: 'StoredAnswerPage' });
export type StoredAnswerPage = z.infer<typeof StoredAnswerPage>;

/** Filters of the answers and grades lists; `q` searches the student's and the activity's names. */
export const RecordListQuery = PageQuery.extend({
  codBseAtividade: IdText.optional(),
  codBseTurma: IdText.optional(),
  codBseUsuario: IdText.optional(),
});
export type RecordListQuery = z.infer<typeof RecordListQuery>;

// ---------------------------------------------------------------- grades (bse_nota)

/**
 * `GET /api/bse_nota` (2-access §3 "Grade"): a question's grade for a student. The staff read those of the
 * submissions in their scope; a student only their own, of an activity sent and graded in full (the key
 * stays on the server until then, DECISIONS.md "Activities and grades").
 */
export const GradeDto = z
  .object({
    codBseNota: z.number().int(),
    codBseAtividade: z.number().int(),
    codBseQuestao: z.number().int(),
    codBseUsuario: z.number().int(),
    valor: z.number(),
    datNota: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'GradeDto' });
export type GradeDto = z.infer<typeof GradeDto>;
export const GradePage = pageOf(GradeDto).meta({ id: 'GradePage' });
export type GradePage = z.infer<typeof GradePage>;
