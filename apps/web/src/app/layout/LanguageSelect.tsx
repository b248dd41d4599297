import { Select } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@portal/shared/common/translations';
import { changeLanguage, currentLanguage, isLanguage } from '../../i18n';

/** pt / en / es, stored in `idioma`; every text switches at once. */
export function LanguageSelect({ w = 140 }: { w?: number }) {
  const { t } = useTranslation();
  const data = LANGUAGES.map((language: Language) => ({ value: language, label: t(`language.${language}`) }));
  return (
    <Select
      aria-label={t('language.label')}
      data={data}
      value={currentLanguage()}
      onChange={(value) => {
        if (isLanguage(value)) void changeLanguage(value);
      }}
      allowDeselect={false}
      w={w}
      size="sm"
      leftSection={<IconLanguage size={16} aria-hidden />}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
