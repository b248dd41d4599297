import { GradebookDto } from '@portal/shared/gradebook';
import { ClassIdParam } from '@portal/shared/organisation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { classGradebook } from './class-gradebook.service';
import { viewerOf } from '../../plugins/auth';

const tags = ['gradebook'];

/** The class's gradebook (issue 23, beyond the documents): progress and grades of every student. */
export const classGradebookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/turma/:codBseTurma/boletim',
    { config: { capability: 'gradebook:read' }, schema: { tags, params: ClassIdParam, response: { 200: GradebookDto } } },
    async (request) => classGradebook(app.db, viewerOf(request), request.params.codBseTurma),
  );
};
