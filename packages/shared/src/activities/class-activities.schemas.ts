import { z } from 'zod';
import { IdText, PageNumber, idField } from '../common/ids';
import { pageOf } from '../common/pagination';
import { ActivityDto, QuestionOptionDto, QuestionType } from './activities.schemas';

/*
 * The activities in a class's life: given to it (with a due day), answered by its students, graded by its
 * staff. Re-exported by activities.schemas.ts, the package's `@portal/shared/activities`.
 */

// ---------------------------------------------------------------- activities of a class (bse_atividade_turma)

export const DUE_DATE_MIN = '2000-01-01';
export const DUE_DATE_MAX = '2999-12-31';

/**
 * The day an activity is due in a class (issue 23, beyond the documents): a submission after it (the day
 * ends at midnight in America/Sao_Paulo) is still accepted, and marked late (`atrasada`).
 */
export const DueDate = z.iso
  .date({ error: 'dueDateInvalid' })
  .refine((day) => day >= DUE_DATE_MIN && day <= DUE_DATE_MAX, { error: 'dueDateInvalid' });

/** `/atividade/ListaProfessor`: an activity of the current class, with its switch. */
export const ClassActivityDto = z
  .object({
    codBseAtividadeTurma: z.number().int(),
    codBseAtividade: z.number().int(),
    codBseTurma: z.number().int(),
    indAtivo: z.enum(['S', 'N']),
    nomAtividade: z.string(),
    desDescricao: z.string(),
    dscLivro: z.string(),
    dscCapitulo: z.string(),
    qtdQuestoes: z.number().int(),
    /** Students of the class who sent their answers: such a link cannot be removed. */
    qtdEntregas: z.number().int(),
    /** The day it is due in this class (null: no due day). */
    datEntrega: z.iso.date().nullable(),
  })
  .meta({ id: 'ClassActivityDto' });
export type ClassActivityDto = z.infer<typeof ClassActivityDto>;

/**
 * The documents' class-activity link (2-access §3 "Class-activity link", 1-authoring §3 "Class activity"):
 * `GET /api/bse_atividade_turma/all/{classId}` and `/{classId}/atividades-ativas` (issue 25). The link's `id`
 * (its `codBseAtividadeTurma` again) and the activity itself (`BseAtividade`) beside the screen's fields.
 */
export const ClassActivityLinkDto = ClassActivityDto.extend({
  id: z.number().int(),
  BseAtividade: ActivityDto,
}).meta({ id: 'ClassActivityLinkDto' });
export type ClassActivityLinkDto = z.infer<typeof ClassActivityLinkDto>;

/** The add dialog's filters: the paths (and their chapters) whose activities the class may use. */
export const CataloguePathDto = z
  .object({
    codTrlLivro: z.number().int(),
    dscTitulo: z.string(),
    capitulos: z.array(z.object({ codTrlCapitulo: z.number().int(), dscTitulo: z.string() })),
  })
  .meta({ id: 'CataloguePathDto' });
export type CataloguePathDto = z.infer<typeof CataloguePathDto>;

export const CLASS_ACTIVITY_ADD_MAX = 100;

/** `insertAtividadeTurma`: several activities of the catalogue given to one class at once, each with its due day (optional). */
/** One activity given to one class: 1-authoring §7's body of `POST /bse_atividade_turma` ("body the activity"). */
export const ClassActivityAddOneBody = z
  .object({ codBseAtividade: idField(), codBseTurma: idField(), datEntrega: DueDate.nullish() })
  .meta({ id: 'ClassActivityAddOneBody' });
export type ClassActivityAddOneBody = z.infer<typeof ClassActivityAddOneBody>;

export const ClassActivityAddBody = z
  .array(ClassActivityAddOneBody)
  .min(1, { error: 'activityFillAllFields' })
  .max(CLASS_ACTIVITY_ADD_MAX, { error: 'classActivityAddMax' })
  .refine((links) => new Set(links.map((l) => l.codBseTurma)).size === 1, { error: 'classActivityOneClass' })
  .meta({ id: 'ClassActivityAddBody' });
export type ClassActivityAddBody = z.infer<typeof ClassActivityAddBody>;

