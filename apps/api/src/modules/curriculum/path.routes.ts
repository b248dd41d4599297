import { OkAnswer } from '@portal/shared/common/answers';
import {
  PathSwapBody,
  PathClassParam,
  PathCreateBody,
  PathDto,
  PathListQuery,
  PathOrderDto,
  PathUpdateBody,
} from '@portal/shared/curriculum';
import { IdParam, pageOf } from '@portal/shared/common/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdText } from '@portal/shared/common/ids';
import { createPath, deletePath, getPath, listAllPaths, listPathPage, swapPaths, updatePath } from './path.service';
import { viewerOf } from '../../plugins/auth';

const author = { capability: 'curriculum:author' as const };
const tags = ['curriculum'];
const PathParam = z.object({ codTrlLivro: IdText });

/** Paths (trl_livro, 1-authoring §2): a Master’s network-wide ones, a Professor’s of their classes. */
export const pathRoutes: FastifyPluginAsyncZod = async (app) => {
  // ---------------------------------------------------------------- paths (trl_livro)
  app.get(
    '/api/trl_livro',
    { config: author, schema: { tags, querystring: PathListQuery, response: { 200: pageOf(PathDto) } } },
    async (request) => listPathPage(app.db, viewerOf(request), request.query),
  );
  app.get(
    '/api/trl_livro/all/:codBseTurma',
    { config: author, schema: { tags, params: PathClassParam, response: { 200: z.array(PathDto) } } },
    async (request) => listAllPaths(app.db, viewerOf(request), request.params.codBseTurma),
  );
  app.get('/api/trl_livro/:id', { config: author, schema: { tags, params: IdParam, response: { 200: PathDto } } }, async (request) =>
    getPath(app.db, viewerOf(request), request.params.id),
  );
  app.post(
    '/api/trl_livro',
    { config: author, schema: { tags, body: PathCreateBody, response: { 201: PathDto } } },
    async (request, reply) => reply.code(201).send(await createPath(app.db, viewerOf(request), request.body)),
  );
  app.put(
    '/api/trl_livro/inverterLivros/x',
    { config: author, schema: { tags, body: PathSwapBody, response: { 200: z.array(PathOrderDto) } } },
    async (request) => swapPaths(app.db, viewerOf(request), request.body),
  );
  app.put(
    '/api/trl_livro/:codTrlLivro',
    { config: author, schema: { tags, params: PathParam, body: PathUpdateBody, response: { 200: PathDto } } },
    async (request) => updatePath(app.db, viewerOf(request), request.params.codTrlLivro, request.body),
  );
  app.delete('/api/trl_livro/:id', { config: author, schema: { tags, params: IdParam, response: { 200: OkAnswer } } }, async (request) => {
    await deletePath(app.db, app.storage, viewerOf(request), request.params.id);
    return { ok: true as const };
  });
};
