import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CepProvider } from './cep.service';
import { classesRoutes } from './classes.routes';
import { schoolsRoutes } from './schools.routes';
import { unitsRoutes } from './units.routes';

/** The organisation feature: schools, addresses and postal codes, units, classes and their members. */
export const organisationRoutes: FastifyPluginAsyncZod<{ cep: CepProvider }> = async (app, opts) => {
  await app.register(schoolsRoutes, { cep: opts.cep });
  await app.register(unitsRoutes);
  await app.register(classesRoutes);
};
