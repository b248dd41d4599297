import { JogoDto, MateriaDto, MontagemDto, PersonagemDto, TipoConteudoDto } from '@portal/shared/curriculum';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listJogos, listMaterias, listMontagens, listPersonagens, listTiposConteudo } from './catalogue.repository';

/** The curriculum catalogues (1-authoring §7): read by anyone signed in (the player shows characters and assemblies). */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const options = <T extends z.ZodType>(item: T) => ({
    config: { capability: 'catalogue:read' as const },
    schema: { tags: ['curriculum'], response: { 200: z.array(item) } },
  });
  app.get('/api/trl_materia', options(MateriaDto), async () => listMaterias(app.db));
  app.get('/api/trl_tipo_conteudo', options(TipoConteudoDto), async () => listTiposConteudo(app.db));
  app.get('/api/trl_jogo', options(JogoDto), async () => listJogos(app.db));
  app.get('/api/trl_personagem', options(PersonagemDto), async () => listPersonagens(app.db));
  app.get('/api/trl_montagem', options(MontagemDto), async () => listMontagens(app.db));
};
