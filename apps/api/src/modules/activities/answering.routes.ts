import { ActivityOfClassQuery, AnsweringFormDto, ActivityIdParam, StudentActivityDto } from '@portal/shared/activities';
import { ClassIdParam } from '@portal/shared/organisation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answeringForm, listStudentActivities } from './answering.service';
import { viewerOf } from '../../plugins/auth';

const tags = ['activities'];
const answer = { capability: 'activity:answer' } as const;

/** The student's side (`/atividade/visualizarQuestoes`, `visualizar/{id}`, 2-access-users-activities.md §2, §5); the submission is in answer.routes.ts. */
export const answeringRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/bse_atividade_turma/ativas/:codBseTurma',
    { config: answer, schema: { tags, params: ClassIdParam, response: { 200: z.array(StudentActivityDto) } } },
    async (request) => listStudentActivities(app.db, viewerOf(request), request.params.codBseTurma),
  );
  app.get(
    '/api/bse_questao_resposta/formulario/:codBseAtividade',
    { config: answer, schema: { tags, params: ActivityIdParam, querystring: ActivityOfClassQuery, response: { 200: AnsweringFormDto } } },
    async (request) => answeringForm(app.db, viewerOf(request), request.params.codBseAtividade, request.query.codTurma),
  );
};
