import { IcalAddressAnswer, IcalFileParam } from '@portal/shared/calendar';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewerOf } from '../../plugins/auth';
import { icalAddress, icalFeed, renewIcalAddress } from './ical.service';

const tags = ['calendar'];

/** Each user's private iCal address (Configurações) and the feed that calendar apps subscribe to. */
export const icalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/cld_calendario_ical',
    { config: { capability: 'calendar:use' }, schema: { tags, response: { 200: IcalAddressAnswer } } },
    async (request) => icalAddress(app.db, viewerOf(request).userId),
  );

  app.post(
    '/api/cld_calendario_ical',
    { config: { capability: 'calendar:use' }, schema: { tags, response: { 200: IcalAddressAnswer } } },
    async (request) => renewIcalAddress(app.db, viewerOf(request).userId),
  );

  // Public: the secret in the path is the credential (calendar apps send no token).
  app.get(
    '/api/cld_calendario_ical/:arquivo',
    {
      config: { public: true },
      schema: { tags, params: IcalFileParam, response: { 200: z.string().describe('text/calendar (RFC 5545)') } },
    },
    async (request, reply) =>
      reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(await icalFeed(app.db, request.params.arquivo)),
  );
};
