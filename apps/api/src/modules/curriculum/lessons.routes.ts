import { AulaCreateBody, AulaDto, AulaOrderDto, AulaUpdateBody, InverterAulasBody, OkDto } from '@portal/shared/curriculum';
import { IdParam } from '@portal/shared/common/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdText } from '@portal/shared/common/ids';
import { scopeOf } from '../../lib/scope';
import { sessionOf } from '../../plugins/auth';
import { createLesson, deleteLesson, getLesson, lessonsOfChapter, swapLessons, updateLesson } from './lessons.service';

const author = { capability: 'curriculum:author' as const };
const tags = ['curriculum'];
const LessonParam = z.object({ codTrlAula: IdText });

/** Lessons (trl_aula) of 1-authoring §7. */
export const lessonsRoutes: FastifyPluginAsyncZod = async (app) => {
  const scope = (request: Parameters<typeof sessionOf>[0]) => scopeOf(sessionOf(request));

  app.get(
    '/api/trl_aula/pegarAulasDoCapitulo/:id',
    { config: author, schema: { tags, params: IdParam, response: { 200: z.array(AulaDto) } } },
    async (request) => lessonsOfChapter(app.db, scope(request), request.params.id),
  );
  app.get('/api/trl_aula/:id', { config: author, schema: { tags, params: IdParam, response: { 200: AulaDto } } }, async (request) =>
    getLesson(app.db, scope(request), request.params.id),
  );
  app.post(
    '/api/trl_aula',
    { config: author, schema: { tags, body: AulaCreateBody, response: { 201: AulaDto } } },
    async (request, reply) => reply.code(201).send(await createLesson(app.db, scope(request), request.body)),
  );
  app.put(
    '/api/trl_aula/inverterAulas/x',
    { config: author, schema: { tags, body: InverterAulasBody, response: { 200: z.array(AulaOrderDto) } } },
    async (request) => swapLessons(app.db, scope(request), request.body),
  );
  app.put(
    '/api/trl_aula/:codTrlAula',
    { config: author, schema: { tags, params: LessonParam, body: AulaUpdateBody, response: { 200: AulaDto } } },
    async (request) => updateLesson(app.db, scope(request), request.params.codTrlAula, request.body),
  );
  app.delete('/api/trl_aula/:id', { config: author, schema: { tags, params: IdParam, response: { 200: OkDto } } }, async (request) => {
    await deleteLesson(app.db, app.storage, scope(request), request.params.id);
    return { ok: true as const };
  });
};
