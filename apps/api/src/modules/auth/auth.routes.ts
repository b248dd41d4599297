import { OkAnswer } from '@portal/shared/common/answers';
import rateLimit from '@fastify/rate-limit';
import { AccessLogBody, LockStateDto, LoginAnswer, LoginBody } from '@portal/shared/auth';
import { IdParam } from '@portal/shared/common/ids';
import { ErrorBody } from '@portal/shared/common/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { parseUserAgent } from '../../lib/user-agent';
import { sessionOf, viewerOf } from '../../plugins/auth';
import { type LoginPolicy, lockStateOf, login, logout, recordClientDetails, unlockUser } from './auth.service';

export interface AuthRoutesOptions extends LoginPolicy {
  ratePerMinute: number;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, opts) => {
  // Per address, and generous: a school's lab signs in through one address at the start of a class.
  // With several processes (REDIS_URL) the count is kept in Redis, so it is the installation's, not a process's.
  await app.register(rateLimit, {
    global: false,
    ...(app.redis ? { redis: app.redis, nameSpace: `${app.redisPrefix}:login-rate:` } : {}),
    errorResponseBuilder: () => new AppError(429, 'TOO_MANY_ATTEMPTS'),
  });

  app.post(
    '/api/auth/login',
    {
      config: { public: true, rateLimit: { max: opts.ratePerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        body: LoginBody,
        response: { 202: LoginAnswer, 400: ErrorBody, 401: ErrorBody, 410: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const answer = await login(app, request.body, parseUserAgent(request.headers['user-agent']), opts);
      return reply.code(202).send(answer);
    },
  );

  app.post(
    '/api/auth/logout',
    { config: { capability: 'session:own' }, schema: { tags: ['auth'], response: { 200: OkAnswer } } },
    async (request) => {
      await logout(app, sessionOf(request));
      return { ok: true as const };
    },
  );

  app.post(
    '/api/bse_acesso',
    {
      config: { capability: 'access-log:write' },
      schema: { tags: ['auth'], body: AccessLogBody, response: { 200: OkAnswer, 400: ErrorBody } },
    },
    async (request) => {
      await recordClientDetails(app, sessionOf(request), request.body);
      return { ok: true as const };
    },
  );

  // Lockouts, for the staff who manage the user (the users form shows 'Bloqueado' and 'Desbloquear').
  app.get(
    '/api/bse_usuario/:id/bloqueio',
    {
      config: { capability: 'user:manage' },
      schema: { tags: ['auth'], params: IdParam, response: { 200: LockStateDto, 400: ErrorBody, 404: ErrorBody } },
    },
    async (request) => ({ bloqueado: await lockStateOf(app.db, viewerOf(request), request.params.id, opts) }),
  );

  app.post(
    '/api/bse_usuario/:id/desbloquear',
    {
      config: { capability: 'user:manage' },
      schema: { tags: ['auth'], params: IdParam, response: { 200: OkAnswer, 400: ErrorBody, 404: ErrorBody } },
    },
    async (request) => {
      await unlockUser(app.db, viewerOf(request), request.params.id, opts);
      return { ok: true as const };
    },
  );
};
