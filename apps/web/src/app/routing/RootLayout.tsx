import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SessionExpiry } from '../../features/auth/components/SessionExpiry';
import { useAppConfig } from '../config';
import { labelKeyFor } from '../nav';
import { PageLoader } from '../pages/PageLoader';
import { useRouteTitleKey } from './handle';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/**
 * Document title from the route name, and the session-expiry watcher, around every route; the
 * loader while a screen's chunk downloads, and the error page if a screen fails.
 */
export function RootLayout() {
  const { t } = useTranslation();
  const { brand } = useAppConfig();
  const titleKey = useRouteTitleKey();
  const title = titleKey ? t(labelKeyFor(titleKey, brand)) : '';
  const product = t('app.product');
  const { pathname } = useLocation();

  useEffect(() => {
    document.title = title && title !== product ? `${title} | ${product}` : product;
  }, [title, product]);

  return (
    <>
      <SessionExpiry />
      <RouteErrorBoundary pathname={pathname}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </>
  );
}
