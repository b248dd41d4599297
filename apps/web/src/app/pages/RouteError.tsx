import { useTranslation } from 'react-i18next';
import plain from '../plain/plain.module.css';
import classes from './routeError.module.css';

/**
 * Last resort when a screen fails to render or a lazy chunk fails to load: plain HTML, since the
 * chunk that failed may be Mantine's own.
 */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <main className={classes.page}>
      <h1 className={classes.title}>{t('errors.unexpectedTitle')}</h1>
      <p className={classes.text}>{t('errors.unexpectedText')}</p>
      <button type="button" className={plain.button} onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </button>
    </main>
  );
}
