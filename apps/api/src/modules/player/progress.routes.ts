import { OkAnswer } from '@portal/shared/common/answers';
import { PositionBody, ProgressAnswer, ProgressBody } from '@portal/shared/player';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { viewerOf } from '../../plugins/auth';
import { recordProgress, savePosition } from './progress.service';

const tags = ['player'];
const record = { capability: 'player:record' as const };

/** A student's records in the player: contents completed (idempotent by the browser's id) and the position. */
export const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/plataforma/progresso',
    { config: record, schema: { tags, body: ProgressBody, response: { 200: ProgressAnswer } } },
    async (request) => recordProgress(app.db, viewerOf(request).userId, request.body),
  );
  app.put(
    '/api/plataforma/posicao',
    { config: record, schema: { tags, body: PositionBody, response: { 200: OkAnswer } } },
    async (request) => {
      await savePosition(app.db, viewerOf(request).userId, request.body);
      return { ok: true as const };
    },
  );
};
