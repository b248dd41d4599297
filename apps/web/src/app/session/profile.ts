import type { AccountDto } from '@portal/shared/auth';
import { useTranslation } from 'react-i18next';

/** The profile's name in the user's language; the server's Portuguese name for a profile the web does not know. */
export function useProfileName() {
  const { t } = useTranslation();
  return (user: Pick<AccountDto, 'codBsePerfil' | 'nomPerfil'>) => t(`profiles.${user.codBsePerfil}`, { defaultValue: user.nomPerfil });
}
