import { GameTypeDto, SubjectDto, AssemblyDto, CharacterDto, ContentTypeDto } from '@portal/shared/curriculum';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listGameTypes, listSubjects, listAssemblies, listCharacters, listContentTypes } from './catalogue.repository';

/** The curriculum catalogues (1-authoring §7): read by anyone signed in (the player shows characters and assemblies). */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const options = <T extends z.ZodType>(item: T) => ({
    config: { capability: 'catalogue:read' as const },
    schema: { tags: ['curriculum'], response: { 200: z.array(item) } },
  });
  app.get('/api/trl_materia', options(SubjectDto), async () => listSubjects(app.db));
  app.get('/api/trl_tipo_conteudo', options(ContentTypeDto), async () => listContentTypes(app.db));
  app.get('/api/trl_jogo', options(GameTypeDto), async () => listGameTypes(app.db));
  app.get('/api/trl_personagem', options(CharacterDto), async () => listCharacters(app.db));
  app.get('/api/trl_montagem', options(AssemblyDto), async () => listAssemblies(app.db));
};
