import { z } from 'zod';
import { IdText, idText } from '../common/ids';
import { PageQuery } from '../common/pagination';
import { NETWORK_SCHOOL_ID, PROFILE } from '../common/profiles';

export * from './bulk.schemas';
export * from './profile.schemas';

export const PASSWORD_MIN = 5;

/** `/configuracao`: own password (2-access §5 Own settings). `confirmPassword` is checked when sent. */
export const ChangePasswordBody = z
  .object({
    actualPassword: z.string({ error: 'currentPasswordRequired' }).min(1, { error: 'currentPasswordRequired' }).max(200),
    newPassword: z.string({ error: 'newPasswordMin' }).min(PASSWORD_MIN, { error: 'newPasswordMin' }).max(200),
    confirmPassword: z.string().max(200).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.confirmPassword !== undefined && body.confirmPassword !== body.newPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'passwordMismatch' });
    }
    if (body.actualPassword && body.newPassword === body.actualPassword) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: 'newPasswordSame' });
    }
  })
  .meta({ id: 'ChangePasswordBody' });
export type ChangePasswordBody = z.input<typeof ChangePasswordBody>;

export const AVATAR_TYPES = ['image/jpeg', 'image/png'] as const;

// ---------------------------------------------------------------- logins (DECISIONS.md "Logins")

/** `EEUU-NNNN`: the login screen's mask XXXX-XXXX, letters and digits. */
export const LOGIN_PATTERN = /^[A-Z0-9]{4}-[A-Z0-9]{4}$/;
export const LOGIN_MIN = 5;
export const NAME_MIN = 3;
export const NAME_MAX = 50;
/** The unit part of the login of a user without a unit (Master, Gestor, Assistente). */
export const DEFAULT_UNIT_PREFIX = 'MT';

/** The 4-letter prefix of a login: school prefix + unit prefix (or `MT`). */
export function loginPrefix(schoolPrefix: string, unitPrefix?: string | null): string {
  return `${schoolPrefix}${unitPrefix || DEFAULT_UNIT_PREFIX}`.toUpperCase();
}

/** `AUCE` + 7 -> `AUCE-0007` (the sequence padded to 4 digits). */
export function loginOf(prefix: string, sequence: number): string {
  return `${prefix}-${String(sequence).padStart(4, '0')}`;
}

export const SequenceParam = z.object({
  prefix: z
    .string()
    .toUpperCase()
    .regex(/^[A-Z]{4}$/, { error: 'userPrefixInvalid' }),
});
export const SequenceAnswer = z.object({ proxSeq: z.number().int().min(1).max(9999) }).meta({ id: 'SequenceAnswer' });
export type SequenceAnswer = z.infer<typeof SequenceAnswer>;

/** Profiles that live in the network's school without a unit. */
export const NETWORK_PROFILES: readonly number[] = [PROFILE.MASTER, PROFILE.ASSISTENTE];

// ---------------------------------------------------------------- the user form (§5 User)

const blankToUndefined = (value: unknown) => (value === '' || value === null || value === 'null' ? undefined : value);

/** An optional id as it comes from a form field or a multipart field. */
const optionalId = z.preprocess(blankToUndefined, IdText.optional());

/** Several ids: an array, or a multipart text field "1,2,3" / "[1,2,3]". */
const idList = z.preprocess((value) => {
  if (value === undefined || value === null || value === '') return [];
  if (typeof value === 'string') {
    return value
      .replace(/[[\]\s]/g, '')
      .split(',')
      .filter(Boolean);
  }
  return value;
}, z.array(IdText).max(100));

const userFields = {
  cstLogin: z
    .string({ error: 'userLoginMin' })
    .trim()
    .toUpperCase()
    .min(LOGIN_MIN, { error: 'userLoginMin' })
    .regex(LOGIN_PATTERN, { error: 'userLoginFormat' }),
  nomUsuario: z
    .string({ error: 'userNameRequired' })
    .trim()
    .min(NAME_MIN, { error: 'userNameRequired' })
    .max(NAME_MAX, { error: 'userNameRequired' }),
  codBsePerfil: z.preprocess(blankToUndefined, idText('userProfileRequired')),
  codBseEscola: optionalId,
  codBseUnidade: optionalId,
  codBseTurma: optionalId,
  arrayCodBseTurmas: idList,
};

type UserFieldsOut = {
  codBsePerfil: number;
  codBseEscola?: number;
  codBseUnidade?: number;
  codBseTurma?: number;
  arrayCodBseTurmas: number[];
};

/**
 * The rules of §5 User that depend on the profile; the server adds those that need the database.
 * They run even when another field failed (`always`), so the form shows every message at once:
 * the values may then be half-parsed, hence the defensive reads.
 */
