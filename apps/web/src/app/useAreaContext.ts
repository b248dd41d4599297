import { useAppConfig } from './config';

/**
 * The brand names the area Avaliações (`padrao`) or Simulados (`hora-saber`) on every screen and
 * message: such texts have a `_simulado` variant, chosen by i18next's context.
 */
export function useAreaContext(): { context?: 'simulado' } {
  return useAppConfig().brand === 'hora-saber' ? { context: 'simulado' } : {};
}
