import { MeusDadosDto, OkAnswer, UserClassDto } from '@portal/shared/auth';
import { ErrorBody } from '@portal/shared/common/errors';
import { ChangePasswordBody, ClassIdParam } from '@portal/shared/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../plugins/auth';
import { readMultipart } from '../../plugins/uploads';
import { usersBulkRoutes } from './users-bulk.routes';
import { usersManageRoutes } from './users-manage.routes';
import { usersProfilesRoutes } from './users-profiles.routes';
import { changeAvatar, changePassword, getMeusDados, switchCurrentClass } from './users.service';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(usersManageRoutes);
  await app.register(usersBulkRoutes);
  await app.register(usersProfilesRoutes);

  app.get(
    '/api/bse_usuario/getMeusDados/x',
    { config: { capability: 'session:own' }, schema: { tags: ['users'], response: { 200: MeusDadosDto } } },
    async (request) => getMeusDados(app.db, sessionOf(request).codBseUsuario),
  );

  app.post(
    '/api/bse_usuario/changePassword',
    {
      config: { capability: 'settings:own' },
      schema: { tags: ['users'], body: ChangePasswordBody, response: { 200: OkAnswer, 400: ErrorBody, 429: ErrorBody } },
    },
    async (request) => {
      await changePassword(app.db, sessionOf(request).codBseUsuario, request.body, app.loginPolicy);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/bse_usuario/changeData',
    {
      config: { capability: 'settings:own' },
      schema: { tags: ['users'], consumes: ['multipart/form-data'], response: { 200: MeusDadosDto } },
    },
    async (request) => {
      const { files } = await readMultipart(request, 1);
      return changeAvatar(app.db, app.storage, sessionOf(request).codBseUsuario, files);
    },
  );

  app.get(
    '/api/bse_usuario_turma/carregarMinhasTurmas/x',
    { config: { capability: 'session:own' }, schema: { tags: ['users'], response: { 200: z.array(UserClassDto) } } },
    async (request) => (await getMeusDados(app.db, sessionOf(request).codBseUsuario)).turmas,
  );

  app.put(
    '/api/bse_usuario_turma/turmaAtual/:codBseTurma',
    { config: { capability: 'class:own' }, schema: { tags: ['users'], params: ClassIdParam, response: { 200: MeusDadosDto } } },
    async (request) => switchCurrentClass(app.db, sessionOf(request).codBseUsuario, request.params.codBseTurma),
  );
};
