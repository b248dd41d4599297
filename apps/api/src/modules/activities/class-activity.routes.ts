import {
  ActivityListQuery,
  ActivityPage,
  CataloguePathDto,
  ClassActivityAddAnswer,
  ClassActivityAddAnyBody,
  ClassActivityAddBody,
  ClassActivityAddOneBody,
  ClassActivityDto,
  ClassActivityIdParam,
  ClassActivityLinkDto,
  ClassActivityUpdateBody,
} from '@portal/shared/activities';
import { OkAnswer } from '@portal/shared/common/answers';
import { ClassIdParam } from '@portal/shared/organisation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addToClass,
  catalogueForClass,
  cataloguePathsForClass,
  listClassActivities,
  listClassActivityLinks,
  removeFromClass,
  updateClassActivity,
} from './class-activity.service';
import { bodyByShape } from '../../lib/validation';
import { viewerOf } from '../../plugins/auth';

const tags = ['activities'];
const teach = { capability: 'activity:teach' } as const;

/**
 * The activities of a class (the Professor's `/atividade/ListaProfessor`, 2-access-users-activities.md §2, §7, §8).
 * The staff above the Professor read a class's list of their scope (to reach its answers); only the Professor changes it.
 */
export const classActivityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/bse_atividade_turma/turma/:codBseTurma',
    { config: { capability: 'activity:grade' }, schema: { tags, params: ClassIdParam, response: { 200: z.array(ClassActivityDto) } } },
    async (request) => listClassActivities(app.db, viewerOf(request), request.params.codBseTurma),
  );
  // The documents' lists (1-authoring §7 "Class activities", 2-access §7 loadAtividadesTurma and
  // loadAtividadesAtivasPorTurma): the links as 2-access §3 gives them, over the same class check.
  app.get(
    '/api/bse_atividade_turma/all/:codBseTurma',
    { config: { capability: 'activity:grade' }, schema: { tags, params: ClassIdParam, response: { 200: z.array(ClassActivityLinkDto) } } },
    async (request) => listClassActivityLinks(app.db, viewerOf(request), request.params.codBseTurma, false),
  );
  app.get(
    '/api/bse_atividade_turma/:codBseTurma/atividades-ativas',
    { config: { capability: 'activity:view' }, schema: { tags, params: ClassIdParam, response: { 200: z.array(ClassActivityLinkDto) } } },
    async (request) => listClassActivityLinks(app.db, viewerOf(request), request.params.codBseTurma, true),
  );
  app.get(
    '/api/bse_atividade_turma/catalogo/:codBseTurma',
    { config: teach, schema: { tags, params: ClassIdParam, querystring: ActivityListQuery, response: { 200: ActivityPage } } },
    async (request) => catalogueForClass(app.db, viewerOf(request), request.params.codBseTurma, request.query),
  );
  app.get(
    '/api/bse_atividade_turma/trilhas/:codBseTurma',
    { config: teach, schema: { tags, params: ClassIdParam, response: { 200: z.array(CataloguePathDto) } } },
    async (request) => cataloguePathsForClass(app.db, viewerOf(request), request.params.codBseTurma),
  );
  app.post(
    '/api/bse_atividade_turma',
    {
      config: teach,
      validatorCompiler: bodyByShape((body) => (Array.isArray(body) ? ClassActivityAddBody : ClassActivityAddOneBody)),
      schema: { tags, body: ClassActivityAddAnyBody, response: { 201: ClassActivityAddAnswer } },
    },
    async (request, reply) => {
      const body = request.body;
      if (Array.isArray(body)) return reply.code(201).send(await addToClass(app.db, viewerOf(request), body));
      const [added] = await addToClass(app.db, viewerOf(request), [body]);
      return reply.code(201).send(added!);
    },
  );
  app.put(
    '/api/bse_atividade_turma/:codBseAtividadeTurma',
    { config: teach, schema: { tags, params: ClassActivityIdParam, body: ClassActivityUpdateBody, response: { 200: ClassActivityDto } } },
    async (request) => updateClassActivity(app.db, viewerOf(request), request.params.codBseAtividadeTurma, request.body),
  );
  app.delete(
    '/api/bse_atividade_turma/:codBseAtividadeTurma',
    { config: teach, schema: { tags, params: ClassActivityIdParam, response: { 200: OkAnswer } } },
    async (request) => {
      await removeFromClass(app.db, viewerOf(request), request.params.codBseAtividadeTurma);
      return { ok: true as const };
    },
  );
};
