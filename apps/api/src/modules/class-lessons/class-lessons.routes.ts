import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { classLessonRoutes } from './class-lesson.routes';

/** The class-lessons feature: the paths given to a class and the one active among them. */
export const classLessonsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(classLessonRoutes);
};
