import { ConteudoDto, ConteudoJogoDto, GAME_DATA_PART, GAME_IMAGES_MAX, GAME_UPLOAD_MAX_BYTES } from '@portal/shared/curriculum';
import { IdParam } from '@portal/shared/common/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { IdText } from '@portal/shared/common/ids';
import { scopeOf } from '../../lib/scope';
import { sessionOf } from '../../plugins/auth';
import { readMultipart } from '../../plugins/uploads';
import { jsonPart } from './curriculum.parse';
import { createGame, loadGame, updateGame } from './games.service';

const author = { capability: 'curriculum:author' as const };
const tags = ['curriculum'];
const ContentParam = z.object({ codTrlConteudo: IdText });

/** A game save: multipart (`dados` JSON part + one file part per new image) or a plain JSON body without new images. */
async function gameInput(request: FastifyRequest) {
  if (!request.isMultipart()) return { dados: request.body, files: [] };
  const { files, fields } = await readMultipart(request, GAME_IMAGES_MAX, GAME_UPLOAD_MAX_BYTES);
  return { dados: jsonPart(fields[GAME_DATA_PART]), files };
}

/** Game content items (type 3): questions and answers of the ten games, with their images. */
export const gamesRoutes: FastifyPluginAsyncZod = async (app) => {
  const scope = (request: FastifyRequest) => scopeOf(sessionOf(request));

  app.post('/api/trl_conteudo_jogo', { config: author, schema: { tags, response: { 201: ConteudoDto } } }, async (request, reply) => {
    const { dados, files } = await gameInput(request);
    return reply.code(201).send(await createGame(app.db, app.storage, scope(request), dados, files));
  });
  app.put(
    '/api/trl_conteudo_jogo/:codTrlConteudo',
    { config: author, schema: { tags, params: ContentParam, response: { 200: ConteudoDto } } },
    async (request) => {
      const { dados, files } = await gameInput(request);
      return updateGame(app.db, app.storage, scope(request), request.params.codTrlConteudo, dados, files);
    },
  );
  app.get(
    '/api/trl_conteudo_jogo/loadInfoConteudoJogo/:id',
    { config: author, schema: { tags, params: IdParam, response: { 200: ConteudoJogoDto } } },
    async (request) => loadGame(app.db, scope(request), request.params.id),
  );
};
