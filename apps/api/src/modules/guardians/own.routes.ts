import { ChildList, ConsentBody, ConsentDto } from '@portal/shared/guardians';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { viewerOf } from '../../plugins/auth';
import { childrenOf } from './child.service';
import { acceptConsent, consentOf } from './consent.service';

const tags = ['guardians'];
const config = { capability: 'guardian:own' } as const;

/** The guardian's own calls: the consent term, then their children (issue 27). */
export const guardianOwnRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/responsavel/consentimento', { config, schema: { tags, response: { 200: ConsentDto } } }, async (request) =>
    consentOf(app.db, viewerOf(request)),
  );

  app.post(
    '/api/responsavel/consentimento',
    { config, schema: { tags, body: ConsentBody, response: { 200: ConsentDto } } },
    async (request) => acceptConsent(app.db, viewerOf(request), request.body),
  );

  app.get('/api/responsavel/filhos', { config, schema: { tags, response: { 200: ChildList } } }, async (request) =>
    childrenOf(app.db, viewerOf(request)),
  );
};
