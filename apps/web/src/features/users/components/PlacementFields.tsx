import { NETWORK_SCHOOL_ID } from '@portal/shared/common/profiles';
import { MultiSelect, Select, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { AccountDto } from '@portal/shared/auth';
import { PROFILE } from '@portal/shared/common/profiles';
import { useClassOptions, useSchoolOptions, useUnitOptions } from '../../../app/api/pickers';

/** A type (not an interface), so that it reads as the record the zod resolver takes. */
export type UserFormValues = {
  codBsePerfil: string | null;
  codBseEscola: string | null;
  codBseUnidade: string | null;
  codBseTurma: string | null;
  arrayCodBseTurmas: string[];
  nomUsuario: string;
  cstLogin: string;
  txtSenha: string;
};

const SCHOOL_PROFILES: readonly number[] = [PROFILE.GESTOR, PROFILE.DIRETOR, PROFILE.COORDENADOR, PROFILE.PROFESSOR, PROFILE.ALUNO];
const UNIT_PROFILES: readonly number[] = [PROFILE.DIRETOR, PROFILE.COORDENADOR, PROFILE.PROFESSOR, PROFILE.ALUNO];

const toId = (value: string | null) => (value ? Number(value) : null);

/**
 * The school, unit and class pickers, by the profile being created and the creator's own
 * (2-access §6: "each creator sees school and unit pickers depending on their own profile"):
 * a Master picks the school, a Gestor has theirs fixed and picks the unit, a Diretor or
 * Coordenador has both fixed; a Professor gets several classes, an Aluno one.
 */
interface Props {
  form: UseFormReturnType<UserFormValues>;
  me: AccountDto;
  /** A field's message, translated. */
  errorOf: (field: string) => string | undefined;
}

export function PlacementFields({ form, me, errorOf }: Props) {
  const { t } = useTranslation('users');
  const profile = Number(form.values.codBsePerfil) || 0;
  const isMaster = me.codBsePerfil === PROFILE.MASTER;
  const picksUnit = isMaster || me.codBsePerfil === PROFILE.GESTOR;
  const schoolId = toId(form.values.codBseEscola);
  const unitId = toId(form.values.codBseUnidade);

  const schools = useSchoolOptions(isMaster && SCHOOL_PROFILES.includes(profile));
  const units = useUnitOptions(picksUnit && UNIT_PROFILES.includes(profile) ? schoolId : null);
  const classes = useClassOptions(profile === PROFILE.PROFESSOR || profile === PROFILE.ALUNO ? unitId : null);

  const schoolData = (schools.data?.items ?? [])
    .filter((s) => s.codBseEscola !== NETWORK_SCHOOL_ID)
    .map((s) => ({ value: String(s.codBseEscola), label: `${s.nomEscola} (${s.cstTxtPrefixoLogin})` }));
  const unitData = (units.data ?? []).map((u) => ({ value: String(u.codBseUnidade), label: `${u.nomUnidade} (${u.cstTxtPrefixoLogin})` }));
  const classData = (classes.data ?? []).map((c) => ({ value: String(c.codBseTurma), label: c.nomTurma }));

  const chooseSchool = (value: string | null) => {
    form.setFieldValue('codBseEscola', value);
    form.setFieldValue('codBseUnidade', null);
    form.setFieldValue('codBseTurma', null);
    form.setFieldValue('arrayCodBseTurmas', []);
  };
  const chooseUnit = (value: string | null) => {
    form.setFieldValue('codBseUnidade', value);
    form.setFieldValue('codBseTurma', null);
    form.setFieldValue('arrayCodBseTurmas', []);
  };

  return (
    <>
      {SCHOOL_PROFILES.includes(profile) &&
        (isMaster ? (
          <Select
            label={t('form.school')}
            data={schoolData}
            value={form.values.codBseEscola}
            onChange={chooseSchool}
            error={errorOf('codBseEscola')}
            searchable
            nothingFoundMessage={t('form.nothingFound')}
            withAsterisk
            disabled={schools.isPending}
          />
        ) : (
          <TextInput label={t('form.school')} value={me.nomEscola} readOnly />
        ))}
      {UNIT_PROFILES.includes(profile) &&
        (picksUnit ? (
          <Select
            label={t('form.unit')}
            data={unitData}
            value={form.values.codBseUnidade}
            onChange={chooseUnit}
            error={errorOf('codBseUnidade')}
            searchable
            nothingFoundMessage={t('form.nothingFound')}
            withAsterisk
            disabled={schoolId === null}
            placeholder={schoolId === null ? t('form.chooseSchoolFirst') : undefined}
          />
        ) : (
          <TextInput label={t('form.unit')} value={me.nomUnidade ?? ''} readOnly />
        ))}
      {profile === PROFILE.ALUNO && (
        <Select
          label={t('form.class')}
          data={classData}
          value={form.values.codBseTurma}
          onChange={(value) => form.setFieldValue('codBseTurma', value)}
          error={errorOf('codBseTurma')}
          searchable
          nothingFoundMessage={t('form.nothingFound')}
          withAsterisk
          disabled={unitId === null}
          placeholder={unitId === null ? t('form.chooseUnitFirst') : undefined}
        />
      )}
      {profile === PROFILE.PROFESSOR && (
        <MultiSelect
          label={t('form.classes')}
          data={classData}
          value={form.values.arrayCodBseTurmas}
          onChange={(value) => form.setFieldValue('arrayCodBseTurmas', value)}
          error={errorOf('arrayCodBseTurmas')}
          searchable
          nothingFoundMessage={t('form.nothingFound')}
          withAsterisk
          disabled={unitId === null}
          placeholder={unitId === null ? t('form.chooseUnitFirst') : undefined}
        />
      )}
    </>
  );
}
