import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardianRoutes } from './guardian.routes';
import { guardianOwnRoutes } from './own.routes';

/** Guardians (issue 27, beyond the documents): the staff's links, the guardian's consent and children. */
export const guardiansRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(guardianRoutes);
  await app.register(guardianOwnRoutes);
};
