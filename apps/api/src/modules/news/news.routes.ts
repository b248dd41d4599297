import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { postRoutes } from './post.routes';

/** The news feature (Aprendizado): the Master's posts that the staff read. */
export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(postRoutes);
};