/** `POST /bse_atividade_turma`: the screen's array (2-access §7 `insertAtividadeTurma`), or 1-authoring §7's one activity. */
export const ClassActivityAddAnyBody = z.union([ClassActivityAddBody, ClassActivityAddOneBody]).meta({ id: 'ClassActivityAddAnyBody' });
/** What it answers: the links made, as an array for an array and as the one link for one activity. */
export const ClassActivityAddAnswer = z.union([z.array(ClassActivityDto), ClassActivityDto]).meta({ id: 'ClassActivityAddAnswer' });

/**
 * `updateAtividadeTurma`: the active switch (`value`, as 2-access §7 sends it, or `indAtivo`, as 1-authoring §7
 * does: the same switch, and the same value when both are sent), the due day (issue 23: null clears it), or both;
 * a field left out stays as it is, and one of them must be sent.
 */
export const ClassActivityUpdateBody = z
  .object({
    value: z.enum(['S', 'N'], { error: 'classActivitySwitchValue' }).optional(),
    indAtivo: z.enum(['S', 'N'], { error: 'classActivitySwitchValue' }).optional(),
    datEntrega: DueDate.nullable().optional(),
  })
  .refine((body) => body.value !== undefined || body.indAtivo !== undefined || body.datEntrega !== undefined, {
    error: 'classActivitySwitchValue',
    path: ['value'],
  })
  .refine((body) => body.value === undefined || body.indAtivo === undefined || body.value === body.indAtivo, {
    error: 'classActivitySwitchTwice',
    path: ['indAtivo'],
  })
  .meta({ id: 'ClassActivityUpdateBody' });
export type ClassActivityUpdateBody = z.infer<typeof ClassActivityUpdateBody>;

export const ClassActivityIdParam = z.object({ codBseAtividadeTurma: IdText });

// ---------------------------------------------------------------- answering (the student)

/** `/atividade/visualizarQuestoes`: an active activity of the student's class. */
export const StudentActivityDto = z
  .object({
    codBseAtividade: z.number().int(),
    codBseTurma: z.number().int(),
    nomAtividade: z.string(),
    desDescricao: z.string(),
    qtdQuestoes: z.number().int(),
    /** When the student sent their answers (null: not yet). */
    datResposta: z.iso.datetime({ offset: true }).nullable(),
    /** The activity's grade once every question is graded (the sum, `soma_nota`). */
    somaNota: z.number().nullable(),
    /** The highest grade the activity can have: 10 a question (issue 23). */
    notaMaxima: z.number(),
    /** The day it is due in the class (null: no due day). */
    datEntrega: z.iso.date().nullable(),
    /** Sent after the due day (false until sent). */
    atrasada: z.boolean(),
  })
  .meta({ id: 'StudentActivityDto' });
export type StudentActivityDto = z.infer<typeof StudentActivityDto>;

/**
 * A question as the student answers it: never which option is right nor the expected answer before
 * the student has sent the activity; after it is graded, the student's answer, the key and the grade.
 */
