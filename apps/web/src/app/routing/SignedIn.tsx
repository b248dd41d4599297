import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../queryClient';
import { RequireAuth } from './guards';

/** The signed-in part of the app: its query cache and the sign-in guard (a chunk of its own). */
export function SignedIn() {
  return (
    <QueryClientProvider client={queryClient}>
      <RequireAuth />
    </QueryClientProvider>
  );
}
