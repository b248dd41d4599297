import { z } from 'zod';
import { IdText, idField } from '../common/ids';
import { NAME_MAX, NAME_MIN } from '../users/users.schemas';
import { GUARDIAN_STUDENTS_MAX } from './guardians.limits';

export * from './guardians.limits';

/*
 * Beyond the documents (issue 27, DECISIONS.md "Guardians"): the profile Responsável. The school's staff
 * create a guardian from a student's page and link them to their children; the guardian accepts the
 * consent term (LGPD art. 14) before anything of a child is shown, then reads each child's progress, due
 * work, grades, attendance and the class's public events. A guardian reads; they never write school data.
 */

/**
 * The version of the consent term the guardian accepts. The term's text is the web's (the guardians feature's
 * `consent.*` texts, in pt, en and es); a new text takes a new version, and the guardians accept it again.
 */
export const GUARDIAN_CONSENT_VERSION = '2026-12';

const studentId = idField('guardianStudentRequired');

/** POST /api/bse_responsavel: a new guardian of one or more students. */
export const GuardianCreateBody = z
  .object({
    nomUsuario: z
      .string({ error: 'userNameRequired' })
      .trim()
      .min(NAME_MIN, { error: 'userNameRequired' })
      .max(NAME_MAX, { error: 'userNameRequired' }),
    alunos: z
      .array(studentId, { error: 'guardianStudentRequired' })
      .min(1, { error: 'guardianStudentRequired' })
      .max(GUARDIAN_STUDENTS_MAX, { error: 'guardianStudentsMax' }),
  })
  .meta({ id: 'GuardianCreateBody' });
export type GuardianCreateBody = z.input<typeof GuardianCreateBody>;

/** The new guardian's login and first password: shown once, as for the other users. */
export const GuardianCreatedAnswer = z
  .object({ codBseUsuario: z.number().int(), cstLogin: z.string(), txtSenha: z.string() })
  .meta({ id: 'GuardianCreatedAnswer' });
export type GuardianCreatedAnswer = z.infer<typeof GuardianCreatedAnswer>;

/** POST /api/bse_responsavel/vinculo: an existing guardian, by their login, linked to one more student (a sibling). */
export const GuardianLinkBody = z
  .object({
    cstLogin: z
      .string({ error: 'guardianRequired' })
      .trim()
      .toUpperCase()
      .min(1, { error: 'guardianRequired' })
      .max(20, { error: 'guardianRequired' }),
    codAluno: studentId,
  })
  .meta({ id: 'GuardianLinkBody' });
export type GuardianLinkBody = z.input<typeof GuardianLinkBody>;

/** GET /api/bse_responsavel?codAluno=: a student's guardians, for the school's staff. */
export const GuardianListQuery = z.object({ codAluno: IdText });

export const GuardianLinkParams = z.object({ codResponsavel: IdText, codAluno: IdText });

/** A guardian of a student, as the school sees them: whether and when they accepted the consent term. */
export const GuardianDto = z
  .object({
    codBseUsuario: z.number().int(),
    nomUsuario: z.string(),
    cstLogin: z.string(),
    /** When the guardian accepted the current term (null: not yet). */
    datConsentimento: z.iso.datetime({ offset: true }).nullable(),
    /** The version of the term accepted last (null: none). */
    versaoConsentimento: z.string().nullable(),
    /** How many students this guardian follows. */
    alunos: z.number().int(),
  })
  .meta({ id: 'GuardianDto' });
export type GuardianDto = z.infer<typeof GuardianDto>;

// ---------------------------------------------------------------- the guardian's own calls

/** GET /api/responsavel/consentimento: the term to accept and whether it was accepted. */
export const ConsentDto = z
  .object({
    versao: z.string(),
    /** When the current version was accepted (null: not yet: nothing of the children is shown). */
    datAceite: z.iso.datetime({ offset: true }).nullable(),
    /** The children's first names the term speaks of. */
    filhos: z.array(z.string()),
  })
  .meta({ id: 'ConsentDto' });
