import {
  ContentDto,
  GameContentDto,
  GAME_DATA_PART,
  GAME_IMAGES_MAX,
  GAME_UPLOAD_MAX_BYTES,
  GameCreateBody,
  GameUpdateBody,
} from '@portal/shared/curriculum';
import { IdParam } from '@portal/shared/common/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdText } from '@portal/shared/common/ids';
import { type MultipartSpec, multipartParser, readJsonWithFiles } from '../../plugins/uploads';
import { createGame, loadGame, updateGame } from './game.service';
import { viewerOf } from '../../plugins/auth';

const author = { capability: 'curriculum:author' as const };
const tags = ['curriculum'];
const ContentParam = z.object({ codTrlConteudo: IdText });

/** A game save: multipart (`dados` JSON part + one file part per new image) or a plain JSON body without new images. */
const gameForm = (fields: z.ZodType): MultipartSpec => ({
  fields,
  jsonPart: GAME_DATA_PART,
  files: { '*': 'one part per new image (jpeg or png, at most 5 MiB), named by the `file:<part>` references in `dados`' },
  maxFiles: GAME_IMAGES_MAX,
  maxBytes: GAME_UPLOAD_MAX_BYTES,
});

/** Game content items (type 3): questions and answers of the ten games, with their images. */
export const gameRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipartParser);
  app.post(
    '/api/trl_conteudo_jogo',
    { config: { ...author, multipart: gameForm(GameCreateBody) }, schema: { tags, response: { 201: ContentDto } } },
    async (request, reply) => {
      const { data, files } = await readJsonWithFiles(request);
      return reply.code(201).send(await createGame(app.db, app.storage, viewerOf(request), data, files));
    },
  );
  app.put(
    '/api/trl_conteudo_jogo/:codTrlConteudo',
    { config: { ...author, multipart: gameForm(GameUpdateBody) }, schema: { tags, params: ContentParam, response: { 200: ContentDto } } },
    async (request) => {
      const { data, files } = await readJsonWithFiles(request);
      return updateGame(app.db, app.storage, viewerOf(request), request.params.codTrlConteudo, data, files);
    },
  );
  app.get(
    '/api/trl_conteudo_jogo/loadInfoConteudoJogo/:id',
    { config: author, schema: { tags, params: IdParam, response: { 200: GameContentDto } } },
    async (request) => loadGame(app.db, viewerOf(request), request.params.id),
  );
};
