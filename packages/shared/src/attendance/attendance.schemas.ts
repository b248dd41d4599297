import { z } from 'zod';
import { IdText, idField } from '../common/ids';
import { JUSTIFICATION_MAX, ROLL_MAX } from './attendance.limits';

export * from './attendance.limits';
export * from './attendance.share';

/*
 * Attendance (frequência; issue 26, beyond the documents: DECISIONS.md "Attendance"): a class's daily
 * roll, taken by its Professor (or the unit's coordination), the student's own attendance, the list of
 * students under the 75% rule and the Frequência report.
 */

/** A school day `YYYY-MM-DD`, in the network's time zone (America/Sao_Paulo). */
export const AttendanceDate = z.iso.date({ error: 'attendanceDateInvalid' });

/** `/{codBseTurma}/{data}`: a class's roll of one day. */
export const AttendanceDayParams = z.object({ codBseTurma: IdText, data: AttendanceDate });
export type AttendanceDayParams = z.infer<typeof AttendanceDayParams>;

export const Presence = z.enum(['S', 'N'], { error: 'attendancePresenceInvalid' });
export type Presence = z.infer<typeof Presence>;

/** One student's mark on a day; a justification only on an absence ('atestado'), trimmed, empty = none. */
export const AttendanceMark = z
  .object({
    codBseUsuario: idField(),
    indPresente: Presence,
    dscJustificativa: z
      .string({ error: 'attendanceJustificationTooLong' })
      .trim()
      .max(JUSTIFICATION_MAX, { error: 'attendanceJustificationTooLong' })
      .nullable()
      .optional()
      .transform((text) => (text ? text : null)),
  })
  .refine((mark) => mark.indPresente === 'N' || mark.dscJustificativa === null, {
    error: 'attendanceJustificationPresent',
    path: ['dscJustificativa'],
  });
export type AttendanceMark = z.infer<typeof AttendanceMark>;

/**
 * `PUT /api/bse_frequencia/{codBseTurma}/{data}`: the whole day at once, every student of the class
 * (a student left out keeps what was saved, or counts present on a new day's roll).
 */
export const AttendanceRollBody = z
  .array(AttendanceMark, { error: 'attendanceRollEmpty' })
  .min(1, { error: 'attendanceRollEmpty' })
  .max(ROLL_MAX, { error: 'attendanceRollTooLong' })
  .refine((marks) => new Set(marks.map((m) => m.codBseUsuario)).size === marks.length, { error: 'attendanceStudentTwice' })
  .meta({ id: 'AttendanceRollBody' });
export type AttendanceRollBody = z.infer<typeof AttendanceRollBody>;

/**
 * The browser's id of one save (`Idempotency-Key: <uuid>`): a roll made offline and sent again when the
 * network returns, then again after a lost answer, is written once.
 */
export const AttendanceSaveHeaders = z.object({
  'idempotency-key': z.uuid({ error: 'invalidRecordId' }).optional(),
});

/** A student on a day's roll: everyone present until marked (`datRegistro` null: the day not yet saved for them). */
export const AttendanceRowDto = z
  .object({
    codBseUsuario: z.number().int(),
    nomUsuario: z.string(),
    imgAvatar: z.string().nullable(),
    indPresente: Presence,
    dscJustificativa: z.string().nullable(),
    datRegistro: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'AttendanceRowDto' });
export type AttendanceRowDto = z.infer<typeof AttendanceRowDto>;

export const AttendanceRollDto = z.array(AttendanceRowDto).meta({ id: 'AttendanceRollDto' });
export type AttendanceRollDto = z.infer<typeof AttendanceRollDto>;

/** What the roll's screen needs to know of the rules: today in the network, the Professor's window, the thresholds. */
export const AttendanceRulesDto = z
  .object({
    hoje: z.iso.date(),
    diasEdicao: z.number().int(),
    minimo: z.number().int(),
    alerta: z.number().int(),
  })
  .meta({ id: 'AttendanceRulesDto' });
export type AttendanceRulesDto = z.infer<typeof AttendanceRulesDto>;

/** A change of a saved mark: who, when, before and after. */
export const AttendanceChangeDto = z
  .object({
    codBseUsuario: z.number().int(),
    nomUsuario: z.string(),
    indPresenteAnterior: Presence,
    dscJustificativaAnterior: z.string().nullable(),
    indPresenteNovo: Presence,
    dscJustificativaNova: z.string().nullable(),
    nomAlterador: z.string().nullable(),
    datAlteracao: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'AttendanceChangeDto' });
export type AttendanceChangeDto = z.infer<typeof AttendanceChangeDto>;
export const AttendanceHistoryDto = z.array(AttendanceChangeDto).meta({ id: 'AttendanceHistoryDto' });

/** An absence as the student (and the staff) see it. */
export const AbsenceDto = z
  .object({
    data: z.iso.date(),
    nomTurma: z.string(),
    dscJustificativa: z.string().nullable(),
  })
  .meta({ id: 'AbsenceDto' });
export type AbsenceDto = z.infer<typeof AbsenceDto>;

/** A month of a student's attendance (`mes`: `YYYY-MM`). */
export const AttendanceMonthDto = z
  .object({ mes: z.string(), dias: z.number().int(), faltas: z.number().int() })
  .meta({ id: 'AttendanceMonthDto' });
export type AttendanceMonthDto = z.infer<typeof AttendanceMonthDto>;

/**
 * A student's attendance over the days their classes' rolls were taken: `percentual` present days of
 * `dias` (100 before any roll), absences by month and each absence with its justification.
 */
export const StudentAttendanceDto = z
  .object({
    codBseUsuario: z.number().int(),
    nomUsuario: z.string(),
    percentual: z.number(),
    dias: z.number().int(),
    faltas: z.number().int(),
    justificadas: z.number().int(),
    meses: z.array(AttendanceMonthDto),
    ausencias: z.array(AbsenceDto),
  })
  .meta({ id: 'StudentAttendanceDto' });
export type StudentAttendanceDto = z.infer<typeof StudentAttendanceDto>;

export const StudentIdParam = z.object({ codBseUsuario: IdText });

/** A student under the 75% rule (or near it, under 80%) on the home of the staff who watch it. */
export const WatchedStudentDto = z
  .object({
    codBseUsuario: z.number().int(),
    nomUsuario: z.string(),
    /** The student's current class (or their first), null when they have none now. */
    nomTurma: z.string().nullable(),
    percentual: z.number(),
    dias: z.number().int(),
    faltas: z.number().int(),
  })
  .meta({ id: 'WatchedStudentDto' });
export type WatchedStudentDto = z.infer<typeof WatchedStudentDto>;

/** The staff's watch of the 75% rule: how many are under 75%, how many between 75% and 80%, and the lowest first. */
export const AttendanceWatchDto = z
  .object({
    abaixo: z.number().int(),
    alerta: z.number().int(),
    alunos: z.array(WatchedStudentDto),
  })
  .meta({ id: 'AttendanceWatchDto' });
export type AttendanceWatchDto = z.infer<typeof AttendanceWatchDto>;

/** The students listed on the home at most (the lowest shares first). */
export const WATCH_LIST_MAX = 50;
