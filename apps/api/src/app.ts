import { randomBytes, randomUUID } from 'node:crypto';
import type { DestinationStream } from 'pino';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, LogController, type RouteOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ATTENDANCE_EDIT_DAYS_DEFAULT } from '@portal/shared/attendance';
import type { AppConfig, TrustProxy } from './config';
import type { Db } from './db/client';
import { compiledSerializerCompiler } from './lib/serializer';
import { logOptions } from './lib/log-options';
import { activitiesRoutes } from './modules/activities';
import { attendanceRoutes } from './modules/attendance';
import { type Mailer, guardiansRoutes, smtpMailer } from './modules/guardians';
import { privacyRoutes } from './modules/privacy';
import { authRoutes } from './modules/auth';
import { calendarRoutes } from './modules/calendar';
import { chatRoutes, chatSocket } from './modules/chat';
import { classLessonsRoutes } from './modules/class-lessons';
import { curriculumRoutes } from './modules/curriculum';
import { forumRoutes } from './modules/forum';
import { gradebookRoutes } from './modules/gradebook';
import { newsRoutes } from './modules/news';
import { DEFAULT_CEP_PROVIDER_URL, DEFAULT_CEP_TIMEOUT_MS, organisationRoutes } from './modules/organisation';
import { playerRoutes } from './modules/player';
import { reportsRoutes } from './modules/reports';
import { supportRoutes } from './modules/support';
import { adminRoutes, systemRoutes } from './modules/system';
import { usersRoutes } from './modules/users';
import { authPlugin } from './plugins/auth';
import { dbPlugin } from './plugins/db';
import { realtimePlugin } from './plugins/realtime';
import { redisPlugin } from './plugins/redis';
import { requestLogPlugin } from './plugins/request-log';
import { errorsPlugin } from './plugins/errors';
import { securityPlugin } from './plugins/security';
import { swaggerPlugin } from './plugins/swagger';
import { uploadsPlugin } from './plugins/uploads';
import { webPlugin } from './plugins/web';

// Generic validation texts (wrong types, missing fields) in Portuguese; the documents' own
// messages are keys of the shared catalogue, set in the schemas.
z.config(z.locales.pt());

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered, for the authorization walk. */
    routeCatalogue: RouteOptions[];
  }
}

export type AppOptions = Pick<
  AppConfig,
  'jwtSecret' | 'uploadsDir' | 'brand' | 'webDistDir' | 'loginMaxFailures' | 'loginLockMinutes' | 'loginRatePerMinute'
> &
  Partial<
    Pick<
      AppConfig,
      | 'cepProviderUrl'
      | 'cepTimeoutMs'
      | 'attendanceEditDays'
      | 'bulkResultsKey'
      | 'trustProxy'
      | 'publicUrl'
      | 'smtpUrl'
      | 'smtpFrom'
      | 'redisUrl'
      | 'redisPrefix'
      | 'logFormat'
    >
  > & {
    db: Db;
    /** The embedded database or a PostgreSQL server (the admin page says which). */
    databaseKind: 'pglite' | 'postgres';
    /** JSON log lines at `level` (to `stream`, stdout by default); off when absent. */
    logger?: { level: string; stream?: DestinationStream };
    /** The guardians' weekly e-mail's sender, in place of SMTP_URL's (the tests hand their own). */
    mailer?: Mailer;
    /** How often the guardians' due e-mails are looked for (an hour). */
    guardianSummaryEveryMs?: number;
  };

/** Fastify's own form of the setting; a hop count is proxy-addr's rule "the first n hops". */
function fastifyTrustProxy(setting: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}

/** JSON bodies of most routes are small; a route that needs more sets its own `bodyLimit`. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ? logOptions(opts.logger.level, opts.logger.stream) : false,
    // Each request's id: logged on its every line, returned in X-Request-Id and in error bodies.
    genReqId: () => randomUUID(),
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: DEFAULT_BODY_LIMIT,
    // Off unless configured (TRUST_PROXY): otherwise anyone could pick their own address with
    // X-Forwarded-For and escape the per-address sign-in limit.
    trustProxy: fastifyTrustProxy(opts.trustProxy ?? false),
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Answers are written by serializers compiled once per response schema (fast-json-stringify from
  // the zod schema's JSON Schema), which also drop every field the schema does not name.
  app.setSerializerCompiler(compiledSerializerCompiler);

  app.decorate('routeCatalogue', [] as RouteOptions[]);
  app.addHook('onRoute', (route) => {
    app.routeCatalogue.push(route);
  });

  await app.register(requestLogPlugin, { level: opts.logFormat === 'text' ? 'debug' : 'info' });
  await app.register(errorsPlugin);
  // Brotli or gzip (the client's choice, brotli preferred) for every compressible answer of 1 KB or
  // more, JSON above all; the web app's files are compressed at build time (plugins/web.ts).
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(securityPlugin, { https: opts.publicUrl?.startsWith('https://') ?? false });
  await app.register(dbPlugin, { db: opts.db });
  await app.register(redisPlugin, { url: opts.redisUrl, prefix: opts.redisPrefix });
  await app.register(authPlugin, { secret: opts.jwtSecret });
  await app.register(swaggerPlugin);
  await app.register(webPlugin, { distDir: opts.webDistDir, brand: opts.brand });
  await app.register(uploadsPlugin, { root: opts.uploadsDir });

  app.decorate('loginPolicy', { maxFailures: opts.loginMaxFailures, lockMinutes: opts.loginLockMinutes });
  await app.register(systemRoutes, { brand: opts.brand });
  await app.register(authRoutes, {
    maxFailures: opts.loginMaxFailures,
    lockMinutes: opts.loginLockMinutes,
    ratePerMinute: opts.loginRatePerMinute,
  });
  // Without a key (API tests), the kept bulk results are readable only for this process's life.
  await app.register(usersRoutes, { bulkResultsKey: opts.bulkResultsKey ?? randomBytes(32).toString('base64url') });
  const cep = { url: opts.cepProviderUrl ?? DEFAULT_CEP_PROVIDER_URL, timeoutMs: opts.cepTimeoutMs ?? DEFAULT_CEP_TIMEOUT_MS };
  await app.register(organisationRoutes, { cep });

  await app.register(curriculumRoutes);
  await app.register(classLessonsRoutes);
  await app.register(playerRoutes);
  await app.register(activitiesRoutes);
  await app.register(gradebookRoutes);
  await app.register(attendanceRoutes, { editDays: opts.attendanceEditDays ?? ATTENDANCE_EDIT_DAYS_DEFAULT });
  await app.register(guardiansRoutes, {
    summary: {
      mailer:
        opts.mailer ??
        (opts.smtpUrl ? smtpMailer(opts.smtpUrl, opts.smtpFrom ?? 'Portal Escolar <nao-responda@portal-escolar.local>') : undefined),
      // The e-mails' links: PUBLIC_URL, the address people open (README).
      baseUrl: (opts.publicUrl ?? 'http://localhost:3000').replace(/\/$/, ''),
      everyMs: opts.guardianSummaryEveryMs ?? 3600_000,
    },
  });
  await app.register(privacyRoutes);
  await app.register(reportsRoutes);
  await app.register(calendarRoutes);
  await app.register(newsRoutes);
  await app.register(forumRoutes);
  await app.register(supportRoutes);
  await app.register(realtimePlugin);
  await app.register(chatSocket);
  await app.register(chatRoutes);
  await app.register(adminRoutes, { cep, databaseKind: opts.databaseKind });

  await app.ready();
  return app;
}
