import { useTranslation } from 'react-i18next';
import classes from './plain.module.css';

/** The loader while a screen's chunk downloads, before Mantine is there (PageLoader's look). */
export function PlainLoader() {
  const { t } = useTranslation();
  return (
    <div className={classes.center} role="status" aria-live="polite">
      <div className={classes.spinner} aria-label={t('common.loading')} role="img" />
    </div>
  );
}
