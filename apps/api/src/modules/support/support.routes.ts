import { OkAnswer } from '@portal/shared/common/answers';
import {
  ContactBody,
  SupportRecordBody,
  SupportSendAnswer,
  SupportSendBody,
  TicketIdParam,
  TicketListQuery,
  TicketPage,
  isContactBody,
} from '@portal/shared/support';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bodyByShape } from '../../lib/validation';
import { listTickets, removeTicket, sendContact, sendSupportRecord } from './support.service';
import { viewerOf } from '../../plugins/auth';

const tags = ['support'];
const manage = { capability: 'support:manage' as const };

/** The contact form and the Assistente's tickets (`/api/bse_suporte`). */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  // The screen's body (`nomContato`, `codInformacao`…) answers {ok}; the documents' (`name`, `email`, `pagina`,
  // `desc`: 3-reports §7, issue 25) answers the created record. A body naming a field of the screen's is the screen's.
  app.post(
    '/api/bse_suporte',
    {
      config: { capability: 'support:send' },
      validatorCompiler: bodyByShape((body) => (isContactBody(body) ? ContactBody : SupportRecordBody)),
      schema: { tags, body: SupportSendBody, response: { 201: SupportSendAnswer } },
    },
    async (request, reply) => {
      const body = request.body;
      if ('name' in body) return reply.code(201).send(await sendSupportRecord(app.db, viewerOf(request), body));
      await sendContact(app.db, viewerOf(request), body);
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
