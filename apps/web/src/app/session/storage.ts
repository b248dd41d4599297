import { useSyncExternalStore } from 'react';
import type { AccountDto } from '@portal/shared/auth';

/** Keys of the session kept in local storage (2-access §4 "Token"). */
export const STORAGE_KEYS = {
  token: 'access_token',
  classCode: 'codBseTurma',
  className: 'nomTurma',
  user: 'usuario',
} as const;

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Calls `listener` when the token changes, here or in another tab. */
export function subscribe(listener: () => void): () => void {
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

/**
 * Keeps the signed-in user's data (the sign-in answer, then each getMeusDados): the shell and /home
 * draw from it at once on the next visit while getMeusDados refreshes it.
 */
export function rememberUser(user: AccountDto): void {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  rememberClass(user);
}

/** The kept user's data, or undefined (none, or not readable). */
export function storedUser(): AccountDto | undefined {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null');
    return typeof value === 'object' && value !== null ? (value as AccountDto) : undefined;
  } catch {
    return undefined;
  }
}

/** When this page signed in (0: the session comes from an earlier page). */
let signedInAt = 0;

/** When the kept user was fetched in this page by the sign-in itself, else 0 (to refresh at once). */
export function keptUserAt(): number {
  return signedInAt;
}

export function startSession(token: string, user: AccountDto): void {
  signedInAt = Date.now();
  localStorage.setItem(STORAGE_KEYS.token, token);
  rememberUser(user);
  notify();
}

/** Logout clears the token, the kept user and the stored class (2-access §4). */
export function clearSession(): void {
  signedInAt = 0;
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.user);
  localStorage.removeItem(STORAGE_KEYS.classCode);
  localStorage.removeItem(STORAGE_KEYS.className);
  notify();
}

/** The token, re-rendering when it changes (here or in another tab). */
export function useToken(): string | null {
  return useSyncExternalStore(subscribe, getToken, () => null);
}
