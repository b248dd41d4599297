import type { FastifyReply } from 'fastify';
import { PassThrough } from 'node:stream';
import { ErrorBody } from '@portal/shared/common/errors';
import { messagePt } from '@portal/shared/common/messages';
import { BULK_BODY_LIMIT, BulkBody, BulkEvent, BulkPreviewAnswer } from '@portal/shared/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { sessionOf } from '../../plugins/auth';
import { commitBulk, prepareBulk, previewBulk } from './bulk.service';

const tags = ['users'];
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 413: ErrorBody };
// The commit route declares no response schema: its 200 is a stream (refusals still have the ErrorBody shape).

/** Progress lines at most this often (and always the last one). */
const PROGRESS_EVERY_MS = 200;

/** Bulk creation (2-access §2 massivo, §5 Bulk creation, §7 criarUsuariosEmMassa, §8 Bulk): Master, Diretor, Coordenador. */
export const bulkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/bse_usuario/validarUsuariosEmMassa/x',
    {
      bodyLimit: BULK_BODY_LIMIT,
      config: { capability: 'user:bulk' },
      schema: { tags, body: BulkBody, response: { 200: BulkPreviewAnswer, ...errors } },
    },
    async (request) => previewBulk(app.db, sessionOf(request), request.body),
  );

  app.post(
    '/api/bse_usuario/criarUsuariosEmMassa/x',
    {
      bodyLimit: BULK_BODY_LIMIT,
      config: { capability: 'user:bulk' },
      schema: {
        tags,
        description:
          'Answers application/x-ndjson: {"tipo":"progresso","feitos","total"} lines while the passwords are hashed, then one ' +
          '{"tipo":"resultado","resultado":BulkCommitResult} or {"tipo":"erro","erro":ErrorBody} (nothing written).',
        body: BulkBody,
        response: { 200: { description: 'One BulkEvent a line', content: { 'application/x-ndjson': { schema: BulkEvent } } } },
      },
    },
    async (request, reply) => {
      // Every check that can refuse the request runs before the answer starts, so those are plain 4xx.
      const prepared = await prepareBulk(app.db, sessionOf(request), request.body);
      const stream = new PassThrough();
      const send = (event: BulkEvent) => stream.write(`${JSON.stringify(event)}\n`);
      let aborted = false;
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) aborted = true;
      });
      let last = 0;
      const progress = (feitos: number, total: number) => {
        const now = Date.now();
        if (feitos !== total && feitos !== 0 && now - last < PROGRESS_EVERY_MS) return;
        last = now;
        send({ tipo: 'progresso', feitos, total });
      };
      void commitBulk(app.db, prepared, progress, () => aborted)
        .then((resultado) => {
          if (resultado) send({ tipo: 'resultado', resultado });
        })
        .catch((error: unknown) => {
          request.log.error({ err: error }, 'bulk creation failed');
          const known = error instanceof AppError ? error : new AppError(500, 'INTERNAL');
          send({
            tipo: 'erro',
            erro: { statusCode: known.statusCode, code: known.code, message: messagePt(known.messageKey), messageKey: known.messageKey },
          });
        })
        .finally(() => stream.end());
      // The declared 200 (for the description) is the ndjson lines; the stream itself is not serialised.
      const streaming: FastifyReply = reply;
      return streaming.type('application/x-ndjson; charset=utf-8').header('cache-control', 'no-store').send(stream);
    },
  );
};
