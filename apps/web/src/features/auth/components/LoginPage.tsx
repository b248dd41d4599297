import { IconAlertCircle, IconCalendarEvent, IconCircleCheck, IconChartBar, IconMessages, IconRoute } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LanguageNativeSelect } from '../../../app/layout/LanguageNativeSelect';
import { Logo } from '../../../app/layout/Logo';
import plain from '../../../app/plain/plain.module.css';
import { loginNoticeOf } from '../../../app/session/loginNotice';
import { LoginForm } from './LoginForm';
import { useSecretGesture } from './useSecretGesture';
import classes from './login.module.css';

export const TRAINING_PLATFORM_PATH = '/plataforma-treinamento';

/** The first screen: plain HTML and CSS (app/plain), no Mantine, so it downloads little (issue 9). */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notice = loginNoticeOf(useLocation().state);
  const onHeaderClick = useSecretGesture(() => {
    window.alert(t('login.gestureAlert'));
    void navigate(TRAINING_PLATFORM_PATH);
  });

  const highlights = [
    { icon: IconRoute, text: t('login.highlights.paths') },
    { icon: IconCalendarEvent, text: t('login.highlights.calendar') },
    { icon: IconMessages, text: t('login.highlights.communication') },
    { icon: IconChartBar, text: t('login.highlights.reports') },
  ];

  return (
    <div className={classes.page}>
      <aside aria-label={t('login.aboutLabel')} className={classes.brandPanel}>
        <div className={classes.brandContent}>
          <Logo inverted />
          <p className={classes.tagline}>{t('login.tagline')}</p>
          <p className={classes.subtitle}>{t('login.subtitle')}</p>
          <ul className={classes.highlights}>
            {highlights.map(({ icon: Icon, text }) => (
              <li key={text}>
                <span className={classes.highlightIcon} aria-hidden>
                  <Icon size={18} />
                </span>
                {text}
              </li>
            ))}
          </ul>
        </div>
      </aside>
      <main className={classes.formPanel}>
        <div className={classes.languageBar}>
          <LanguageNativeSelect />
        </div>
        <div className={classes.card}>
          {/* The hidden gesture's target (three clicks, then Ctrl+Z): a heading, deliberately not a control
              (the training platform is also open at its address). */}
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
          <div onClick={onHeaderClick} className={classes.header} data-testid="login-header">
            <h1 className={classes.title}>{t('app.product')}</h1>
            <p className={classes.welcome}>{t('login.welcome')}</p>
          </div>
          {notice && (
            <div className={plain.alert} data-tone={notice.tone} role={notice.tone === 'error' ? 'alert' : 'status'}>
              {notice.tone === 'error' ? <IconAlertCircle size={20} aria-hidden /> : <IconCircleCheck size={20} aria-hidden />}
              <span>
                {notice.title && <strong className={plain.alertTitle}>{notice.title}</strong>}
                {notice.message}
              </span>
            </div>
          )}
          <LoginForm />
        </div>
        <p className={classes.help}>{t('login.help')}</p>
      </main>
    </div>
  );
}
