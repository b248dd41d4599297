import { z } from 'zod';
import { IdText, idField } from '../common/ids';

/**
 * A path given to a class (`trl_livro_turma`, 3-reports-communication.md §3 "Class lesson"):
 * `comConteudo` is computed by the server (the path holds at least one content item).
 */
export const ClassLessonDto = z
  .object({
    codTrlLivroTurma: z.number().int(),
    /** The documents' update key of the link (1-authoring §3, `PUT /api/trl_livro_turma/{codTrlAno}`): the link's id again. */
    codTrlAno: z.number().int(),
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

/** `PUT /api/trl_livro_turma/{codTrlAno}`: the documents name the link's update key so (1-authoring §3, §7). */
export const ClassLessonUpdateParam = z.object({ codTrlAno: IdText });

/**
 * `PUT /api/trl_livro_turma/{codTrlAno}` (1-authoring §7 "Class links": the body is the link). A field left out
 * stays; other fields of the link (its ids, its title) are not changed by it. `indAtivo: 'S'` activates the link
 * as `ativarLivroTurma` does; the link stays in its class; an inactive link may take another usable path.
 */
export const ClassLessonUpdateBody = z
  .object({
    codTrlLivro: idField().optional(),
    codBseTurma: idField().optional(),
    indAtivo: z.enum(['S', 'N'], { error: 'classLessonActiveValue' }).optional(),
  })
  .meta({ id: 'ClassLessonUpdateBody' });
export type ClassLessonUpdateBody = z.infer<typeof ClassLessonUpdateBody>;
