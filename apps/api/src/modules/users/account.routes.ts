import { OkAnswer } from '@portal/shared/common/answers';
import { AccountDto, UserClassDto } from '@portal/shared/auth';
import { ErrorBody } from '@portal/shared/common/errors';
import { ClassIdParam } from '@portal/shared/organisation';
import { ChangePasswordBody } from '@portal/shared/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewerOf } from '../../plugins/auth';
import { multipartParser, readMultipart } from '../../plugins/uploads';
import { changeAvatar, changePassword, getAccount, switchCurrentClass } from './account.service';

/** The caller's own account (2-access §5 Own settings): their data, password, photo and current class. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipartParser);
  app.get(
    '/api/bse_usuario/getMeusDados/x',
    { config: { capability: 'session:own' }, schema: { tags: ['users'], response: { 200: AccountDto } } },
    async (request) => getAccount(app.db, viewerOf(request).userId),
  );

  app.post(
    '/api/bse_usuario/changePassword',
    {
      config: { capability: 'settings:own' },
      // 429: a wrong current password counts like a failed sign-in (DECISIONS.md "Lockout").
      schema: { tags: ['users'], body: ChangePasswordBody, response: { 200: OkAnswer, 429: ErrorBody } },
    },
    async (request) => {
      await changePassword(app.db, viewerOf(request).userId, request.body, app.loginPolicy);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/bse_usuario/changeData',
    {
      config: {
        capability: 'settings:own',
        multipart: {
          fields: z.object({}),
          files: { imgAvatar: 'the photo: jpeg or png, at most 5 MiB (re-encoded to a JPEG within 480×640)' },
          maxFiles: 1,
        },
      },
      schema: { tags: ['users'], response: { 200: AccountDto } },
    },
    async (request) => {
      const { files } = await readMultipart(request);
      return changeAvatar(app.db, app.storage, viewerOf(request).userId, files);
    },
  );

  app.get(
    '/api/bse_usuario_turma/carregarMinhasTurmas/x',
    { config: { capability: 'session:own' }, schema: { tags: ['users'], response: { 200: z.array(UserClassDto) } } },
    async (request) => (await getAccount(app.db, viewerOf(request).userId)).turmas,
  );

  app.put(
    '/api/bse_usuario_turma/turmaAtual/:codBseTurma',
    { config: { capability: 'class:own' }, schema: { tags: ['users'], params: ClassIdParam, response: { 200: AccountDto } } },
    async (request) => switchCurrentClass(app.db, viewerOf(request).userId, request.params.codBseTurma),
  );
};
