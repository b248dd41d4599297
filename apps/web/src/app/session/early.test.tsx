import { describe, expect, it, vi } from 'vitest';
import { serveJson as serve } from '../../test/fetch';
import { activePathPath, askMeEarly, ME_PATH, playPathPath, takeEarly } from './early';

const me = { codBseUsuario: 7, codBseTurma: 3 };
const active = { codTrlLivro: 11, comConteudo: true };
const path = { codTrlLivro: 11, dscTitulo: 'Ciências', capitulos: [] };

describe('the first reads, asked as soon as the entry runs', () => {
  it('on the player’s address: getMeusDados, then the class’s active path, then the path; each taken once', async () => {
    localStorage.setItem('access_token', 'token-a');
    const asked = serve({ [ME_PATH]: me, [activePathPath(3)]: active, [playPathPath(11)]: path });
    askMeEarly('/plataforma/24');
    await vi.waitFor(() => expect(asked).toEqual([ME_PATH, activePathPath(3), playPathPath(11)]));
    await expect(takeEarly(ME_PATH)).resolves.toEqual(me);
    await expect(takeEarly(activePathPath(3))).resolves.toEqual(active);
    await expect(takeEarly(playPathPath(11))).resolves.toEqual(path);
    expect(takeEarly(playPathPath(11))).toBeNull();
  });

  it('elsewhere, and on a path without contents, no more than is needed', async () => {
    localStorage.setItem('access_token', 'token-a');
    let asked = serve({ [ME_PATH]: me });
    askMeEarly('/home');
    await expect(takeEarly(ME_PATH)).resolves.toEqual(me);
    expect(asked).toEqual([ME_PATH]);

    asked = serve({ [ME_PATH]: me, [activePathPath(3)]: { codTrlLivro: 11, comConteudo: false } });
    askMeEarly('/plataforma');
    await vi.waitFor(() => expect(asked).toEqual([ME_PATH, activePathPath(3)]));
    await takeEarly(activePathPath(3));
    await takeEarly(ME_PATH);
    expect(takeEarly(playPathPath(11))).toBeNull();
  });

  it('nothing signed out, on /login, or for a token changed since', async () => {
    const asked = serve({ [ME_PATH]: me });
    askMeEarly('/plataforma');
    localStorage.setItem('access_token', 'token-a');
    askMeEarly('/login');
    expect(asked).toEqual([]);

    askMeEarly('/home');
    localStorage.setItem('access_token', 'token-b');
    expect(takeEarly(ME_PATH)).toBeNull();
  });
});
