import {
  ChatMemberDto,
  ChatMessageBody,
  ChatMessageDto,
  ChatMessagePage,
  ChatMessageParam,
  ChatMessageQuery,
  ChatRoomDto,
  ChatRoomParam,
  ChatRoomQuery,
} from '@portal/shared/chat';
import { OkAnswer } from '@portal/shared/common/answers';
import { ErrorBody } from '@portal/shared/common/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FloodError } from './chat.flood';
import * as chat from './chat.service';
import { viewerOf } from '../../plugins/auth';

const tags = ['chat'];
const use = { capability: 'chat:use' as const };

/** The chat's calls (3-reports-communication.md §7 "Chat"); the realtime part is chat.socket.ts. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/cht_usuario_sala/listarSalas/x',
    { config: use, schema: { tags, response: { 200: z.array(ChatRoomDto) } } },
    async (request) => chat.listRooms(app.db, viewerOf(request)),
  );
  app.get(
    '/api/cht_usuario_sala/listarUsuariosSala/x',
    { config: use, schema: { tags, querystring: ChatRoomQuery, response: { 200: z.array(ChatMemberDto) } } },
    async (request) => chat.listMembers(app.db, viewerOf(request), request.query.codChtSala, app.chatHub.onlineIn),
  );
  app.put(
    '/api/cht_usuario_sala/lida/:codChtSala',
    { config: use, schema: { tags, params: ChatRoomParam, response: { 200: OkAnswer } } },
    async (request) => {
      await chat.readRoom(app.db, viewerOf(request), request.params.codChtSala);
      return { ok: true as const };
    },
  );
  app.get(
    '/api/cht_mensagem/listarMinhasMensagens/x',
    {
      config: use,
      schema: { tags, querystring: ChatMessageQuery, response: { 200: z.union([z.array(ChatMessageDto), ChatMessagePage]) } },
    },
    async (request) => chat.listMessagesAsked(app.db, viewerOf(request), request.query),
  );
  app.get(
    '/api/cht_mensagem/dadosDaMensagem/:codChtMensagem',
    { config: use, schema: { tags, params: ChatMessageParam, response: { 200: ChatMessageDto } } },
    async (request) => chat.getMessage(app.db, viewerOf(request), request.params.codChtMensagem),
  );
  app.post(
    '/api/cht_mensagem',
    {
      config: use,
      schema: { tags, body: ChatMessageBody, response: { 201: ChatMessageDto, 429: ErrorBody } },
      // Every attempt counts against the user's one budget with the socket's `chatToServer` (valid or
      // not, as there), so before the body is validated; 429 with Retry-After past it.
      preValidation: async (request, reply) => {
        try {
          await app.chatFlood.message(viewerOf(request).userId);
        } catch (error) {
          if (error instanceof FloodError) reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterMs / 1000))));
          throw error;
        }
      },
    },
    async (request, reply) => {
      const message = await chat.sendMessage(app.db, viewerOf(request), request.body);
      app.chatHub.published(message);
      return reply.code(201).send(message);
    },
  );
  app.delete(
    '/api/cht_mensagem/:codChtMensagem',
    { config: use, schema: { tags, params: ChatMessageParam, response: { 200: OkAnswer, 410: ErrorBody } } },
    async (request) => {
      app.chatHub.deleted(await chat.removeMessage(app.db, viewerOf(request), request.params.codChtMensagem));
      return { ok: true as const };
    },
  );
};
