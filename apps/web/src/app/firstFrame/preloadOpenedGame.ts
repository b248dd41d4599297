/**
 * On a game's own address (/plataforma/{codTrlConteudo}), the game's code asked as soon as the path has come, beside
 * the app's: the player imports a game's chunk only once it has drawn the item (features/player/games/index.ts), which
 * put one more round trip after all of the app's script on a phone's slow link (Lighthouse: the first game's largest
 * paint 3.3 s, the map's without a game 3.1 s). Preloaded, the chunk is in the browser when the player imports it.
 * Imports nothing: it runs in the page before any chunk (the first frame's script).
 */

/**
 * The files of each game's chunk by the game's code (`codTrlJogo`), as the build writes them into the frame's script
 * tag: `data-games='{"1":["/assets/Hangman-….js","/assets/Hangman-….css"]}'` (vite.config.ts: `firstFrameInline`).
 */
export type GameFiles = Record<string, readonly string[]>;

const GAME_ADDRESS = /^\/plataforma\/(\d+)$/;

function listIn(value: unknown, key: string): unknown[] {
  const field = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  return Array.isArray(field) ? field : [];
}

/** The game code of the path's content `contentId`, or null when it is not a game (or not in the path). */
export function gameCodeIn(path: unknown, contentId: number): number | null {
  for (const chapter of listIn(path, 'capitulos'))
    for (const lesson of listIn(chapter, 'aulas'))
      for (const content of listIn(lesson, 'conteudos')) {
        const item = content as { codTrlConteudo?: unknown; jogo?: { codTrlJogo?: unknown } };
        if (item.codTrlConteudo !== contentId) continue;
        const code = item.jogo?.codTrlJogo;
        return typeof code === 'number' ? code : null;
      }
  return null;
}

/** Once the path has come, preloads the files of the game at `pathname` (none elsewhere, nor for another content). */
export function preloadOpenedGame(pathname: string, path: Promise<unknown> | undefined, doc: Document = document): void {
  const address = GAME_ADDRESS.exec(pathname);
  const written = doc.querySelector('script[data-games]')?.getAttribute('data-games');
  if (!address || !path || !written) return;
  const files = JSON.parse(written) as GameFiles;
  path
    .then((answer) => {
      const code = gameCodeIn(answer, Number(address[1]));
      for (const href of code === null ? [] : (files[code] ?? [])) {
        const link = doc.createElement('link');
        const attributes: Record<string, string> = href.endsWith('.css') ? { rel: 'preload', as: 'style' } : { rel: 'modulepreload' };
        // As the app's loader asks them (Vite: crossorigin), so that the browser's copy is the one it takes.
        for (const [name, value] of Object.entries({ ...attributes, crossorigin: '', href })) link.setAttribute(name, value);
        doc.head.append(link);
      }
    })
    .catch(() => undefined);
}
