import { lazy, Suspense } from 'react';
import { Box } from '@mantine/core';
import { NotFoundContent } from '../pages/NotFoundPage';
import { useToken } from '../session/storage';
import { PageLoader } from '../pages/PageLoader';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../queryClient';
import { RequireAuth } from './guards';

/** The shell, loaded like the shell's own route (one chunk, see routes.tsx). */
const AppLayout = lazy(async () => ({ default: (await import('../layout/AppLayout')).AppLayout }));

/** Any unknown path: the 404 page, inside the shell when signed in. */
export function NotFoundRoute() {
  const token = useToken();
  if (token) {
    return (
      <QueryClientProvider client={queryClient}>
        <RequireAuth>
          <Suspense fallback={<PageLoader />}>
            <AppLayout>
              <NotFoundContent />
            </AppLayout>
          </Suspense>
        </RequireAuth>
      </QueryClientProvider>
    );
  }
  return (
    <Box component="main" p="md" mih="100vh">
      <NotFoundContent />
    </Box>
  );
}
