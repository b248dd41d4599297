import { OkAnswer } from '@portal/shared/common/answers';
import { LessonCreateBody, LessonDto, LessonOrderDto, LessonUpdateBody, LessonSwapBody } from '@portal/shared/curriculum';
import { IdParam } from '@portal/shared/common/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdText } from '@portal/shared/common/ids';
import { createLesson, deleteLesson, getLesson, lessonsOfChapter, swapLessons, updateLesson } from './lesson.service';
import { viewerOf } from '../../plugins/auth';

const author = { capability: 'curriculum:author' as const };
const tags = ['curriculum'];
const LessonParam = z.object({ codTrlAula: IdText });

/** Lessons (trl_aula) of 1-authoring §7. */
export const lessonRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/trl_aula/pegarAulasDoCapitulo/:id',
    { config: author, schema: { tags, params: IdParam, response: { 200: z.array(LessonDto) } } },
    async (request) => lessonsOfChapter(app.db, viewerOf(request), request.params.id),
  );
  app.get('/api/trl_aula/:id', { config: author, schema: { tags, params: IdParam, response: { 200: LessonDto } } }, async (request) =>
    getLesson(app.db, viewerOf(request), request.params.id),
  );
  app.post(
    '/api/trl_aula',
    { config: author, schema: { tags, body: LessonCreateBody, response: { 201: LessonDto } } },
    async (request, reply) => reply.code(201).send(await createLesson(app.db, viewerOf(request), request.body)),
  );
  app.put(
    '/api/trl_aula/inverterAulas/x',
    { config: author, schema: { tags, body: LessonSwapBody, response: { 200: z.array(LessonOrderDto) } } },
    async (request) => swapLessons(app.db, viewerOf(request), request.body),
  );
  app.put(
    '/api/trl_aula/:codTrlAula',
    { config: author, schema: { tags, params: LessonParam, body: LessonUpdateBody, response: { 200: LessonDto } } },
    async (request) => updateLesson(app.db, viewerOf(request), request.params.codTrlAula, request.body),
  );
  app.delete('/api/trl_aula/:id', { config: author, schema: { tags, params: IdParam, response: { 200: OkAnswer } } }, async (request) => {
    await deleteLesson(app.db, app.storage, viewerOf(request), request.params.id);
    return { ok: true as const };
  });
};
