import { OkAnswer } from '@portal/shared/common/answers';
import { ContactBody, TicketIdParam, TicketListQuery, TicketPage } from '@portal/shared/support';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listTickets, removeTicket, sendContact } from './support.service';
import { viewerOf } from '../../plugins/auth';

const tags = ['support'];
const manage = { capability: 'support:manage' as const };

/** The contact form and the Assistente's tickets (`/api/bse_suporte`). */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/bse_suporte',
    { config: { capability: 'support:send' }, schema: { tags, body: ContactBody, response: { 201: OkAnswer } } },
    async (request, reply) => {
      await sendContact(app.db, viewerOf(request), request.body);
      return reply.code(201).send({ ok: true as const });
    },
  );
  app.get(
    '/api/bse_suporte',
    { config: manage, schema: { tags, querystring: TicketListQuery, response: { 200: TicketPage } } },
    async (request) => listTickets(app.db, request.query),
  );
  app.delete(
    '/api/bse_suporte/:codBseSuporte',
    { config: manage, schema: { tags, params: TicketIdParam, response: { 200: OkAnswer } } },
    async (request) => {
      await removeTicket(app.db, request.params.codBseSuporte);
      return { ok: true as const };
    },
  );
};