export const AnsweringQuestionDto = z
  .object({
    codBseQuestao: z.number().int(),
    titulo: z.string(),
    enuEnunciado: z.string(),
    tipoQuestao: QuestionType,
    opcoes: z.array(z.object({ codBseQuestaoOpcao: z.number().int(), descricao: z.string() })),
    /** The student's answer (once sent). */
    resposta: z.object({ codBseQuestaoOpcao: z.number().int().nullable(), resResposta: z.string().nullable() }).nullable(),
    /** Once graded: the grade, whether a multiple-choice answer was right, the right options and the expected answer. */
    correcao: z
      .object({
        valor: z.number(),
        correta: z.boolean().nullable(),
        opcoesCorretas: z.array(z.number().int()),
        resRespostaEsperada: z.string().nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'AnsweringQuestionDto' });
export type AnsweringQuestionDto = z.infer<typeof AnsweringQuestionDto>;

export const AnsweringFormDto = z
  .object({ atividade: StudentActivityDto, questoes: z.array(AnsweringQuestionDto) })
  .meta({ id: 'AnsweringFormDto' });
export type AnsweringFormDto = z.infer<typeof AnsweringFormDto>;

export const DISCURSIVE_ANSWER_MAX = 20_000;

/** `insertQuestaoResposta`: every question of the activity answered, all at once. */
export const SubmissionBody = z
  .object({
    codBseAtividade: idField(),
    codBseTurma: idField(),
    respostas: z
      .array(
        z.object({
          codBseQuestao: idField(),
          codBseQuestaoOpcao: idField('answerAllQuestions').nullish(),
          resResposta: z.string().max(DISCURSIVE_ANSWER_MAX, { error: 'answerMax' }).nullish(),
        }),
      )
      .min(1, { error: 'answerAllQuestions' })
      .max(200, { error: 'answerAllQuestions' }),
  })
  .meta({ id: 'SubmissionBody' });
export type SubmissionBody = z.infer<typeof SubmissionBody>;

export const ActivityOfClassQuery = z.object({ codTurma: IdText });

// ---------------------------------------------------------------- answers and grades (the staff)

/** 2-access §9: the answers table shows 5 students a page. */
export const ANSWERS_PAGE_SIZE = 5;
export const GRADE_MIN = 0;
export const GRADE_MAX = 10;
export const GRADE_STEP = 0.5;

/** The highest grade of an activity of `questions` questions (issue 23: 'Total 28,5 / 30'). */
export const maxGradeOf = (questions: number) => GRADE_MAX * questions;

/**
 * A grade: 0 to 10 in steps of 0.5 (DECISIONS.md: the old edit screen's 1000 is a defect); above the
 * maximum it is refused with a message that names it (issue 23), never cut down to it.
 */
export const GradeValue = z
  .number({ error: 'gradeRange' })
  .min(GRADE_MIN, { error: 'gradeRange' })
  .max(GRADE_MAX, { error: 'gradeAboveMax' })
  .refine((value) => Number.isInteger(value / GRADE_STEP), { error: 'gradeRange' });

/** `/atividade/respostas/{id}`: one student of the class and where their answers stand. */
export const AnswerRowDto = z
  .object({
    codBseUsuario: z.number().int(),
    nomUsuario: z.string(),
    nomAtividade: z.string(),
    /** When the student sent their answers (null: not yet: the grading button is disabled). */
    datResposta: z.iso.datetime({ offset: true }).nullable(),
    /**
     * When the grades were last given or changed, once every question has one (null until then, even with
     * the multiple-choice grades scored on submission: the grading button gives the rest, the edit button is disabled).
     */
    datNota: z.iso.datetime({ offset: true }).nullable(),
    /** The activity's grade, the sum of its questions' (null until graded). */
    somaNota: z.number().nullable(),
    /** The highest grade of the activity: 10 a question. */
    notaMaxima: z.number(),
    /** Sent after the class's due day. */
    atrasada: z.boolean(),
    // The documents' row (2-access §3 "Stored answer row", issue 25), beside the fields the screen reads: the
    // same student and values, and one answer of theirs, the first question's (null until sent).
    cod_bse_questao: z.number().int().nullable(),
    res_resposta: z.string().nullable(),
    cod_bse_usuario: z.number().int(),
    nom_usuario: z.string(),
    nom_atividade: z.string(),
    dat_resposta: z.iso.datetime({ offset: true }).nullable(),
    dat_nota: z.iso.datetime({ offset: true }).nullable(),
    soma_nota: z.number().nullable(),
  })
  .meta({ id: 'AnswerRowDto' });
export type AnswerRowDto = z.infer<typeof AnswerRowDto>;

export const AnswerTableQuery = z.object({
  codTurma: IdText,
  page: PageNumber.default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(ANSWERS_PAGE_SIZE),
});
export type AnswerTableQuery = z.infer<typeof AnswerTableQuery>;
export const AnswerTablePage = pageOf(AnswerRowDto).meta({ id: 'AnswerTablePage' });
export type AnswerTablePage = z.infer<typeof AnswerTablePage>;

/**
 * 2-access §3's "Answer record": its id, question, activity, class and student. The grading screen's answer and
 * the one-answer calls' record (answers.schemas.ts) add the answer: the option chosen or the text written.
 */
export const answerRecordFields = {
  codBseQuestaoResposta: z.number().int(),
  codBseQuestao: z.number().int(),
  codAtividade: z.number().int(),
  codTurma: z.number().int(),
  codUsuario: z.number().int(),
};

/** A question of the grading screen: the key, the student's answer (a multiple choice marked) and its grade. */
export const GradingQuestionDto = z
  .object({
    codBseQuestao: z.number().int(),
    titulo: z.string(),
    enuEnunciado: z.string(),
    tipoQuestao: QuestionType,
    opcoes: z.array(QuestionOptionDto),
    resRespostaEsperada: z.string().nullable(),
    /** The student's answer: 2-access §3's "Answer record" (its id, question, activity, class and student), then its content. */
    resposta: z
      .object({ ...answerRecordFields, codBseQuestaoOpcao: z.number().int().nullable(), resResposta: z.string().nullable() })
      .nullable(),
    /** Multiple choice: whether the chosen option is a right one; discursive: null (the grader decides). */
    correta: z.boolean().nullable(),
    nota: z.object({ codBseNota: z.number().int(), valor: z.number() }).nullable(),
  })
  .meta({ id: 'GradingQuestionDto' });
export type GradingQuestionDto = z.infer<typeof GradingQuestionDto>;

export const GradingFormDto = z
  .object({
    codBseAtividade: z.number().int(),
    nomAtividade: z.string(),
    codBseUsuario: z.number().int(),
    nomUsuario: z.string(),
    datResposta: z.iso.datetime({ offset: true }).nullable(),
    /** The highest grade of the activity: 10 a question ('Total 28,5 / 30'). */
    notaMaxima: z.number(),
    /** Sent after the class's due day. */
    atrasada: z.boolean(),
    questoes: z.array(GradingQuestionDto),
  })
  .meta({ id: 'GradingFormDto' });
export type GradingFormDto = z.infer<typeof GradingFormDto>;

export const GradingQuery = z.object({ codTurma: IdText, codUsuario: IdText });

/** `insertNota`: every question of one student's activity graded at once. */
export const GradesCreateBody = z
  .array(z.object({ codBseAtividade: idField(), codBseQuestao: idField(), codBseUsuario: idField(), valor: GradeValue }))
  .min(1, { error: 'gradeEveryQuestion' })
  .max(200, { error: 'gradeEveryQuestion' })
  .meta({ id: 'GradesCreateBody' });
export type GradesCreateBody = z.infer<typeof GradesCreateBody>;

/** `updateNota` (`PUT /api/bse_nota/updateMany/{ids}`): the new values, in the order of the ids. */
export const GradesUpdateBody = z
  .object({
    nota: z
      .array(z.object({ valor: GradeValue }))
      .min(1, { error: 'gradeEveryQuestion' })
      .max(200, { error: 'gradeEveryQuestion' }),
  })
  .meta({ id: 'GradesUpdateBody' });
export type GradesUpdateBody = z.infer<typeof GradesUpdateBody>;

/** `{ids}` of updateMany: grade ids separated by commas. */
export const GradeIdsParam = z.object({
  ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,199}$/, { error: 'invalidId' })
    .transform((text) => text.split(',').map(Number))
    .refine((ids) => ids.every((id) => id >= 1 && id <= 2_147_483_647) && new Set(ids).size === ids.length, { error: 'invalidId' }),
});

/** The grade's audit trail: who gave or changed it, when, from what to what. */
export const GradeAuditDto = z
  .object({
    codBseNota: z.number().int(),
    codBseQuestao: z.number().int(),
    titulo: z.string(),
    valorAnterior: z.number().nullable(),
    valorNovo: z.number(),
    /** Who gave it (null: scored automatically, or the grader was deleted). */
    nomUsuario: z.string().nullable(),
    datAlteracao: z.iso.datetime({ offset: true }),
    /** A multiple-choice grade scored when the student sent the activity (issue 23). */
    automatica: z.boolean(),
  })
  .meta({ id: 'GradeAuditDto' });
export type GradeAuditDto = z.infer<typeof GradeAuditDto>;
