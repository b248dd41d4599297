import { useEffect } from 'react';
import { getToken, subscribe } from '../session/storage';
import { forgetDeviceCopies } from './deviceCopies';

/**
 * What was kept on this device for offline use goes with the session, however it ends (Sair, an expired session, a
 * new password, another tab's sign-out): a shared classroom tablet keeps nothing of one student for the next.
 * In the signed-in part of the app, so /login carries none of it.
 */
export function useForgetCopiesOnSignOut(): void {
  useEffect(
    () =>
      subscribe(() => {
        if (!getToken()) void forgetDeviceCopies();
      }),
    [],
  );
}
