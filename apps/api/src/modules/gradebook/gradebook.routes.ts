import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { classGradebookRoutes } from './class-gradebook.routes';
import { todoRoutes } from './todo.routes';

/** Where the work stands (issue 23): the class's gradebook for the staff, the to-do for the student. */
export const gradebookRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(classGradebookRoutes);
  await app.register(todoRoutes);
};