function profileRules(body: UserFieldsOut, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  switch (body.codBsePerfil) {
    case PROFILE.GESTOR:
      if (!body.codBseEscola || body.codBseEscola === NETWORK_SCHOOL_ID) issue('codBseEscola', 'userSchoolRequiredGestor');
      break;
    case PROFILE.DIRETOR:
    case PROFILE.COORDENADOR:
      if (!body.codBseUnidade) issue('codBseUnidade', 'userUnitRequired');
      break;
    case PROFILE.PROFESSOR:
      if (!Array.isArray(body.arrayCodBseTurmas) || body.arrayCodBseTurmas.length === 0)
        issue('arrayCodBseTurmas', 'userTeacherClassRequired');
      break;
    case PROFILE.ALUNO:
      if (!body.codBseTurma) issue('codBseTurma', 'userStudentClassRequired');
      break;
    default:
      break;
  }
}

const always = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

const password = z.preprocess(blankToUndefined, z.string().min(PASSWORD_MIN, { error: 'passwordMin' }).max(200).optional());

/** POST /api/bse_usuario (multipart text fields; the avatar is the file `imgAvatar`). */
export const UserCreateBody = z
  .object({
    ...userFields,
    txtSenha: z.preprocess(blankToUndefined, z.string({ error: 'passwordRequired' }).min(PASSWORD_MIN, { error: 'passwordMin' }).max(200)),
  })
  .superRefine(profileRules, always)
  .meta({ id: 'UserCreateBody' });
export type UserCreateBody = z.output<typeof UserCreateBody>;

/** PUT /api/bse_usuario/{codBseUsuario}: the same, the password only when it changes. */
export const UserUpdateBody = z
  .object({ ...userFields, txtSenha: password })
  .superRefine(profileRules, always)
  .meta({ id: 'UserUpdateBody' });
export type UserUpdateBody = z.output<typeof UserUpdateBody>;

// ---------------------------------------------------------------- answers

export const UserClassRef = z.object({ codBseTurma: z.number().int(), nomTurma: z.string() }).meta({ id: 'UserClassRef' });
export type UserClassRef = z.infer<typeof UserClassRef>;

/** One user as the form edits it (2-access §3 "User"), never with the password. */
export const UserDto = z
  .object({
    codBseUsuario: z.number().int(),
    cstLogin: z.string(),
    nomUsuario: z.string(),
    imgAvatar: z.string().nullable(),
    codBsePerfil: z.number().int(),
    nomPerfil: z.string(),
    codBseEscola: z.number().int(),
    nomEscola: z.string(),
    cstTxtPrefixoLoginEscola: z.string(),
    codBseUnidade: z.number().int().nullable(),
    nomUnidade: z.string().nullable(),
    cstTxtPrefixoLoginUnidade: z.string().nullable(),
    codBseTurma: z.number().int().nullable(),
    nomTurma: z.string().nullable(),
    arrayCodBseTurmas: z.array(z.number().int()),
    turmas: z.array(UserClassRef),
    indAtivo: z.enum(['S', 'N']),
  })
  .meta({ id: 'UserDto' });
export type UserDto = z.infer<typeof UserDto>;

/**
 * One row of the users list: the screen's columns, and the documented user's fields (2-access §3 "User",
 * as `GET /api/bse_usuario/{id}` gives them: avatar, the student's class, every class's code, the login
 * prefixes), never the password.
 */
export const UserListItem = z
  .object({
    codBseUsuario: z.number().int(),
    cstLogin: z.string(),
    nomUsuario: z.string(),
    imgAvatar: z.string().nullable(),
    codBsePerfil: z.number().int(),
    nomPerfil: z.string(),
    codBseEscola: z.number().int(),
    nomEscola: z.string(),
    cstTxtPrefixoLoginEscola: z.string(),
    codBseUnidade: z.number().int().nullable(),
    nomUnidade: z.string().nullable(),
    cstTxtPrefixoLoginUnidade: z.string().nullable(),
    codBseTurma: z.number().int().nullable(),
    nomTurma: z.string().nullable(),
    arrayCodBseTurmas: z.array(z.number().int()),
    /** The user's classes by name, comma-separated ('' when none). */
    nomTurmas: z.string(),
    indAtivo: z.enum(['S', 'N']),
  })
  .meta({ id: 'UserListItem' });
export type UserListItem = z.infer<typeof UserListItem>;

export const USER_SORTS = [
  'nomUsuario',
  '-nomUsuario',
  'cstLogin',
  '-cstLogin',
  'nomEscola',
  '-nomEscola',
  'nomUnidade',
  '-nomUnidade',
] as const;
export type UserSort = (typeof USER_SORTS)[number];

/**
 * GET /api/bse_usuario: one profile tab, searched (name or login), sorted and paged by the server; without
 * `codBsePerfil` (the documents' call) every user the caller may see, still paged.
 */
export const UserListQuery = PageQuery.extend({
  codBsePerfil: IdText.optional(),
  codBseTurma: IdText.optional(),
  sort: z.enum(USER_SORTS).default('nomUsuario'),
});
export type UserListQuery = z.input<typeof UserListQuery>;

export const UserActiveBody = z.object({ indAtivo: z.enum(['S', 'N']) }).meta({ id: 'UserActiveBody' });
export type UserActiveBody = z.infer<typeof UserActiveBody>;
