import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SessionExpiry } from '../../features/auth/components/SessionExpiry';
import { useAppConfig } from '../config';
import { labelKeyFor } from '../nav';
import { useRouteTitleKey } from './handle';

/** Document title from the route name, and the session-expiry watcher, around every route. */
export function RootLayout() {
  const { t } = useTranslation();
  const { brand } = useAppConfig();
  const titleKey = useRouteTitleKey();
  const title = titleKey ? t(labelKeyFor(titleKey, brand)) : '';
  const product = t('app.product');

  useEffect(() => {
    document.title = title && title !== product ? `${title} | ${product}` : product;
  }, [title, product]);

  return (
    <>
      <SessionExpiry />
      <Outlet />
    </>
  );
}
