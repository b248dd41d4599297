import type { FastifyReply } from 'fastify';
import { PassThrough } from 'node:stream';
import { ErrorBody } from '@portal/shared/common/errors';
import { messagePt } from '@portal/shared/common/messages';
import { OkAnswer } from '@portal/shared/common/answers';
import {
  BULK_BODY_LIMIT,
  BulkBatchDto,
  BulkBatchIdParam,
  BulkBatchListItem,
  BulkBody,
  BulkCreateBody,
  BulkEvent,
  BulkListBody,
  BulkPreviewAnswer,
} from '@portal/shared/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { bodyByShape } from '../../lib/validation';
import { viewerOf } from '../../plugins/auth';
import {
  commitBulk,
  commitBulkText,
  deleteKeptBatch,
  getKeptBatch,
  listKeptBatches,
  prepareBulk,
  previewBulk,
  purgeExpiredResults,
} from './bulk.service';
import { bulkVault } from './bulk.vault';

const tags = ['users'];
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 413: ErrorBody };
// The commit route declares no response schema: its 200 is a stream (refusals still have the ErrorBody shape).

/** Progress lines at most this often (and always the last one). */
const PROGRESS_EVERY_MS = 200;
/** Expired kept results are deleted this often (and at start). */
const PURGE_EVERY_MS = 60 * 60 * 1000;

/** Bulk creation (2-access §2 massivo, §5 Bulk creation, §7 criarUsuariosEmMassa, §8 Bulk): Master, Diretor, Coordenador. */
export const bulkRoutes: FastifyPluginAsyncZod<{ bulkResultsKey: string }> = async (app, opts) => {
  const vault = bulkVault(opts.bulkResultsKey);
  const purge = () =>
    purgeExpiredResults(app.db).catch((error: unknown) => app.log.warn({ err: error }, 'purge of kept bulk results failed'));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await purge();
    timer = setInterval(() => void purge(), PURGE_EVERY_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));

  app.post(
    '/api/bse_usuario/validarUsuariosEmMassa/x',
    {
      bodyLimit: BULK_BODY_LIMIT,
      config: { capability: 'user:bulk' },
      schema: { tags, body: BulkBody, response: { 200: BulkPreviewAnswer, ...errors } },
    },
    async (request) => previewBulk(app.db, viewerOf(request), request.body),
  );

  // The screen's body `{codBseTurma, usuarios}` is answered by the stream; the documents' plain array of users
  // (2-access §7, issue 25) by §8's text once the users are written. The body's shape decides (docs/DECISIONS.md).
  app.post(
    '/api/bse_usuario/criarUsuariosEmMassa/x',
    {
      bodyLimit: BULK_BODY_LIMIT,
      config: { capability: 'user:bulk' },
      validatorCompiler: bodyByShape((body) => (Array.isArray(body) ? BulkListBody : BulkBody)),
      schema: {
        tags,
        description:
          'Two bodies. The screen\'s {codBseTurma, usuarios} is answered with application/x-ndjson: {"tipo":"progresso","feitos",' +
          '"total"} lines while the passwords are hashed, then one {"tipo":"resultado","resultado":BulkCommitResult} or ' +
          '{"tipo":"erro","erro":ErrorBody} (nothing written). The documents\' plain array of users (2-access §7), each row ' +
          'naming the chosen class (codBseTurma), is answered with text/plain once written: "N usuários cadastrados com ' +
          'sucesso." followed, when rows were left out, by "Registros não cadastrados: X incorretos, Y conflitantes, Z com ' +
          'perfil que o seu perfil não pode criar."; "Nenhum usuário cadastrado." when none was. Either way the created users ' +
          'and their first passwords are kept for their creator (lotesEmMassa).',
        body: BulkCreateBody,
        response: {
          200: {
            description: "One BulkEvent a line (the screen's body), or §8's text (the documents' array)",
            content: { 'application/x-ndjson': { schema: BulkEvent }, 'text/plain': { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply) => {
      let aborted = false;
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) aborted = true;
      });
      const body = request.body;
      if (Array.isArray(body)) {
        const text = await commitBulkText(app.db, vault, viewerOf(request), body, () => aborted);
        return reply
          .type('text/plain; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(text ?? '');
      }
      // Every check that can refuse the request runs before the answer starts, so those are plain 4xx.
      const prepared = await prepareBulk(app.db, viewerOf(request), body);
      const stream = new PassThrough();
      const send = (event: BulkEvent) => stream.write(`${JSON.stringify(event)}\n`);
      let last = 0;
      const progress = (feitos: number, total: number) => {
        const now = Date.now();
        if (feitos !== total && feitos !== 0 && now - last < PROGRESS_EVERY_MS) return;
        last = now;
        send({ tipo: 'progresso', feitos, total });
      };
      void commitBulk(app.db, vault, prepared, progress, () => aborted)
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

  // Kept results (issue 8): the creator's own, for 24 hours; anyone else's answers 404.
  app.get(
    '/api/bse_usuario/lotesEmMassa',
    {
      config: { capability: 'user:bulk' },
      schema: {
        tags,
        description: 'The caller’s own bulk creations of the last 24 hours (the "last imports" list), newest first.',
        response: { 200: z.array(BulkBatchListItem), 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => listKeptBatches(app.db, viewerOf(request)),
  );

  app.get(
    '/api/bse_usuario/lotesEmMassa/:codBseUsuarioLote',
    {
      config: { capability: 'user:bulk' },
      schema: {
        tags,
        description: 'One of the caller’s own kept results, decrypted: the created users with their first passwords.',
        params: BulkBatchIdParam,
        response: { 200: BulkBatchDto, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getKeptBatch(app.db, vault, viewerOf(request), request.params.codBseUsuarioLote);
    },
  );

  app.delete(
    '/api/bse_usuario/lotesEmMassa/:codBseUsuarioLote',
    {
      config: { capability: 'user:bulk' },
      schema: {
        tags,
        description: 'Discards one of the caller’s own kept results before it expires.',
        params: BulkBatchIdParam,
        response: { 200: OkAnswer, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      await deleteKeptBatch(app.db, viewerOf(request), request.params.codBseUsuarioLote);
      return { ok: true as const };
    },
  );
};
