import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CepProvider } from './cep.service';
import { classesRoutes } from './class.routes';
import { schoolsRoutes } from './school.routes';
import { unitsRoutes } from './unit.routes';

/** The organisation feature: schools, addresses and postal codes, units, classes and their members. */
export const organisationRoutes: FastifyPluginAsyncZod<{ cep: CepProvider }> = async (app, opts) => {
  await app.register(schoolsRoutes, { cep: opts.cep });
  await app.register(unitsRoutes);
  await app.register(classesRoutes);
};
