import { Box } from '@mantine/core';
import { NotFoundContent } from '../pages/NotFoundPage';
import { useToken } from '../session/storage';
import { AppLayout } from '../layout/AppLayout';
import { RequireAuth } from './guards';

/** Any unknown path: the 404 page, inside the shell when signed in. */
export function NotFoundRoute() {
  const token = useToken();
  if (token) {
    return (
      <RequireAuth>
        <AppLayout>
          <NotFoundContent />
        </AppLayout>
      </RequireAuth>
    );
  }
  return (
    <Box component="main" p="md" mih="100vh">
      <NotFoundContent />
    </Box>
  );
}
