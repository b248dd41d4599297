import { apiRequest } from '../api/client';
import { getToken } from './storage';

/** getMeusDados, asked as soon as the entry runs, and the token it was asked with. */
let early: { token: string; answer: Promise<unknown> } | null = null;

/**
 * Asks getMeusDados at once when a token is kept and the page is not /login: a signed-in screen needs
 * it before drawing (the shell, /home's welcome), and waiting for the shell's chunks and render to ask
 * would put a round trip after them. main.tsx calls it before anything else.
 */
export function askMeEarly(pathname: string = window.location.pathname): void {
  const token = getToken();
  if (!token || pathname === '/login') return;
  const answer = apiRequest<unknown>('/api/bse_usuario/getMeusDados/x');
  answer.catch(() => undefined); // read (and its failure handled) by the first fetchMe
  early = { token, answer };
}

/** The early answer, once, if it was asked with the token still in use. */
export function takeEarlyMe(): Promise<unknown> | null {
  const taken = early;
  early = null;
  return taken && taken.token === getToken() ? taken.answer : null;
}
