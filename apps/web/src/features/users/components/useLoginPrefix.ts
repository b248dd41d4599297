import { NETWORK_SCHOOL_ID } from '@portal/shared/common/profiles';
import { PROFILE } from '@portal/shared/common/profiles';
import { loginPrefix } from '@portal/shared/users';
import { useSchool, useUnit } from '../../../app/api/pickers';
import type { UserFormValues } from './PlacementFields';

const UNIT_PROFILES: readonly number[] = [PROFILE.DIRETOR, PROFILE.COORDENADOR, PROFILE.PROFESSOR, PROFILE.ALUNO];

/**
 * The 4 letters before the login's sequence (§5 User): the school's prefix and the unit's, or
 * 'MT' for a user without a unit. Null while the school or unit is not chosen yet.
 */
export function useLoginPrefix(values: UserFormValues, isMaster: boolean): string | null {
  const profile = Number(values.codBsePerfil) || 0;
  const withUnit = UNIT_PROFILES.includes(profile);
  const unitId = withUnit && values.codBseUnidade ? Number(values.codBseUnidade) : null;
  const schoolId = profile === PROFILE.GESTOR ? (values.codBseEscola ? Number(values.codBseEscola) : null) : NETWORK_SCHOOL_ID;
  const unit = useUnit(unitId);
  const school = useSchool(schoolId, isMaster && profile > 0 && !withUnit);
  if (profile === 0) return null;
  if (withUnit) return unit.data ? loginPrefix(unit.data.cstTxtPrefixoLoginEscola, unit.data.cstTxtPrefixoLogin) : null;
  return school.data ? loginPrefix(school.data.cstTxtPrefixoLogin, null) : null;
}
