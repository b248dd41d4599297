import { NETWORK_SCHOOL_ID } from '@portal/shared/common/profiles';
import { useState } from 'react';
import { Select, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AccountDto } from '@portal/shared/auth';
import { PROFILE } from '@portal/shared/common/profiles';
import { useClassOptions, useSchoolOptions, useUnitOptions } from '../../../app/api/pickers';

interface Props {
  me: AccountDto;
  value: string | null;
  onChange: (classId: string | null, className: string | null) => void;
}

/** The class of a bulk file: a Master picks school and unit first; a Diretor or Coordenador picks among their unit's classes. */
export function BulkClassPicker({ me, value, onChange }: Props) {
  const { t } = useTranslation('users');
  const isMaster = me.codBsePerfil === PROFILE.MASTER;
  const [school, setSchool] = useState<string | null>(null);
  const [unit, setUnit] = useState<string | null>(isMaster ? null : me.codBseUnidade == null ? null : String(me.codBseUnidade));
  const schools = useSchoolOptions(isMaster);
  const units = useUnitOptions(isMaster && school ? Number(school) : null);
  const classes = useClassOptions(unit ? Number(unit) : null);
  const classData = (classes.data ?? []).map((c) => ({ value: String(c.codBseTurma), label: c.nomTurma }));

  return (
    <SimpleGrid cols={{ base: 1, md: isMaster ? 3 : 1 }} spacing="md" maw={isMaster ? undefined : 420}>
      {isMaster && (
        <>
          <Select
            label={t('form.school')}
            data={(schools.data?.items ?? [])
              .filter((s) => s.codBseEscola !== NETWORK_SCHOOL_ID)
              .map((s) => ({ value: String(s.codBseEscola), label: s.nomEscola }))}
            value={school}
            onChange={(next) => {
              setSchool(next);
              setUnit(null);
              onChange(null, null);
            }}
            searchable
            nothingFoundMessage={t('form.nothingFound')}
          />
          <Select
            label={t('form.unit')}
            data={(units.data ?? []).map((u) => ({ value: String(u.codBseUnidade), label: u.nomUnidade }))}
            value={unit}
            onChange={(next) => {
              setUnit(next);
              onChange(null, null);
            }}
            disabled={!school}
            placeholder={school ? undefined : t('form.chooseSchoolFirst')}
            searchable
            nothingFoundMessage={t('form.nothingFound')}
          />
        </>
      )}
      <Select
        label={t('bulk.class')}
        data={classData}
        value={value}
        onChange={(next) => onChange(next, classData.find((c) => c.value === next)?.label ?? null)}
        disabled={!unit}
        placeholder={unit ? t('bulk.classPlaceholder') : t('form.chooseUnitFirst')}
        searchable
        nothingFoundMessage={t('form.nothingFound')}
        withAsterisk
      />
    </SimpleGrid>
  );
}
