import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../config';
import { labelKeyFor } from '../nav';
import { PlainLoader } from '../plain/PlainLoader';
import { titleNamespaces, useRouteTitleKey } from './handle';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/**
 * Document title from the route name around every route; the loader while a screen's chunk
 * downloads, and the error page if a screen fails (both drawn without Mantine: /login has none).
 */
export function RootLayout() {
  const titleKey = useRouteTitleKey();
  const { t } = useTranslation(titleNamespaces(titleKey), { useSuspense: false });
  const { brand } = useAppConfig();
  const title = titleKey ? t(labelKeyFor(titleKey, brand)) : '';
  const product = t('app.product');
  const { pathname } = useLocation();

  useEffect(() => {
    document.title = title && title !== product ? `${title} | ${product}` : product;
  }, [title, product]);

  return (
    <RouteErrorBoundary pathname={pathname}>
      <Suspense fallback={<PlainLoader />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}
