import type { NavigateFunction } from 'react-router';

/**
 * What the login screen says when the app sends the user back to it (the session expired, the
 * password changed): carried in the navigation's state and drawn by the login itself, which has no
 * toaster (Mantine's notices come with the other screens, not with /login).
 */
export interface LoginNotice {
  tone: 'error' | 'success';
  title?: string;
  message: string;
}

interface LoginState {
  notice?: LoginNotice;
}

export function goToLogin(navigate: NavigateFunction, notice?: LoginNotice): void {
  void navigate('/login', { replace: true, state: notice ? ({ notice } satisfies LoginState) : null });
}

/** The notice of a navigation's state (`useLocation().state`), if it carries one. */
export function loginNoticeOf(state: unknown): LoginNotice | undefined {
  const notice = (state as LoginState | null)?.notice;
  return notice && typeof notice.message === 'string' ? notice : undefined;
}
