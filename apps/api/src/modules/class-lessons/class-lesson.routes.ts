import {
  ActiveLessonAnswer,
  ClassLessonCreateBody,
  ClassLessonDto,
  ClassLessonIdParam,
  ClassLessonOptionDto,
  ClassLessonUpdateBody,
  ClassLessonUpdateParam,
} from '@portal/shared/class-lessons';
import { OkAnswer } from '@portal/shared/common/answers';
import { ClassIdParam } from '@portal/shared/organisation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activateClassLesson,
  activeLesson,
  addClassLesson,
  archiveClassLesson,
  getClassLesson,
  listClassLessons,
  pathsToAdd,
  updateClassLesson,
} from './class-lesson.service';
import { viewerOf } from '../../plugins/auth';

const tags = ['class-lessons'];
const manage = { capability: 'class-lesson:manage' } as const;

/** Class lessons (3-reports-communication.md §2, §7 "Class lessons and books"; 1-authoring.md §7 "Class links"). */
export const classLessonRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/trl_livro_turma/all/:codBseTurma',
    { config: { capability: 'class-lesson:manage' }, schema: { tags, params: ClassIdParam, response: { 200: z.array(ClassLessonDto) } } },
    async (request) => listClassLessons(app.db, viewerOf(request), request.params.codBseTurma),
  );

  app.get(
    '/api/trl_livro/loadLivrosNaoAdicionadosDaTurma/:codBseTurma',
    {
      config: { capability: 'class-lesson:manage' },
      schema: { tags, params: ClassIdParam, response: { 200: z.array(ClassLessonOptionDto) } },
    },
    async (request) => pathsToAdd(app.db, viewerOf(request), request.params.codBseTurma),
  );

  app.post(
    '/api/trl_livro_turma',
    { config: { capability: 'class-lesson:manage' }, schema: { tags, body: ClassLessonCreateBody, response: { 201: ClassLessonDto } } },
    async (request, reply) => reply.code(201).send(await addClassLesson(app.db, viewerOf(request), request.body)),
  );

  app.put(
    '/api/trl_livro/ativarLivro/:codTrlLivroTurma',
    { config: { capability: 'class-lesson:manage' }, schema: { tags, params: ClassLessonIdParam, response: { 200: ClassLessonDto } } },
    async (request) => activateClassLesson(app.db, viewerOf(request), request.params.codTrlLivroTurma),
  );

  // 1-authoring §7 "Class links": the documents' calls beside the screen's, over the same services.
  app.get(
    '/api/trl_livro_turma/:codTrlLivroTurma',
    { config: manage, schema: { tags, params: ClassLessonIdParam, response: { 200: ClassLessonDto } } },
    async (request) => getClassLesson(app.db, viewerOf(request), request.params.codTrlLivroTurma),
  );

  app.put(
    '/api/trl_livro_turma/:codTrlAno',
    { config: manage, schema: { tags, params: ClassLessonUpdateParam, body: ClassLessonUpdateBody, response: { 200: ClassLessonDto } } },
    async (request) => updateClassLesson(app.db, viewerOf(request), request.params.codTrlAno, request.body),
  );

  app.post(
    '/api/trl_livro_turma/ativarLivroTurma/:codTrlLivroTurma',
    { config: manage, schema: { tags, params: ClassLessonIdParam, response: { 200: ClassLessonDto } } },
    async (request) => activateClassLesson(app.db, viewerOf(request), request.params.codTrlLivroTurma),
  );

  app.delete(
    '/api/trl_livro_turma/:codTrlLivroTurma',
    { config: { capability: 'class-lesson:manage' }, schema: { tags, params: ClassLessonIdParam, response: { 200: OkAnswer } } },
    async (request) => {
      await archiveClassLesson(app.db, viewerOf(request), request.params.codTrlLivroTurma);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/trl_livro_turma/comConteudoLivroAtivo/:codBseTurma',
    { config: { capability: 'class:own' }, schema: { tags, params: ClassIdParam, response: { 200: ActiveLessonAnswer } } },
    async (request) => activeLesson(app.db, viewerOf(request), request.params.codBseTurma),
  );
};
