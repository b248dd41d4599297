import { z } from 'zod';

/*
 * Beyond the documents (issue 23, DECISIONS.md "Beyond the documents"): the teacher's gradebook of a
 * class (`/turma/{codBseTurma}/boletim`) and the student's to-do on /home. Both only read what the
 * activities and the player store.
 */

// ---------------------------------------------------------------- the class's gradebook

/** A column of the gradebook: an activity the class was given (active, or answered by its students). */
export const GradebookActivityDto = z
  .object({
    codBseAtividade: z.number().int(),
    nomAtividade: z.string(),
    /** 10 a question. */
    notaMaxima: z.number(),
    /** The class's due day (null: none). */
    datEntrega: z.iso.date().nullable(),
  })
  .meta({ id: 'GradebookActivityDto' });
export type GradebookActivityDto = z.infer<typeof GradebookActivityDto>;

/** A student's cell for one activity: '—' when not sent (`entregue` false). */
export const GradebookCellDto = z
  .object({
    codBseAtividade: z.number().int(),
    /** The activity's grade once every question is graded (the sum), else null. */
    nota: z.number().nullable(),
    entregue: z.boolean(),
    /** Sent after the class's due day. */
    atrasada: z.boolean(),
  })
  .meta({ id: 'GradebookCellDto' });
export type GradebookCellDto = z.infer<typeof GradebookCellDto>;

/** A student's progress in the class's active path (all zero and null when the class has none). */
export const GradebookProgressDto = z
  .object({
    /** Content items of the path the student completed. */
    concluidos: z.number().int(),
    /** Content items of the path. */
    total: z.number().int(),
    /** The stars of each game's best score, summed (`starsOf`: 1 to 3 a game). */
    estrelas: z.number().int(),
    /** When the student last completed an item of the path (null: never). */
    ultimoAcesso: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'GradebookProgressDto' });
export type GradebookProgressDto = z.infer<typeof GradebookProgressDto>;

/** A student's attendance in this class (issue 26): days marked, absences, present days in percent (100 before any roll). */
export const GradebookAttendanceDto = z
  .object({ dias: z.number().int(), faltas: z.number().int(), percentual: z.number() })
  .meta({ id: 'GradebookAttendanceDto' });
export type GradebookAttendanceDto = z.infer<typeof GradebookAttendanceDto>;

export const GradebookStudentDto = z
  .object({
    codBseUsuario: z.number().int(),
    nomUsuario: z.string(),
    cstLogin: z.string(),
    progresso: GradebookProgressDto,
    frequencia: GradebookAttendanceDto,
    /** One cell per activity, in the order of `atividades`. */
    atividades: z.array(GradebookCellDto),
  })
  .meta({ id: 'GradebookStudentDto' });
export type GradebookStudentDto = z.infer<typeof GradebookStudentDto>;

/** `GET /api/turma/{codBseTurma}/boletim`: the class's activities, and its students by name. */
export const GradebookDto = z
  .object({ atividades: z.array(GradebookActivityDto), alunos: z.array(GradebookStudentDto) })
  .meta({ id: 'GradebookDto' });
export type GradebookDto = z.infer<typeof GradebookDto>;

// ---------------------------------------------------------------- the student's to-do

/** An active activity of the student's classes not sent yet. */
export const TodoActivityDto = z
  .object({
    codBseAtividade: z.number().int(),
    codBseTurma: z.number().int(),
    nomAtividade: z.string(),
    datEntrega: z.iso.date().nullable(),
    /** Not sent after its due day, which ends at midnight in America/Sao_Paulo (the server's day, not the device's). */
    atrasada: z.boolean(),
  })
  .meta({ id: 'TodoActivityDto' });
export type TodoActivityDto = z.infer<typeof TodoActivityDto>;

/** `GET /api/home/pendencias`: what is due, soonest first (no due day last), and the next item of the active path. */
export const TodoDto = z
  .object({
    atividades: z.array(TodoActivityDto),
    /** The first item of the class's active path not completed yet (null: no path, or all done). */
    proximoConteudo: z.object({ codTrlConteudo: z.number().int(), titulo: z.string() }).nullable(),
  })
  .meta({ id: 'TodoDto' });
export type TodoDto = z.infer<typeof TodoDto>;
