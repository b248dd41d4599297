import { Suspense, type ReactNode } from 'react';
import { AppShell, Box, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMe } from '../session/me';
import { PageLoader } from '../pages/PageLoader';
import { DialogsHost } from '../components/dialogs';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import { LanguageNativeSelect } from './LanguageNativeSelect';
import { AppFooter } from './AppFooter';
import { OfflineNotice } from '../offline/OfflineNotice';
import { OfflineScreenBoundary } from '../offline/OfflineScreenBoundary';
import classes from './layout.module.css';

/** The shell of every signed-in page: sidebar, top bar and the main landmark. */
export function AppLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { data: user } = useMe();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  if (!user) return <PageLoader />;

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 260, breakpoint: 'md', collapsed: { mobile: !opened } }}
      padding={{ base: 'xs', sm: 'lg' }}
    >
      <a href="#conteudo" className={classes.skipLink}>
        {t('app.skipToContent')}
      </a>
      <AppShell.Header>
        <TopBar user={user} navOpened={opened} onToggleNav={toggle} />
      </AppShell.Header>
      <AppShell.Navbar aria-label={t('nav.mainMenu')}>
        <Sidebar profile={user.codBsePerfil} onNavigate={close} />
        <Group hiddenFrom="xs" p="sm">
          <LanguageNativeSelect w={220} />
        </Group>
      </AppShell.Navbar>
      <AppShell.Main id="conteudo" className={classes.main} tabIndex={-1}>
        <Box className={classes.frame}>
          <OfflineNotice />
          {/* The shell stays while a screen's chunk downloads; the loader takes the screen's place. */}
          <OfflineScreenBoundary pathname={pathname}>
            <Suspense fallback={<PageLoader />}>{children ?? <Outlet />}</Suspense>
          </OfflineScreenBoundary>
        </Box>
        <AppFooter profile={user.codBsePerfil} />
      </AppShell.Main>
      {/* The host of the dialogs opened through `modals.open…` (confirm.tsx): in the shell only, and
          downloaded with the first dialog (components/dialogs.tsx). */}
      <DialogsHost />
    </AppShell>
  );
}
