import { OkAnswer } from '@portal/shared/common/answers';
import {
  GuardianCreateBody,
  GuardianCreatedAnswer,
  GuardianDto,
  GuardianLinkBody,
  GuardianLinkParams,
  GuardianListQuery,
} from '@portal/shared/guardians';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewerOf } from '../../plugins/auth';
import { createGuardian, guardiansOf, linkGuardian, unlinkGuardian } from './guardian.service';

const tags = ['guardians'];
const config = { capability: 'guardian:manage' } as const;

/** A student's guardians, for the school's staff (issue 27, beyond the documents). */
export const guardianRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/bse_responsavel',
    { config, schema: { tags, body: GuardianCreateBody, response: { 201: GuardianCreatedAnswer } } },
    async (request, reply) => reply.code(201).send(await createGuardian(app.db, viewerOf(request), request.body)),
  );

  app.get(
    '/api/bse_responsavel',
    { config, schema: { tags, querystring: GuardianListQuery, response: { 200: z.array(GuardianDto) } } },
    async (request) => guardiansOf(app.db, viewerOf(request), request.query.codAluno),
  );

  app.post(
    '/api/bse_responsavel/vinculo',
    { config, schema: { tags, body: GuardianLinkBody, response: { 200: OkAnswer } } },
    async (request) => {
      await linkGuardian(app.db, viewerOf(request), request.body);
      return { ok: true as const };
    },
  );

  app.delete(
    '/api/bse_responsavel/:codResponsavel/aluno/:codAluno',
    { config, schema: { tags, params: GuardianLinkParams, response: { 200: OkAnswer } } },
    async (request) => {
      await unlinkGuardian(app.db, viewerOf(request), request.params.codResponsavel, request.params.codAluno);
      return { ok: true as const };
    },
  );
};
