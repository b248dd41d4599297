import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRoutes } from './account.routes';
import { bulkRoutes } from './bulk.routes';
import { profileRoutes } from './profile.routes';
import { userRoutes } from './user.routes';

/** The users feature (2-access): users of the network, bulk creation, profiles and catalogues, one's own account. */
export const usersRoutes: FastifyPluginAsyncZod<{ bulkResultsKey: string }> = async (app, opts) => {
  await app.register(userRoutes);
  await app.register(bulkRoutes, { bulkResultsKey: opts.bulkResultsKey });
  await app.register(profileRoutes);
  await app.register(accountRoutes);
};
