import { useTranslation } from 'react-i18next';
import plain from '../plain/plain.module.css';
import classes from './routeError.module.css';

/**
 * Last resort when a screen fails to render or a lazy chunk fails to load: plain HTML, since the
 * chunk that failed may be Mantine's own.
 */
export function RouteError() {
  const { t, i18n } = useTranslation();
  // Without the network (a screen whose code is not kept on the device, issue 28): said so, when the signed-in
  // texts are there.
  const offline = !navigator.onLine && i18n.exists('offline:screen');
  return (
    <main className={classes.page}>
      <h1 className={classes.title}>{offline ? t('offline:title') : t('errors.unexpectedTitle')}</h1>
      <p className={classes.text}>{offline ? t('offline:screen') : t('errors.unexpectedText')}</p>
      <button type="button" className={plain.button} onClick={() => window.location.reload()}>
        {offline ? t('offline:retry') : t('errors.reload')}
      </button>
    </main>
  );
}
