import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavEntry } from '@portal/shared/permissions';
import {
  IconBook2,
  IconBuildingCommunity,
  IconCalendarEvent,
  IconChalkboard,
  IconChartBar,
  IconClipboardCheck,
  IconHeadset,
  IconLogout,
  IconMail,
  IconMessageCircle,
  IconMessages,
  IconNews,
  IconRoute,
  IconSchool,
  IconSettings,
  IconUsers,
  IconUsersGroup,
  type IconProps,
} from '@tabler/icons-react';
import { useAppConfig, type Brand } from './config';

/** One icon per sidebar entry id of packages/shared SIDEBAR. */
export const NAV_ICONS: Record<string, ComponentType<IconProps>> = {
  aprendizado: IconNews,
  escolas: IconSchool,
  unidades: IconBuildingCommunity,
  turmas: IconUsersGroup,
  usuarios: IconUsers,
  calendario: IconCalendarEvent,
  chat: IconMessageCircle,
  assistencia: IconHeadset,
  forum: IconMessages,
  livros: IconBook2,
  aulas: IconChalkboard,
  relatorios: IconChartBar,
  trilha: IconRoute,
  atividadesMaster: IconClipboardCheck,
  atividadesProfessor: IconClipboardCheck,
  atividadesAluno: IconClipboardCheck,
  configuracoes: IconSettings,
  faleConosco: IconMail,
  sair: IconLogout,
};

/** i18n key of a label; activities are 'Avaliações' or 'Simulados' according to the brand. */
export function labelKeyFor(labelKey: string, brand: Brand): string {
  return labelKey === 'nav.atividades' && brand === 'hora-saber' ? 'nav.simulados' : labelKey;
}

/** Translates sidebar labels (and any route title key) with the brand applied. */
export function useNavLabel(): (entry: Pick<NavEntry, 'labelKey'>) => string {
  const { t } = useTranslation();
  const { brand } = useAppConfig();
  return (entry) => t(labelKeyFor(entry.labelKey, brand));
}
