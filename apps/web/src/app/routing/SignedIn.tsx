import { QueryClientProvider } from '@tanstack/react-query';
import { SessionExpiry } from '../../features/auth/components/SessionExpiry';
import { queryClient } from '../queryClient';
import { useForgetCopiesOnSignOut } from '../offline/useForgetCopiesOnSignOut';
import { RequireAuth } from './guards';

/** The signed-in part of the app: its query cache, the session-expiry watcher and the sign-in guard (a chunk of its own). */
export function SignedIn() {
  useForgetCopiesOnSignOut();
  return (
    <QueryClientProvider client={queryClient}>
      <SessionExpiry />
      <RequireAuth />
    </QueryClientProvider>
  );
}
