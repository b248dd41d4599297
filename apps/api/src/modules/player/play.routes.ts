import { IdText } from '@portal/shared/common/ids';
import { PlayPathDto } from '@portal/shared/player';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewerOf } from '../../plugins/auth';
import { getPlayPath, getTrainingPath } from './play.service';

const tags = ['player'];
const PathParam = z.object({ codTrlLivro: IdText });

/** The player's path: the class's active one (Professor's preview, Aluno) and the public training one. */
export const playRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/plataforma/trilha/:codTrlLivro',
    { config: { capability: 'player:play' }, schema: { tags, params: PathParam, response: { 200: PlayPathDto } } },
    async (request) => getPlayPath(app.db, viewerOf(request), request.params.codTrlLivro),
  );
  app.get('/api/plataforma/treinamento', { config: { public: true }, schema: { tags, response: { 200: PlayPathDto } } }, async () =>
    getTrainingPath(app.db),
  );
};
