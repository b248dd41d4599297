import { z } from 'zod';

/** A login code: upper-cased; the web masks it as XXXX-XXXX while typing. */
export const LoginBody = z
  .object({
    username: z
      .string({ error: 'usernameRequired' })
      .trim()
      .min(1, { error: 'usernameRequired' })
      .max(20, { error: 'invalidCredentials' })
      .transform((value) => value.toUpperCase()),
    password: z
      .string({ error: 'passwordRequired' })
      .min(1, { error: 'passwordRequired' })
      .min(5, { error: 'passwordMin' })
      .max(200, { error: 'invalidCredentials' }),
  })
  .meta({ id: 'LoginBody' });
export type LoginBody = z.input<typeof LoginBody>;

export { LOGIN_MASK } from './login-mask';
/** How long the login screen waits before reading the answer (2-access §4): kept at 0 by decision of the foundation issue ("no artificial wait"). */
export const HOME_UNKNOWN_PROFILE_REDIRECT_MS = 1500;

export const UserClassDto = z
  .object({
    codBseUsuarioTurma: z.number().int(),
    codBseTurma: z.number().int(),
    nomTurma: z.string(),
    indAtual: z.enum(['S', 'N']),
  })
  .meta({ id: 'UserClassDto' });
export type UserClassDto = z.infer<typeof UserClassDto>;

/** Session data of the signed-in user (2-access §3 "Session data"). */
export const AccountDto = z
  .object({
    isAuthenticated: z.literal(true),
    codBseUsuario: z.number().int(),
    codUsuario: z.number().int(),
    cstLogin: z.string(),
    nomUsuario: z.string(),
    imgAvatar: z.string().nullable(),
    codBsePerfil: z.number().int(),
    nomPerfil: z.string(),
    codBseEscola: z.number().int(),
    nomEscola: z.string(),
    codBseUnidade: z.number().int().nullable(),
    nomUnidade: z.string().nullable(),
    codBseTurma: z.number().int().nullable(),
    nomTurma: z.string().nullable(),
    codBseUsuarioTurma: z.number().int().nullable(),
    turmas: z.array(UserClassDto),
  })
  .meta({ id: 'AccountDto' });
export type AccountDto = z.infer<typeof AccountDto>;

export const LoginAnswer = z
  .object({
    access_token: z.string(),
    user: AccountDto,
    httpStatus: z.literal(202),
  })
  .meta({ id: 'LoginAnswer' });
export type LoginAnswer = z.infer<typeof LoginAnswer>;

/** Details the web adds to the access log entry of its own sign-in. */
export const AccessLogBody = z
  .object({
    nomSo: z.string().trim().max(60).optional(),
    txtVersaoSo: z.string().trim().max(40).optional(),
    nomNavegador: z.string().trim().max(60).optional(),
    txtVersaoNavegador: z.string().trim().max(40).optional(),
    txtObservacao: z.string().trim().max(255).optional(),
  })
  .meta({ id: 'AccessLogBody' });
export type AccessLogBody = z.infer<typeof AccessLogBody>;

/** GET /api/bse_usuario/{id}/bloqueio: whether repeated wrong passwords keep the user out (DECISIONS.md "Lockout"). */
export const LockStateDto = z.object({ bloqueado: z.boolean() }).meta({ id: 'LockStateDto' });
export type LockStateDto = z.infer<typeof LockStateDto>;
