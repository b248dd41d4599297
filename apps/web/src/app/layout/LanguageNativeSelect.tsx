import { NativeSelect } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@portal/shared/common/translations';
import { changeLanguage, currentLanguage, isLanguage } from '../../i18n';

/**
 * The language switch of the screens outside the shell (login): the browser's own `<select>`, so
 * the first screen carries no combobox code (Mantine's Select, its popover and floating-ui), and a
 * phone shows its native picker. Same choices and same effect as LanguageSelect.
 */
export function LanguageNativeSelect({ w = 140 }: { w?: number }) {
  const { t } = useTranslation();
  const data = LANGUAGES.map((language: Language) => ({ value: language, label: t(`language.${language}`) }));
  return (
    <NativeSelect
      aria-label={t('language.label')}
      data={data}
      value={currentLanguage()}
      onChange={(event) => {
        const value = event.currentTarget.value;
        if (isLanguage(value)) void changeLanguage(value);
      }}
      w={w}
      size="sm"
      leftSection={<IconLanguage size={16} aria-hidden />}
    />
  );
}
