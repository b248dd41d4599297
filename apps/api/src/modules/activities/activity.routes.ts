import {
  ActivityIdParam,
  ActivityListQuery,
  ActivityPreviewDto,
  ActivityPreviewQuery,
  ActivityRecordBody,
  ActivityRecordDto,
  ActivityRecordPage,
} from '@portal/shared/activities';
import { OkAnswer } from '@portal/shared/common/answers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createActivity, deleteActivity, editActivity, getActivity, listCatalogue, previewActivity } from './activity.service';
import { viewerOf } from '../../plugins/auth';

const tags = ['activities'];
const manage = { capability: 'activity:manage' } as const;

/**
 * The Master's catalogue of activities (`/atividade/listar`, 2-access-users-activities.md §2, §5, §7): the documents'
 * record (`capitulo`, `questoes`, issue 25) beside the screen's flat fields.
 */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/bse_atividade',
    { config: manage, schema: { tags, querystring: ActivityListQuery, response: { 200: ActivityRecordPage } } },
    async (request) => listCatalogue(app.db, request.query),
  );
  app.get(
    '/api/bse_atividade/:codBseAtividade',
    { config: manage, schema: { tags, params: ActivityIdParam, response: { 200: ActivityRecordDto } } },
    async (request) => getActivity(app.db, request.params.codBseAtividade),
  );
  app.get(
    '/api/bse_atividade/visualizar/:codBseAtividade',
    {
      config: { capability: 'activity:preview' },
      schema: { tags, params: ActivityIdParam, querystring: ActivityPreviewQuery, response: { 200: ActivityPreviewDto } },
    },
    async (request) => previewActivity(app.db, viewerOf(request), request.params.codBseAtividade, request.query.codTurma),
  );
  app.post(
    '/api/bse_atividade',
    { config: manage, schema: { tags, body: ActivityRecordBody, response: { 201: ActivityRecordDto } } },
    async (request, reply) => reply.code(201).send(await createActivity(app.db, viewerOf(request), request.body)),
  );
  app.put(
    '/api/bse_atividade/:codBseAtividade',
    { config: manage, schema: { tags, params: ActivityIdParam, body: ActivityRecordBody, response: { 200: ActivityRecordDto } } },
    async (request) => editActivity(app.db, request.params.codBseAtividade, request.body),
  );
  app.delete(
    '/api/bse_atividade/:codBseAtividade',
    { config: manage, schema: { tags, params: ActivityIdParam, response: { 200: OkAnswer } } },
    async (request) => {
      await deleteActivity(app.db, request.params.codBseAtividade);
      return { ok: true as const };
    },
  );
};
