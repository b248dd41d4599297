import {
  CapituloAbertoDto,
  CapituloCreateBody,
  CapituloDto,
  CapituloListQuery,
  CapituloOrderDto,
  CapituloUpdateBody,
  InverterCapitulosBody,
  OkDto,
} from '@portal/shared/curriculum';
import { IdParam, pageOf } from '@portal/shared/common/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scopeOf } from '../../lib/scope';
import { sessionOf } from '../../plugins/auth';
import { chaptersOfPath, createChapter, deleteChapter, getChapter, listChapterPage, swapChapters, updateChapter } from './chapter.service';
import { openChapter } from './lesson.service';

const author = { capability: 'curriculum:author' as const };
const tags = ['curriculum'];

/** Chapters (trl_capitulo, 1-authoring §3) of the paths the caller authors. */
export const chapterRoutes: FastifyPluginAsyncZod = async (app) => {
  const scope = (request: Parameters<typeof sessionOf>[0]) => scopeOf(sessionOf(request));

  // ---------------------------------------------------------------- chapters (trl_capitulo)
  app.get(
    '/api/trl_capitulo',
    { config: author, schema: { tags, querystring: CapituloListQuery, response: { 200: pageOf(CapituloDto) } } },
    async (request) => listChapterPage(app.db, scope(request), request.query),
  );
  app.get(
    '/api/trl_capitulo/pegarCapitulosDoLivro/:id',
    { config: author, schema: { tags, params: IdParam, response: { 200: z.array(CapituloDto) } } },
    async (request) => chaptersOfPath(app.db, scope(request), request.params.id),
  );
  app.get(
    '/api/trl_capitulo/abrir/:id',
    { config: author, schema: { tags, params: IdParam, response: { 200: CapituloAbertoDto } } },
    async (request) => openChapter(app.db, scope(request), request.params.id),
  );
  app.get('/api/trl_capitulo/:id', { config: author, schema: { tags, params: IdParam, response: { 200: CapituloDto } } }, async (request) =>
    getChapter(app.db, scope(request), request.params.id),
  );
  app.post(
    '/api/trl_capitulo',
    { config: author, schema: { tags, body: CapituloCreateBody, response: { 201: CapituloDto } } },
    async (request, reply) => reply.code(201).send(await createChapter(app.db, scope(request), request.body)),
  );
  app.put(
    '/api/trl_capitulo/inverterCapitulos/x',
    { config: author, schema: { tags, body: InverterCapitulosBody, response: { 200: z.array(CapituloOrderDto) } } },
    async (request) => swapChapters(app.db, scope(request), request.body),
  );
  app.put(
    '/api/trl_capitulo/:id',
    { config: author, schema: { tags, params: IdParam, body: CapituloUpdateBody, response: { 200: CapituloDto } } },
    async (request) => updateChapter(app.db, scope(request), request.params.id, request.body),
  );
  app.delete('/api/trl_capitulo/:id', { config: author, schema: { tags, params: IdParam, response: { 200: OkDto } } }, async (request) => {
    await deleteChapter(app.db, app.storage, scope(request), request.params.id);
    return { ok: true as const };
  });
};
