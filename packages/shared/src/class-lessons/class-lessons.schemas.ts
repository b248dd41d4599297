import { z } from 'zod';
import { IdText, idField } from '../common/ids';

/**
 * A path given to a class (`trl_livro_turma`, 3-reports-communication.md §3 "Class lesson"):
 * `comConteudo` is computed by the server (the path holds at least one content item).
 */
export const ClassLessonDto = z
  .object({
    codTrlLivroTurma: z.number().int(),
    codTrlLivro: z.number().int(),
    codBseTurma: z.number().int(),
    dscTitulo: z.string(),
    indAtivo: z.enum(['S', 'N']),
    comConteudo: z.boolean(),
  })
  .meta({ id: 'ClassLessonDto' });
export type ClassLessonDto = z.infer<typeof ClassLessonDto>;

/** A path the class does not have yet ('Selecionar Aula'): the network's catalogue and the class's own paths. */
export const ClassLessonOptionDto = z
  .object({
    codTrlLivro: z.number().int(),
    dscTitulo: z.string(),
    comConteudo: z.boolean(),
    /** null: a network-wide path of the Master's catalogue. */
    codBseTurma: z.number().int().nullable(),
  })
  .meta({ id: 'ClassLessonOptionDto' });
export type ClassLessonOptionDto = z.infer<typeof ClassLessonOptionDto>;

export const ClassLessonCreateBody = z.object({ codBseTurma: idField(), codTrlLivro: idField() }).meta({ id: 'ClassLessonCreateBody' });
export type ClassLessonCreateBody = z.infer<typeof ClassLessonCreateBody>;

/** Whether the class's active path has content (`comConteudoLivroAtivo`): the player opens only then. */
export const ActiveLessonAnswer = z
  .object({ codTrlLivro: z.number().int().nullable(), comConteudo: z.boolean() })
  .meta({ id: 'ActiveLessonAnswer' });
export type ActiveLessonAnswer = z.infer<typeof ActiveLessonAnswer>;

export const ClassLessonIdParam = z.object({ codTrlLivroTurma: IdText });