export type ConsentDto = z.infer<typeof ConsentDto>;

/** POST /api/responsavel/consentimento: the version the guardian read and accepts. */
export const ConsentBody = z
  .object({ versao: z.string({ error: 'guardianConsentVersion' }).max(20, { error: 'guardianConsentVersion' }) })
  .meta({ id: 'ConsentBody' });
export type ConsentBody = z.input<typeof ConsentBody>;

/** A child's progress in their class's active path (all zero, `nomLivro` null, when the class has none). */
export const ChildProgressDto = z
  .object({
    nomLivro: z.string().nullable(),
    concluidos: z.number().int(),
    total: z.number().int(),
    estrelas: z.number().int(),
  })
  .meta({ id: 'ChildProgressDto' });

/** An activity the child has not sent: due (its day ahead or none) or late (its day passed). */
export const ChildPendingDto = z
  .object({
    codBseAtividade: z.number().int(),
    nomAtividade: z.string(),
    datEntrega: z.iso.date().nullable(),
    atrasada: z.boolean(),
  })
  .meta({ id: 'ChildPendingDto' });

/** A graded activity: the sum of its questions' grades beside its maximum (10 a question). */
export const ChildGradeDto = z
  .object({
    codBseAtividade: z.number().int(),
    nomAtividade: z.string(),
    nota: z.number(),
    notaMaxima: z.number(),
  })
  .meta({ id: 'ChildGradeDto' });

/** The child's attendance over all their rolls: present days in percent (100 before any roll). */
export const ChildAttendanceDto = z
  .object({ percentual: z.number(), dias: z.number().int(), faltas: z.number().int() })
  .meta({ id: 'ChildAttendanceDto' });

/** A public event of the child's class (or of their school) in the next days. */
export const ChildEventDto = z
  .object({
    codCldCalendario: z.number().int(),
    dscTitulo: z.string(),
    datEvento: z.iso.date(),
  })
  .meta({ id: 'ChildEventDto' });

/** GET /api/responsavel/filhos: each linked child, read-only. */
export const ChildDto = z
  .object({
    codBseUsuario: z.number().int(),
    nomUsuario: z.string(),
    nomEscola: z.string(),
    /** The child's current class (or their first), null when they have none now. */
    nomTurma: z.string().nullable(),
    progresso: ChildProgressDto,
    pendencias: z.array(ChildPendingDto),
    notas: z.array(ChildGradeDto),
    frequencia: ChildAttendanceDto,
    eventos: z.array(ChildEventDto),
  })
  .meta({ id: 'ChildDto' });
export type ChildDto = z.infer<typeof ChildDto>;
export const ChildList = z.array(ChildDto);

// ---------------------------------------------------------------- the weekly summary

/** GET/PUT /api/responsavel/resumo: the guardian's weekly summary, its private page and its e-mail. */
export const GuardianSummaryDto = z
  .object({
    /** The private page's path (`/api/responsavel/resumo/{token}`): the token in it is the credential. */
    endereco: z.string(),
    /** Where the e-mail goes (null: no e-mail, the page only). */
    dscEmail: z.string().nullable(),
    /** Whether the summary is sent each week. */
    envioSemanal: z.boolean(),
    /** Whether this portal sends e-mail (SMTP configured). */
    emailDisponivel: z.boolean(),
    datUltimoEnvio: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'GuardianSummaryDto' });
export type GuardianSummaryDto = z.infer<typeof GuardianSummaryDto>;

export const GuardianSummaryBody = z
  .object({
    dscEmail: z
      .preprocess(
        (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
        z.email({ error: 'guardianEmailInvalid' }).max(200, { error: 'guardianEmailInvalid' }).nullable(),
      )
      .optional(),
    envioSemanal: z.boolean({ error: 'invalidData' }).optional(),
  })
  .meta({ id: 'GuardianSummaryBody' });
export type GuardianSummaryBody = z.input<typeof GuardianSummaryBody>;

/** The private page's token: 43 characters of base64url. */
export const GuardianSummaryParam = z.object({ token: z.string().max(64) });
