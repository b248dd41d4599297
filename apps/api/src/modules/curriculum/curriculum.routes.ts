import {
  CapituloAbertoDto,
  CapituloCreateBody,
  CapituloDto,
  CapituloListQuery,
  CapituloOrderDto,
  CapituloUpdateBody,
  InverterCapitulosBody,
  InverterLivrosBody,
  LivroClassParam,
  LivroCreateBody,
  LivroDto,
  LivroListQuery,
  LivroOrderDto,
  LivroUpdateBody,
  OkDto,
} from '@portal/shared/curriculum';
import { IdParam, pageOf } from '@portal/shared/common/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdText } from '@portal/shared/common/ids';
import { scopeOf } from '../../lib/scope';
import { sessionOf } from '../../plugins/auth';
import { cataloguesRoutes } from './catalogues.routes';
import { chaptersOfPath, createChapter, deleteChapter, getChapter, listChapterPage, swapChapters, updateChapter } from './chapters.service';
import { contentsRoutes } from './contents.routes';
import { gamesRoutes } from './games.routes';
import { lessonsRoutes } from './lessons.routes';
import { openChapter } from './lessons.service';
import { createPath, deletePath, getPath, listAllPaths, listPathPage, swapPaths, updatePath } from './paths.service';

const author = { capability: 'curriculum:author' as const };
const tags = ['curriculum'];
const PathParam = z.object({ codTrlLivro: IdText });

/** The curriculum (1-authoring): paths and chapters here; lessons, contents, games and catalogues in their files. */
export const curriculumRoutes: FastifyPluginAsyncZod = async (app) => {
  const scope = (request: Parameters<typeof sessionOf>[0]) => scopeOf(sessionOf(request));

  // ---------------------------------------------------------------- paths (trl_livro)
  app.get(
    '/api/trl_livro',
    { config: author, schema: { tags, querystring: LivroListQuery, response: { 200: pageOf(LivroDto) } } },
    async (request) => listPathPage(app.db, scope(request), request.query),
  );
  app.get(
    '/api/trl_livro/all/:codBseTurma',
    { config: author, schema: { tags, params: LivroClassParam, response: { 200: z.array(LivroDto) } } },
    async (request) => listAllPaths(app.db, scope(request), request.params.codBseTurma),
  );
  app.get('/api/trl_livro/:id', { config: author, schema: { tags, params: IdParam, response: { 200: LivroDto } } }, async (request) =>
    getPath(app.db, scope(request), request.params.id),
  );
  app.post(
    '/api/trl_livro',
    { config: author, schema: { tags, body: LivroCreateBody, response: { 201: LivroDto } } },
    async (request, reply) => reply.code(201).send(await createPath(app.db, scope(request), request.body)),
  );
  app.put(
    '/api/trl_livro/inverterLivros/x',
    { config: author, schema: { tags, body: InverterLivrosBody, response: { 200: z.array(LivroOrderDto) } } },
    async (request) => swapPaths(app.db, scope(request), request.body),
  );
  app.put(
    '/api/trl_livro/:codTrlLivro',
    { config: author, schema: { tags, params: PathParam, body: LivroUpdateBody, response: { 200: LivroDto } } },
    async (request) => updatePath(app.db, scope(request), request.params.codTrlLivro, request.body),
  );
  app.delete('/api/trl_livro/:id', { config: author, schema: { tags, params: IdParam, response: { 200: OkDto } } }, async (request) => {
    await deletePath(app.db, app.storage, scope(request), request.params.id);
    return { ok: true as const };
  });

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

  await app.register(lessonsRoutes);
  await app.register(contentsRoutes);
  await app.register(gamesRoutes);
  await app.register(cataloguesRoutes);
};
