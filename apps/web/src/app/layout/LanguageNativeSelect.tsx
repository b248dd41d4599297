import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@portal/shared/common/translations';
import { changeLanguage, currentLanguage, isLanguage } from '../../i18n';
import plain from '../plain/plain.module.css';

/**
 * The language switch (pt / en / es, stored in `idioma`; every text switches at once), on the login,
 * the shell's top bar and the training platform: the browser's own `<select>`, so no screen carries
 * combobox code for it (Mantine's Select and floating-ui were ~46 kB of /home) and a phone shows its
 * native picker.
 */
export function LanguageNativeSelect({ w = 140 }: { w?: number }) {
  const { t } = useTranslation();
  return (
    <span className={plain.selectWrap}>
      <IconLanguage size={16} aria-hidden className={plain.selectIcon} />
      <select
        className={plain.select}
        style={{ width: w }}
        aria-label={t('language.label')}
        value={currentLanguage()}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (isLanguage(value)) void changeLanguage(value);
        }}
      >
        {LANGUAGES.map((language: Language) => (
          <option key={language} value={language}>
            {t(`language.${language}`)}
          </option>
        ))}
      </select>
    </span>
  );
}
