import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { evaluationRoutes } from './evaluation.routes';
import { playRoutes } from './play.routes';
import { progressRoutes } from './progress.routes';

/** The learning-track player (issue 10): the path to play, the student's records, the chapter evaluation. */
export const playerRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(playRoutes);
  await app.register(progressRoutes);
  await app.register(evaluationRoutes);
};
