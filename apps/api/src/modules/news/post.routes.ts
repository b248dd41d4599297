import { OkAnswer } from '@portal/shared/common/answers';
import { NEWS_IMAGE_PART, NewsBody, NewsDto, NewsIdParam, NewsImageAnswer, NewsListQuery, NewsPage } from '@portal/shared/news';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { multipartParser, readMultipart } from '../../plugins/uploads';
import { changeNews, createNews, getNews, listNews, removeNews, saveNewsImage } from './post.service';
import { viewerOf } from '../../plugins/auth';

const tags = ['news'];
const read = { capability: 'news:read' as const };
const write = { capability: 'news:write' as const };

/** News posts (3-reports-communication.md §7 "News"). */
export const postRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipartParser);
  app.get(
    '/api/bse_postagem',
    { config: read, schema: { tags, querystring: NewsListQuery, response: { 200: NewsPage } } },
    async (request) => listNews(app.db, request.query),
  );

  app.get(
    '/api/bse_postagem/:codBsePostagem',
    { config: read, schema: { tags, params: NewsIdParam, response: { 200: NewsDto } } },
    async (request) => getNews(app.db, request.params.codBsePostagem),
  );

  app.post('/api/bse_postagem', { config: write, schema: { tags, body: NewsBody, response: { 201: NewsDto } } }, async (request, reply) =>
    reply.code(201).send(await createNews(app.db, viewerOf(request), request.body)),
  );

  app.put(
    '/api/bse_postagem/:codBsePostagem',
    { config: write, schema: { tags, params: NewsIdParam, body: NewsBody, response: { 200: NewsDto } } },
    async (request) => changeNews(app.db, app.storage, request.params.codBsePostagem, request.body),
  );

  app.delete(
    '/api/bse_postagem/:codBsePostagem',
    { config: write, schema: { tags, params: NewsIdParam, response: { 200: OkAnswer } } },
    async (request) => {
      await removeNews(app.db, app.storage, request.params.codBsePostagem);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/bse_postagem/imagem',
    {
      config: {
        ...write,
        multipart: {
          fields: z.object({}),
          files: { [NEWS_IMAGE_PART]: 'a picture of the body: jpeg, png or webp, at most 5 MiB (re-encoded to a JPEG within 480×640)' },
          maxFiles: 1,
        },
      },
      schema: { tags, response: { 201: NewsImageAnswer } },
    },
    async (request, reply) => reply.code(201).send(await saveNewsImage(app.storage, (await readMultipart(request)).files)),
  );
};
