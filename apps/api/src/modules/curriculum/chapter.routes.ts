import { OkAnswer } from '@portal/shared/common/answers';
import {
  OpenChapterDto,
  ChapterCreateBody,
  ChapterDto,
  ChapterListQuery,
  ChapterOrderDto,
  ChapterUpdateBody,
  ChapterSwapBody,
} from '@portal/shared/curriculum';
import { IdParam, pageOf } from '@portal/shared/common/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { chaptersOfPath, createChapter, deleteChapter, getChapter, listChapterPage, swapChapters, updateChapter } from './chapter.service';
import { openChapter } from './lesson.service';
import { viewerOf } from '../../plugins/auth';

const author = { capability: 'curriculum:author' as const };
const tags = ['curriculum'];

/** Chapters (trl_capitulo, 1-authoring §3) of the paths the caller authors. */
export const chapterRoutes: FastifyPluginAsyncZod = async (app) => {
  // ---------------------------------------------------------------- chapters (trl_capitulo)
  app.get(
    '/api/trl_capitulo',
    { config: author, schema: { tags, querystring: ChapterListQuery, response: { 200: pageOf(ChapterDto) } } },
    async (request) => listChapterPage(app.db, viewerOf(request), request.query),
  );
  app.get(
    '/api/trl_capitulo/pegarCapitulosDoLivro/:id',
    { config: author, schema: { tags, params: IdParam, response: { 200: z.array(ChapterDto) } } },
    async (request) => chaptersOfPath(app.db, viewerOf(request), request.params.id),
  );
  app.get(
    '/api/trl_capitulo/abrir/:id',
    { config: author, schema: { tags, params: IdParam, response: { 200: OpenChapterDto } } },
    async (request) => openChapter(app.db, viewerOf(request), request.params.id),
  );
  app.get('/api/trl_capitulo/:id', { config: author, schema: { tags, params: IdParam, response: { 200: ChapterDto } } }, async (request) =>
    getChapter(app.db, viewerOf(request), request.params.id),
  );
  app.post(
    '/api/trl_capitulo',
    { config: author, schema: { tags, body: ChapterCreateBody, response: { 201: ChapterDto } } },
    async (request, reply) => reply.code(201).send(await createChapter(app.db, viewerOf(request), request.body)),
  );
  app.put(
    '/api/trl_capitulo/inverterCapitulos/x',
    { config: author, schema: { tags, body: ChapterSwapBody, response: { 200: z.array(ChapterOrderDto) } } },
    async (request) => swapChapters(app.db, viewerOf(request), request.body),
  );
  app.put(
    '/api/trl_capitulo/:id',
    { config: author, schema: { tags, params: IdParam, body: ChapterUpdateBody, response: { 200: ChapterDto } } },
    async (request) => updateChapter(app.db, viewerOf(request), request.params.id, request.body),
  );
  app.delete(
    '/api/trl_capitulo/:id',
    { config: author, schema: { tags, params: IdParam, response: { 200: OkAnswer } } },
    async (request) => {
      await deleteChapter(app.db, app.storage, viewerOf(request), request.params.id);
      return { ok: true as const };
    },
  );
};
