import { OkAnswer } from '@portal/shared/common/answers';
import { DataRequestList, NETWORK_REQUESTS_MAX, NetworkDataRequestList, PersonParam } from '@portal/shared/privacy';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewerOf } from '../../plugins/auth';
import { getUser } from '../users';
import { erasePerson } from './erase.service';
import { exportPerson } from './export.service';
import { latestRequests, requestsAbout } from './privacy.repository';

const tags = ['privacy'];
const config = { capability: 'privacy:manage' } as const;

/** A person's data rights (issue 29): the export, the erasure and the record of both. */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  // The network's record, on the Master's /admin page.
  app.get(
    '/api/admin/pedidos-dados',
    { config: { capability: 'system:admin' }, schema: { tags, response: { 200: NetworkDataRequestList } } },
    async () => latestRequests(app.db, NETWORK_REQUESTS_MAX),
  );

  app.get(
    '/api/bse_usuario/:codBseUsuario/dados',
    {
      config,
      schema: {
        tags,
        params: PersonParam,
        // The ZIP is streamed (a stream is never serialized): the schema only describes it.
        response: {
          200: {
            content: {
              'application/zip': { schema: z.string().describe('dados-<login>.zip: a JSON file per kind, fotos/, LEIA-ME.html') },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const { fileName, stream } = await exportPerson(app.db, app.storage, viewerOf(request), request.params.codBseUsuario);
      // The declared 200 (for the description) is the ZIP's bytes; the stream itself is not serialised.
      const streaming: FastifyReply = reply;
      return streaming
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );

  app.delete(
    '/api/bse_usuario/:codBseUsuario/dados',
    { config, schema: { tags, params: PersonParam, response: { 200: OkAnswer } } },
    async (request) => {
      await erasePerson(app.db, app.storage, viewerOf(request), request.params.codBseUsuario);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/bse_usuario/:codBseUsuario/dados/pedidos',
    { config, schema: { tags, params: PersonParam, response: { 200: DataRequestList } } },
    async (request) => {
      await getUser(app.db, viewerOf(request), request.params.codBseUsuario);
      return requestsAbout(app.db, request.params.codBseUsuario);
    },
  );
};
