import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/routing/handle';

/** 'Plataforma de Treinamento': the public demo of the learning-track player, always allowed. */
export const trainingPlatformRoute: RouteObject = {
  path: '/plataforma-treinamento',
  handle: { titleKey: 'routes.plataformaTreinamento' } satisfies RouteHandle,
  lazy: async () => ({ Component: (await import('./components/TrainingPlatformPage')).TrainingPlatformPage }),
};
