/**
 * The API's first answers, asked by the page itself before the app's script has arrived (the first frame's script,
 * written into index.html): on a phone's slow link the app's ~250 KB take seconds, and asking only once they have run
 * put the screen's round trips (getMeusDados, then the class's path, then the path) after them. The app takes each
 * answer once (app/session/early.ts: `takeEarly`), checks it with its schema, and asks again when it failed.
 * Imports nothing: it runs in the page before any chunk.
 */

/** The global the answers wait in, read by app/session/early.ts. */
export const FIRST_ANSWERS = '__portalFirstAnswers';

export interface FirstAnswers {
  /** The token they were asked with: a session changed since takes none. */
  token: string;
  answers: Record<string, Promise<unknown>>;
  /** On the player's addresses, the path as it comes (undefined when the class has none), for the map's heading. */
  playPath?: Promise<unknown>;
}

/** The paths asked, shared with the app's readers (app/session/early.ts re-exports them). */
export const ME_PATH = '/api/bse_usuario/getMeusDados/x';
export const activePathPath = (classId: number) => `/api/trl_livro_turma/comConteudoLivroAtivo/${classId}`;
export const playPathPath = (pathId: number) => `/api/plataforma/trilha/${pathId}`;
export const classActivitiesPath = (classId: number) => `/api/bse_atividade_turma/ativas/${classId}`;

/** What the web app keeps (app/session/storage.ts): checked equal by the test. */
export const KEPT_SESSION = { token: 'access_token', classCode: 'codBseTurma' } as const;

/** The sign-in and the root (a redirect to it): nothing is asked there, nor is the shell drawn (drawFirstFrame.ts). */
export const SIGNED_OUT_ADDRESS = /^\/(login)?$/;
const PLAYER = /^\/plataforma(\/|$)/;
const ACTIVITIES = '/atividade/visualizarQuestoes';

function numberIn(value: unknown, key: string): number | null {
  const field = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  return typeof field === 'number' ? field : null;
}

/**
 * Asks, when a session is kept and the page is not the sign-in: getMeusDados on every signed-in page; on the player's
 * addresses the class's active path and then the path; on the student's activities their list. The class is the one
 * kept with the session (getMeusDados's when none is), so these go beside getMeusDados instead of after it (another
 * class's answer is simply not taken). Returns what was asked, or null.
 */
export function askFirstAnswers(
  pathname: string,
  storage: Storage = localStorage,
  into: Record<string, unknown> = window as unknown as Record<string, unknown>,
  fetchAnswer: typeof fetch = fetch,
): FirstAnswers | null {
  let token: string | null;
  let classId: number;
  try {
    token = storage.getItem(KEPT_SESSION.token);
    // None kept reads as 0, which is no class.
    classId = Number(storage.getItem(KEPT_SESSION.classCode));
  } catch {
    return null;
  }
  if (!token || SIGNED_OUT_ADDRESS.test(pathname)) return null;
  const first: FirstAnswers = { token, answers: {} };
  const ask = (path: string): Promise<unknown> => {
    const answer = fetchAnswer(path, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } }).then((response) =>
      response.ok ? (response.json() as Promise<unknown>) : Promise.reject(new Error(String(response.status))),
    );
    answer.catch(() => undefined); // read (and its failure handled) by the screen that takes it
    first.answers[path] = answer;
    return answer;
  };
  const me = ask(ME_PATH);
  // The kept class at once; without one, getMeusDados's.
  const kept = classId > 0 ? classId : null;
  const forClass = (read: (id: number) => Promise<unknown>): Promise<unknown> =>
    kept !== null
      ? read(kept)
      : me.then((user) => {
          const id = numberIn(user, 'codBseTurma');
          return id === null ? undefined : read(id);
        });
  if (PLAYER.test(pathname)) {
    first.playPath = forClass((id) =>
      ask(activePathPath(id)).then((active) => {
        const pathId = numberIn(active, 'codTrlLivro');
        return (active as { comConteudo?: unknown }).comConteudo === true && pathId !== null ? ask(playPathPath(pathId)) : undefined;
      }),
    );
    first.playPath.catch(() => undefined);
  } else if (pathname === ACTIVITIES) {
    forClass((id) => ask(classActivitiesPath(id))).catch(() => undefined);
  }
  into[FIRST_ANSWERS] = first;
  return first;
}
