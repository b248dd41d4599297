import { randomBytes } from 'node:crypto';
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from './config';
import type { Db } from './db/client';
import { authRoutes } from './modules/auth/auth.routes';
import { DEFAULT_CEP_PROVIDER_URL, DEFAULT_CEP_TIMEOUT_MS } from './modules/organisation/cep.service';
import { curriculumRoutes } from './modules/curriculum/curriculum.routes';
import { organisationRoutes } from './modules/organisation/organisation.routes';
import { systemRoutes } from './modules/system/system.routes';
import { usersRoutes } from './modules/users/users.routes';
import { authPlugin } from './plugins/auth';
import { dbPlugin } from './plugins/db';
import { errorsPlugin } from './plugins/errors';
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
  Partial<Pick<AppConfig, 'cepProviderUrl' | 'cepTimeoutMs' | 'bulkResultsKey'>> & { db: Db; logger?: boolean | { level: string } };

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: 1024 * 1024,
    trustProxy: true,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('routeCatalogue', [] as RouteOptions[]);
  app.addHook('onRoute', (route) => {
    app.routeCatalogue.push(route);
  });

  await app.register(errorsPlugin);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: { 'img-src': ["'self'", 'data:', 'blob:'], 'style-src': ["'self'", "'unsafe-inline'"] },
    },
  });
  await app.register(fastifyCors, { origin: false });
  await app.register(dbPlugin, { db: opts.db });
  await app.register(authPlugin, { secret: opts.jwtSecret });
  await app.register(swaggerPlugin);
  await app.register(webPlugin, { distDir: opts.webDistDir });
  await app.register(uploadsPlugin, { root: opts.uploadsDir });

  await app.register(systemRoutes, { brand: opts.brand });
  await app.register(authRoutes, {
    maxFailures: opts.loginMaxFailures,
    lockMinutes: opts.loginLockMinutes,
    ratePerMinute: opts.loginRatePerMinute,
  });
  // Without a key (API tests), the kept bulk results are readable only for this process's life.
  await app.register(usersRoutes, { bulkResultsKey: opts.bulkResultsKey ?? randomBytes(32).toString('base64url') });
  await app.register(organisationRoutes, {
    cep: { url: opts.cepProviderUrl ?? DEFAULT_CEP_PROVIDER_URL, timeoutMs: opts.cepTimeoutMs ?? DEFAULT_CEP_TIMEOUT_MS },
  });

  await app.register(curriculumRoutes);

  await app.ready();
  return app;
}
