import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityRoutes } from './activity.routes';
import { answerRoutes } from './answer.routes';
import { answeringRoutes } from './answering.routes';
import { classActivityRoutes } from './class-activity.routes';
import { gradingRoutes } from './grading.routes';
import { questionRoutes } from './question.routes';

/** Activities, questions, answers and grades (issue 11). */
export const activitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(activityRoutes);
  await app.register(questionRoutes);
  await app.register(classActivityRoutes);
  await app.register(answeringRoutes);
  await app.register(answerRoutes);
  await app.register(gradingRoutes);
};
