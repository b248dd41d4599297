import { OkAnswer } from '@portal/shared/common/answers';
import {
  PostCreateBody,
  PostDto,
  PostIdParam,
  PostListQuery,
  PostPage,
  PostUpdateBody,
  RoomBody,
  RoomDto,
  RoomIdParam,
  TopicCreateBody,
  TopicDto,
  TopicIdParam,
  TopicListQuery,
  TopicPage,
  TopicUpdateBody,
} from '@portal/shared/forum';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as forum from './forum.service';
import { viewerOf } from '../../plugins/auth';

const tags = ['forum'];
const read = { capability: 'forum:read' as const };
const ok = { ok: true as const };

/** The forum (3-reports-communication.md §7 "Forum"): rooms, topics and posts. */
export const forumRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/frm_sala', { config: read, schema: { tags, response: { 200: z.array(RoomDto) } } }, async () => forum.listRooms(app.db));
  app.get(
    '/api/frm_sala/:codFrmSala',
    { config: read, schema: { tags, params: RoomIdParam, response: { 200: RoomDto } } },
    async (request) => forum.getRoom(app.db, request.params.codFrmSala),
  );
  app.post(
    '/api/frm_sala',
    { config: { capability: 'forum:rooms' }, schema: { tags, body: RoomBody, response: { 201: RoomDto } } },
    async (request, reply) => reply.code(201).send(await forum.createRoom(app.db, viewerOf(request), request.body)),
  );
  app.put(
    '/api/frm_sala/:codFrmSala',
    { config: { capability: 'forum:rooms' }, schema: { tags, params: RoomIdParam, body: RoomBody, response: { 200: RoomDto } } },
    async (request) => forum.renameRoom(app.db, request.params.codFrmSala, request.body),
  );
  app.delete(
    '/api/frm_sala/:codFrmSala',
    { config: { capability: 'forum:rooms' }, schema: { tags, params: RoomIdParam, response: { 200: OkAnswer } } },
    async (request) => {
      await forum.removeRoom(app.db, request.params.codFrmSala);
      return ok;
    },
  );

  app.get(
    '/api/frm_topico/topicosDaSala/:codFrmSala',
    { config: read, schema: { tags, params: RoomIdParam, querystring: TopicListQuery, response: { 200: TopicPage } } },
    async (request) => forum.listTopics(app.db, viewerOf(request), request.params.codFrmSala, request.query),
  );
  app.get(
    '/api/frm_topico/:codFrmTopico',
    { config: read, schema: { tags, params: TopicIdParam, response: { 200: TopicDto } } },
    async (request) => forum.getTopic(app.db, viewerOf(request), request.params.codFrmTopico),
  );
  app.post(
    '/api/frm_topico',
    { config: { capability: 'forum:topic' }, schema: { tags, body: TopicCreateBody, response: { 201: TopicDto } } },
    async (request, reply) => reply.code(201).send(await forum.createTopic(app.db, viewerOf(request), request.body)),
  );
  app.put(
    '/api/frm_topico/:codFrmTopico',
    { config: read, schema: { tags, params: TopicIdParam, body: TopicUpdateBody, response: { 200: TopicDto } } },
    async (request) => forum.changeTopic(app.db, viewerOf(request), request.params.codFrmTopico, request.body),
  );
  app.delete(
    '/api/frm_topico/:codFrmTopico',
    { config: read, schema: { tags, params: TopicIdParam, response: { 200: OkAnswer } } },
    async (request) => {
      await forum.removeTopic(app.db, viewerOf(request), request.params.codFrmTopico);
      return ok;
    },
  );

  app.get(
    '/api/frm_postagem/postagensDoTopico/:codFrmTopico',
    { config: read, schema: { tags, params: TopicIdParam, querystring: PostListQuery, response: { 200: PostPage } } },
    async (request) => forum.listPosts(app.db, viewerOf(request), request.params.codFrmTopico, request.query),
  );
  app.get(
    '/api/frm_postagem/:codFrmPostagem',
    { config: read, schema: { tags, params: PostIdParam, response: { 200: PostDto } } },
    async (request) => forum.getPost(app.db, viewerOf(request), request.params.codFrmPostagem),
  );
  app.post(
    '/api/frm_postagem',
    { config: read, schema: { tags, body: PostCreateBody, response: { 201: PostDto } } },
    async (request, reply) => reply.code(201).send(await forum.createPost(app.db, viewerOf(request), request.body)),
  );
  app.put(
    '/api/frm_postagem/:codFrmPostagem',
    { config: read, schema: { tags, params: PostIdParam, body: PostUpdateBody, response: { 200: PostDto } } },
    async (request) => forum.changePost(app.db, viewerOf(request), request.params.codFrmPostagem, request.body.txtPostagem),
  );
  app.delete(
    '/api/frm_postagem/:codFrmPostagem',
    { config: read, schema: { tags, params: PostIdParam, response: { 200: OkAnswer } } },
    async (request) => {
      await forum.removePost(app.db, viewerOf(request), request.params.codFrmPostagem);
      return ok;
    },
  );
};
