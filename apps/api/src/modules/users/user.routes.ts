import { OkAnswer } from '@portal/shared/common/answers';
import { ErrorBody } from '@portal/shared/common/errors';
import { IdParam, pageOf } from '@portal/shared/common/pagination';
import {
  SequenceAnswer,
  SequenceParam,
  UserActiveBody,
  UserCreateBody,
  UserDto,
  UserListItem,
  UserListQuery,
  UserUpdateBody,
} from '@portal/shared/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdText } from '@portal/shared/common/ids';
import { viewerOf } from '../../plugins/auth';
import { type MultipartSpec, multipartParser, readMultipart } from '../../plugins/uploads';
import { createUser, deleteUser, getUser, listUsers, nextSequence, setUserActive, updateUser } from './user.service';

const UserIdParam = z.object({ codBseUsuario: IdText });
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['users'];
/** The user form (2-access §5 User): text fields (`arrayCodBseTurmas` as "1,2") and the photo `imgAvatar`. */
const userForm = (fields: z.ZodType): MultipartSpec => ({
  fields,
  files: { imgAvatar: 'the photo: jpeg or png, at most 5 MiB (re-encoded to a JPEG within 480×640)' },
  maxFiles: 1,
});

/** Users of the network (2-access §2 Users, §7 Users): Master, Gestor, Diretor, Coordenador, each in their scope. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipartParser);
  app.get(
    '/api/bse_usuario',
    {
      config: { capability: 'user:manage' },
      schema: { tags, querystring: UserListQuery, response: { 200: pageOf(UserListItem), 400: ErrorBody } },
    },
    async (request) => listUsers(app.db, viewerOf(request), request.query),
  );

  app.get(
    '/api/bse_usuario/setSequencial/:prefix',
    {
      config: { capability: 'user:manage' },
      schema: { tags, params: SequenceParam, response: { 200: SequenceAnswer, 400: ErrorBody, 403: ErrorBody, 409: ErrorBody } },
    },
    async (request) => nextSequence(app.db, viewerOf(request), request.params.prefix),
  );

  app.get(
    '/api/bse_usuario/:id',
    { config: { capability: 'user:manage' }, schema: { tags, params: IdParam, response: { 200: UserDto, 404: ErrorBody } } },
    async (request) => getUser(app.db, viewerOf(request), request.params.id),
  );

  app.post(
    '/api/bse_usuario',
    {
      config: { capability: 'user:manage', multipart: userForm(UserCreateBody) },
      schema: { tags, response: { 200: UserDto, ...errors } },
    },
    async (request) => {
      const { fields, files } = await readMultipart(request);
      return createUser(app.db, app.storage, viewerOf(request), fields, files);
    },
  );

  app.put(
    '/api/bse_usuario/:codBseUsuario',
    {
      config: { capability: 'user:manage', multipart: userForm(UserUpdateBody) },
      schema: { tags, params: UserIdParam, response: { 200: UserDto, ...errors } },
    },
    async (request) => {
      const { fields, files } = await readMultipart(request);
      return updateUser(app.db, app.storage, viewerOf(request), request.params.codBseUsuario, fields, files);
    },
  );

  app.put(
    '/api/bse_usuario/ativo/:id',
    {
      config: { capability: 'user:manage' },
      schema: { tags, params: IdParam, body: UserActiveBody, response: { 200: UserDto, ...errors } },
    },
    async (request) => setUserActive(app.db, viewerOf(request), request.params.id, request.body.indAtivo === 'S'),
  );

  app.delete(
    '/api/bse_usuario/:id',
    { config: { capability: 'user:manage' }, schema: { tags, params: IdParam, response: { 200: OkAnswer, ...errors } } },
    async (request) => {
      await deleteUser(app.db, app.storage, viewerOf(request), request.params.id);
      return { ok: true as const };
    },
  );
};
