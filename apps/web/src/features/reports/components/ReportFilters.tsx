import { Select, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AccountDto } from '@portal/shared/auth';
import { NETWORK_SCHOOL_ID, PROFILE } from '@portal/shared/common/profiles';
import { useClassOptions, useSchoolOptions, useUnitOptions } from '../../../app/api/pickers';
import { DayInput } from '../../../app/components/DayInput';
import { useClassStudents } from '../api/reports';

/** The filter as the screen edits it: every select null when unset (§5: 'unset values are sent as null'), the days as typed (DD/MM/YYYY). */
export interface Draft {
  codBseEscola: number | null;
  codBseUnidade: number | null;
  codBseTurma: number | null;
  codBseUsuario: number | null;
  dataInicio: string;
  dataFim: string;
}

export const EMPTY_DRAFT: Draft = {
  codBseEscola: null,
  codBseUnidade: null,
  codBseTurma: null,
  codBseUsuario: null,
  dataInicio: '',
  dataFim: '',
};

/** Which selects a profile sees (§2): the Master all four, the Gestor unit on, the others class and student. */
export function visibleSelects(profile: number | undefined) {
  return { school: profile === PROFILE.MASTER, unit: profile === PROFILE.MASTER || profile === PROFILE.GESTOR };
}

interface Props {
  me: AccountDto;
  value: Draft;
  onChange: (next: Draft) => void;
  /** The dates' messages (no such day, the end before the start), from the screen's check. */
  startError?: string;
  endError?: string;
}

const toOption = (value: number, label: string) => ({ value: String(value), label });
const idOf = (value: string | null) => (value === null ? null : Number(value));

/**
 * Start and end dates, then school, unit, class and student. The cascade (§2): a school clears unit,
 * class and student; a unit clears class and student; a class clears student. A Gestor's school and a
 * Diretor's or Coordenador's unit are their own (the server narrows them anyway).
 */
export function ReportFilters({ me, value, onChange, startError, endError }: Props) {
  const { t } = useTranslation('reports');
  const shown = visibleSelects(me.codBsePerfil);
  const school = shown.school ? value.codBseEscola : me.codBseEscola;
  const unit = shown.unit ? value.codBseUnidade : (me.codBseUnidade ?? null);
  const schools = useSchoolOptions(shown.school);
  const units = useUnitOptions(shown.unit ? school : null);
  const classes = useClassOptions(unit);
  const students = useClassStudents(value.codBseTurma);
  const common = { searchable: true, clearable: true, nothingFoundMessage: t('filters.nothingFound'), placeholder: t('filters.all') };

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      <DayInput
        label={t('filters.start')}
        value={value.dataInicio}
        onChange={(text) => onChange({ ...value, dataInicio: text })}
        error={startError}
      />
      <DayInput
        label={t('filters.end')}
        value={value.dataFim}
        onChange={(text) => onChange({ ...value, dataFim: text })}
        error={endError}
      />
      {shown.school && (
        <Select
          {...common}
          label={t('filters.school')}
          data={(schools.data?.items ?? [])
            .filter((s) => s.codBseEscola !== NETWORK_SCHOOL_ID)
            .map((s) => toOption(s.codBseEscola, s.nomEscola))}
          value={value.codBseEscola === null ? null : String(value.codBseEscola)}
          onChange={(next) => onChange({ ...value, codBseEscola: idOf(next), codBseUnidade: null, codBseTurma: null, codBseUsuario: null })}
        />
      )}
      {shown.unit && (
        <Select
          {...common}
          label={t('filters.unit')}
          data={(units.data ?? []).map((u) => toOption(u.codBseUnidade, u.nomUnidade))}
          value={value.codBseUnidade === null ? null : String(value.codBseUnidade)}
          onChange={(next) => onChange({ ...value, codBseUnidade: idOf(next), codBseTurma: null, codBseUsuario: null })}
          disabled={school === null}
          placeholder={school === null ? t('filters.chooseSchoolFirst') : t('filters.all')}
        />
      )}
      <Select
        {...common}
        label={t('filters.class')}
        data={(classes.data ?? []).map((c) => toOption(c.codBseTurma, c.nomTurma))}
        value={value.codBseTurma === null ? null : String(value.codBseTurma)}
        onChange={(next) => onChange({ ...value, codBseTurma: idOf(next), codBseUsuario: null })}
        disabled={unit === null}
        placeholder={unit === null ? t('filters.chooseUnitFirst') : t('filters.all')}
      />
      <Select
        {...common}
        label={t('filters.student')}
        data={(students.data?.items ?? []).map((s) => toOption(s.codBseUsuario, `${s.nomUsuario} (${s.cstLogin})`))}
        value={value.codBseUsuario === null ? null : String(value.codBseUsuario)}
        onChange={(next) => onChange({ ...value, codBseUsuario: idOf(next) })}
        disabled={value.codBseTurma === null}
        placeholder={value.codBseTurma === null ? t('filters.chooseClassFirst') : t('filters.all')}
      />
    </SimpleGrid>
  );
}
