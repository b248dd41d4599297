import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueRoutes } from './catalogue.routes';
import { chapterRoutes } from './chapter.routes';
import { contentRoutes } from './content.routes';
import { gameItemRoutes } from './game-item.routes';
import { gameRoutes } from './game.routes';
import { lessonRoutes } from './lesson.routes';
import { pathRoutes } from './path.routes';

/** The curriculum feature (1-authoring): paths, chapters, lessons, content items, games and the catalogues. */
export const curriculumRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(pathRoutes);
  await app.register(chapterRoutes);
  await app.register(lessonRoutes);
  await app.register(contentRoutes);
  await app.register(gameRoutes);
  await app.register(gameItemRoutes);
  await app.register(catalogueRoutes);
};
