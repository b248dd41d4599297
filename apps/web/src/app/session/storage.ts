import { useSyncExternalStore } from 'react';
import type { AccountDto } from '@portal/shared/auth';

/** Keys of the session kept in local storage (2-access §4 "Token"). */
export const STORAGE_KEYS = {
  token: 'access_token',
  classCode: 'codBseTurma',
  className: 'nomTurma',
} as const;

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.token) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function getToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.token);
}

/** Remembers the current class of a Professor or Aluno, or forgets it. */
export function rememberClass(user: Pick<AccountDto, 'codBseTurma' | 'nomTurma'>): void {
  if (user.codBseTurma != null && user.nomTurma != null) {
    localStorage.setItem(STORAGE_KEYS.classCode, String(user.codBseTurma));
    localStorage.setItem(STORAGE_KEYS.className, user.nomTurma);
  } else {
    localStorage.removeItem(STORAGE_KEYS.classCode);
    localStorage.removeItem(STORAGE_KEYS.className);
  }
}

export function startSession(token: string, user: AccountDto): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
  rememberClass(user);
  notify();
}

/** Logout clears the token and the stored class (2-access §4). */
export function clearSession(): void {
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.classCode);
  localStorage.removeItem(STORAGE_KEYS.className);
  notify();
}

/** The token, re-rendering when it changes (here or in another tab). */
export function useToken(): string | null {
  return useSyncExternalStore(subscribe, getToken, () => null);
}
