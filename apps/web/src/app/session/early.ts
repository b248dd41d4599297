import { apiRequest } from '../api/client';
import { getToken } from './storage';

export const ME_PATH = '/api/bse_usuario/getMeusDados/x';

/** The player's two reads before its first screen: the class's active path, then that path. */
export const activePathPath = (classId: number) => `/api/trl_livro_turma/comConteudoLivroAtivo/${classId}`;
export const playPathPath = (pathId: number) => `/api/plataforma/trilha/${pathId}`;

/** Answers asked as soon as the entry runs, by path, and the token they were asked with. */
const early = new Map<string, Promise<unknown>>();
let earlyToken: string | null = null;

function askEarly(path: string): Promise<unknown> {
  const answer = apiRequest<unknown>(path);
  answer.catch(() => undefined); // read (and its failure handled) by the screen that takes it
  early.set(path, answer);
  return answer;
}

/**
 * Once getMeusDados has answered: the class's active path and, when it has contents, the path itself. The
 * answers are the API's own (the screen checks them when it takes them); a read that fails is left to it.
 */
async function askPlayerPathEarly(me: Promise<unknown>): Promise<void> {
  try {
    const { codBseTurma } = (await me) as { codBseTurma?: number | null };
    if (typeof codBseTurma !== 'number') return;
    const active = (await askEarly(activePathPath(codBseTurma))) as { codTrlLivro?: number; comConteudo?: boolean };
    if (active.comConteudo === true && typeof active.codTrlLivro === 'number') void askEarly(playPathPath(active.codTrlLivro));
  } catch {
    // The screen asks again, now that it can show what went wrong.
  }
}

/**
 * Asks what the first screen needs when a token is kept and the page is not /login: getMeusDados for
 * every signed-in screen (the shell, /home's welcome), and on the player's addresses the class's active
 * path and the path after it. Waiting for the shell's chunks and render to ask would put these round
 * trips after them (on a phone on slow 4G, the player's largest paint waited 0.3 s for its two).
 * main.tsx calls it before anything else.
 */
export function askMeEarly(pathname: string = window.location.pathname): void {
  const token = getToken();
  if (!token || pathname === '/login') return;
  early.clear();
  earlyToken = token;
  const me = askEarly(ME_PATH);
  // The player's addresses (`/plataforma`, `/plataforma/{item}`), not the public training platform's.
  if (/^\/plataforma(\/|$)/.test(pathname)) void askPlayerPathEarly(me);
}

/** The early answer for `path`, once, if it was asked with the token still in use. */
export function takeEarly(path: string): Promise<unknown> | null {
  const answer = early.get(path);
  early.delete(path);
  return answer && earlyToken === getToken() ? answer : null;
}

export const takeEarlyMe = () => takeEarly(ME_PATH);
