import { useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useSchools } from '../../api/schools';

interface Props {
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
}

/** The Master's school choice for a unit: searched on the server as the name is typed. */
export function SchoolPicker({ value, onChange, error }: Props) {
  const { t } = useTranslation('organisation');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const schools = useSchools({ page: 1, pageSize: 100, q: q || undefined, sort: 'nomEscola' });
  const data = (schools.data?.items ?? []).map((s) => ({
    value: String(s.codBseEscola),
    label: `${s.nomEscola} (${s.cstTxtPrefixoLogin})`,
  }));
  return (
    <Select
      label={t('unit.school')}
      placeholder={t('unit.schoolPlaceholder')}
      withAsterisk
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={t('list.empty')}
      data={data}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
