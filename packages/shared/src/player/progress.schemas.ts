import { z } from 'zod';
import { idField } from '../common/ids';

/** Records sent at most per request (a long offline session is sent in several). */
export const PROGRESS_BATCH_MAX = 200;
export const EVALUATION_SCORE_MIN = 1;
export const EVALUATION_SCORE_MAX = 5;

/**
 * One record of the player, made by the browser with its own `id` (a UUID) so that sending it again
 * (a dropped connection, the offline queue) never counts it twice. A content item completed; for a
 * game also its score (0-100), attempts and seconds.
 */
export const ProgressRecord = z.object({
  id: z.uuid({ error: 'invalidRecordId' }),
  codTrlConteudo: idField(),
  pontuacao: z
    .number({ error: 'invalidScore' })
    .int({ error: 'invalidScore' })
    .min(0, { error: 'invalidScore' })
    .max(100, { error: 'invalidScore' })
    .nullable(),
  tentativas: z.number().int().min(0).max(10_000).nullable(),
  tempoSegundos: z.number().int().min(0).max(86_400).nullable(),
  /** When the child did it (the browser's clock; the server keeps its own time of arrival too). */
  datRegistro: z.iso.datetime({ offset: true }),
});
export type ProgressRecord = z.infer<typeof ProgressRecord>;

export const ProgressBody = z.object({ registros: z.array(ProgressRecord).min(1).max(PROGRESS_BATCH_MAX) }).meta({ id: 'ProgressBody' });
export type ProgressBody = z.infer<typeof ProgressBody>;

/** The ids the server holds now (new or already there): the browser drops them from its queue. */
export const ProgressAnswer = z.object({ aceitos: z.array(z.string()) }).meta({ id: 'ProgressAnswer' });
export type ProgressAnswer = z.infer<typeof ProgressAnswer>;

/** Where the student is (resume on any device). */
export const PositionBody = z.object({ codTrlLivro: idField(), codTrlConteudo: idField() }).meta({ id: 'PositionBody' });
export type PositionBody = z.infer<typeof PositionBody>;

/** A question of the chapter evaluation (a seeded catalogue), in the three languages. */
export const EvaluationQuestionDto = z
  .object({ codAvaliacao: z.number().int(), pt: z.string(), en: z.string(), es: z.string() })
  .meta({ id: 'EvaluationQuestionDto' });
export type EvaluationQuestionDto = z.infer<typeof EvaluationQuestionDto>;

const Score = z
  .number({ error: 'evaluationScoreRange' })
  .int({ error: 'evaluationScoreRange' })
  .min(EVALUATION_SCORE_MIN, { error: 'evaluationScoreRange' })
  .max(EVALUATION_SCORE_MAX, { error: 'evaluationScoreRange' });

/** The chapter evaluation of one student: every question of the catalogue answered 1-5. */
export const EvaluationBody = z
  .object({
    id: z.uuid({ error: 'invalidRecordId' }),
    codTrlCapitulo: idField(),
    respostas: z.array(z.object({ codAvaliacao: idField(), numAvaliacao: Score })).min(1),
  })
  .meta({ id: 'EvaluationBody' });
export type EvaluationBody = z.infer<typeof EvaluationBody>;
