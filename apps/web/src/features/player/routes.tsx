import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/routing/handle';
import { loadFeatureMessages } from '../../i18n';

/** 'Plataforma de Treinamento': the public demo of the player, always allowed (its texts load with it). */
export const trainingPlatformRoute: RouteObject = {
  // The splat holds the screen's own address (components/address.ts): one route, so the player stays mounted as the child moves.
  path: '/plataforma-treinamento/*',
  handle: { titleKey: 'routes.plataformaTreinamento', texts: ['player', 'games'] } satisfies RouteHandle,
  lazy: async () => {
    const [{ TrainingPlatformPage }] = await Promise.all([import('./components/TrainingPlatformPage'), loadFeatureMessages()]);
    return { Component: TrainingPlatformPage };
  },
};

/** /plataforma ("Trilha"): the class's active path, for Professor (preview) and Aluno. */
export const playerRoutes: RouteObject[] = [
  {
    path: '/plataforma/*',
    handle: { titleKey: 'nav.trilha', texts: ['player', 'games'], capability: 'nav:trilha' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./components/PlayerPage')).PlayerPage }),
  },
];
