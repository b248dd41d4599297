import { OkAnswer } from '@portal/shared/common/answers';
import {
  ClassCreateBody,
  ClassDto,
  ClassIdParam,
  ClassListQuery,
  ClassOptionDto,
  ClassPage,
  ClassUpdateBody,
  MemberListQuery,
  MemberPage,
  MembershipParams,
  UnitIdParam,
  UserClassLinkDto,
} from '@portal/shared/organisation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdText } from '@portal/shared/common/ids';
import { viewerOf } from '../../plugins/auth';
import {
  classesOfUnit,
  classesOfUser,
  createClass,
  deleteClass,
  getClass,
  listClasses,
  removeStudent,
  updateClass,
  usersOfClass,
} from './class.service';

const tags = ['organisation'];
const UserIdParam = z.object({ codBseUsuario: IdText });

/** Classes and class membership (2-access §7 Classes). The Professor's current class is in modules/users. */
export const classRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/bse_turma',
    { config: { capability: 'class:list' }, schema: { tags, querystring: ClassListQuery, response: { 200: ClassPage } } },
    async (request) => listClasses(app.db, viewerOf(request), request.query),
  );

  app.get(
    '/api/bse_turma/:codBseTurma',
    { config: { capability: 'class:list' }, schema: { tags, params: ClassIdParam, response: { 200: ClassDto } } },
    async (request) => getClass(app.db, viewerOf(request), request.params.codBseTurma),
  );

  app.get(
    '/api/bse_turma/usuariosDaTurma/:codBseTurma',
    {
      config: { capability: 'class:list' },
      schema: { tags, params: ClassIdParam, querystring: MemberListQuery, response: { 200: MemberPage } },
    },
    async (request) => usersOfClass(app.db, viewerOf(request), request.params.codBseTurma, request.query),
  );

  app.get(
    '/api/bse_turma/turmasDaUnidade/:codBseUnidade',
    { config: { capability: 'class:list' }, schema: { tags, params: UnitIdParam, response: { 200: z.array(ClassOptionDto) } } },
    async (request) => classesOfUnit(app.db, viewerOf(request), request.params.codBseUnidade),
  );

  app.post(
    '/api/bse_turma',
    { config: { capability: 'class:create' }, schema: { tags, body: ClassCreateBody, response: { 201: ClassDto } } },
    async (request, reply) => reply.code(201).send(await createClass(app.db, viewerOf(request), request.body)),
  );

  app.put(
    '/api/bse_turma/:codBseTurma',
    {
      config: { capability: 'class:edit' },
      schema: { tags, params: ClassIdParam, body: ClassUpdateBody, response: { 200: ClassDto } },
    },
    async (request) => updateClass(app.db, viewerOf(request), request.params.codBseTurma, request.body),
  );

  app.delete(
    '/api/bse_turma/:codBseTurma',
    { config: { capability: 'class:delete' }, schema: { tags, params: ClassIdParam, response: { 200: OkAnswer } } },
    async (request) => {
      await deleteClass(app.db, viewerOf(request), request.params.codBseTurma);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/bse_usuario_turma/carregarTurmasDoUsuario/:codBseUsuario',
    { config: { capability: 'user:manage' }, schema: { tags, params: UserIdParam, response: { 200: z.array(UserClassLinkDto) } } },
    async (request) => classesOfUser(app.db, viewerOf(request), request.params.codBseUsuario),
  );

  app.delete(
    '/api/bse_usuario_turma/:codBseTurma/:codBseUsuario',
    { config: { capability: 'class:student.remove' }, schema: { tags, params: MembershipParams, response: { 200: OkAnswer } } },
    async (request) => {
      await removeStudent(app.db, viewerOf(request), request.params.codBseTurma, request.params.codBseUsuario);
      return { ok: true as const };
    },
  );
};
