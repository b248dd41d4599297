import { TodoDto } from '@portal/shared/gradebook';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { studentTodo } from './todo.service';
import { viewerOf } from '../../plugins/auth';

const tags = ['gradebook'];

/** The student's to-do on /home (issue 23, beyond the documents). */
export const todoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/home/pendencias', { config: { capability: 'home:todo' }, schema: { tags, response: { 200: TodoDto } } }, async (request) =>
    studentTodo(app.db, viewerOf(request)),
  );
};
