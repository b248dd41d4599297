import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gameCodeIn, preloadOpenedGame } from './preloadOpenedGame';

const GAMES = {
  '1': ['/assets/Hangman-a.js', '/assets/Hangman-b.css'],
  '8': ['/assets/ImageGroups-c.js', '/assets/core.esm-d.js', '/assets/ImageGroups-e.css'],
};

/** A path as the API sends it (PlayPathDto), trimmed to what matters here: a text, a hangman and image groups. */
const path = {
  codTrlLivro: 2,
  capitulos: [
    {
      aulas: [
        { conteudos: [{ codTrlConteudo: 19, codTrlTipoConteudo: 1, dscTexto: 'O Sistema Solar…' }] },
        {
          conteudos: [
            { codTrlConteudo: 24, codTrlTipoConteudo: 3, jogo: { codTrlJogo: 1 } },
            { codTrlConteudo: 30, codTrlTipoConteudo: 3, jogo: { codTrlJogo: 8 } },
          ],
        },
      ],
    },
  ],
};

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"], link[rel="preload"]')].map((link) => ({
    rel: link.rel,
    as: link.getAttribute('as'),
    href: link.getAttribute('href'),
    crossOrigin: link.getAttribute('crossorigin'),
  }));

describe("the opened game's code, asked by the page as soon as the path has come", () => {
  let frameScript: HTMLScriptElement;
  beforeEach(() => {
    frameScript = document.createElement('script');
    frameScript.setAttribute('data-games', JSON.stringify(GAMES));
    document.head.append(frameScript);
  });
  afterEach(() => {
    frameScript.remove();
    for (const link of document.head.querySelectorAll('link')) link.remove();
  });

  it('finds the game of a content anywhere in the path, and no game for a text or a content not in it', () => {
    expect(gameCodeIn(path, 24)).toBe(1);
    expect(gameCodeIn(path, 30)).toBe(8);
    expect(gameCodeIn(path, 19)).toBeNull();
    expect(gameCodeIn(path, 999)).toBeNull();
    expect(gameCodeIn(null, 24)).toBeNull();
    expect(gameCodeIn({ capitulos: 'not a list' }, 24)).toBeNull();
  });

  it("preloads the game's chunks and stylesheet, as the app's loader will ask them", async () => {
    const answer = Promise.resolve(path);
    preloadOpenedGame('/plataforma/30', answer);
    await answer;
    await Promise.resolve();
    expect(preloads()).toEqual([
      { rel: 'modulepreload', as: null, href: '/assets/ImageGroups-c.js', crossOrigin: '' },
      { rel: 'modulepreload', as: null, href: '/assets/core.esm-d.js', crossOrigin: '' },
      { rel: 'preload', as: 'style', href: '/assets/ImageGroups-e.css', crossOrigin: '' },
    ]);
  });

  it('preloads nothing on the map, for a content that is not a game, or when the path did not come', async () => {
    for (const [address, answer] of [
      ['/plataforma', Promise.resolve(path)],
      ['/plataforma/19', Promise.resolve(path)],
      ['/plataforma/24', Promise.reject(new Error('401'))],
      ['/plataforma/24', undefined],
    ] as const) {
      preloadOpenedGame(address, answer);
      await answer?.catch(() => undefined);
      await Promise.resolve();
      expect(preloads(), address).toEqual([]);
    }
  });
});
