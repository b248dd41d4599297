import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CepProvider } from './cep.service';
import { classRoutes } from './class.routes';
import { schoolRoutes } from './school.routes';
import { unitRoutes } from './unit.routes';

/** The organisation feature: schools, addresses and postal codes, units, classes and their members. */
export const organisationRoutes: FastifyPluginAsyncZod<{ cep: CepProvider }> = async (app, opts) => {
  await app.register(schoolRoutes, { cep: opts.cep });
  await app.register(unitRoutes);
  await app.register(classRoutes);
};
