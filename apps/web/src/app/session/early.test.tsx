import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { serveJson as serve } from '../../test/fetch';
import { ApiError } from '../api/client';
import { FIRST_ANSWERS, KEPT_SESSION, askFirstAnswers } from '../firstFrame/askFirstAnswers';
import { ME_PATH, activePathPath, classActivitiesPath, playPathPath, readEarlyOr, takeEarly } from './early';
import { STORAGE_KEYS } from './storage';

const me = { codBseUsuario: 7, codBseTurma: 3 };
const Me = z.object({ codBseUsuario: z.number(), codBseTurma: z.number() });
const active = { codTrlLivro: 11, comConteudo: true };
const path = { codTrlLivro: 11, dscTitulo: 'Ciências', capitulos: [] };

function signIn(token = 'token-a', classId?: number) {
  localStorage.setItem('access_token', token);
  if (classId !== undefined) localStorage.setItem('codBseTurma', String(classId));
}

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[FIRST_ANSWERS];
});

describe('the first answers, asked by the page before the app arrives and taken once by the app', () => {
  it('reads the keys the app keeps its session in', () => {
    expect(KEPT_SESSION).toEqual({ token: STORAGE_KEYS.token, classCode: STORAGE_KEYS.classCode });
  });

  it('on the player’s address: getMeusDados and, with the kept class, its active path beside it, then the path', async () => {
    signIn('token-a', 3);
    const asked = serve({ [ME_PATH]: me, [activePathPath(3)]: active, [playPathPath(11)]: path });
    askFirstAnswers('/plataforma/24');
    expect(asked).toEqual([ME_PATH, activePathPath(3)]);
    await vi.waitFor(() => expect(asked).toEqual([ME_PATH, activePathPath(3), playPathPath(11)]));
    await expect(takeEarly(ME_PATH)).resolves.toEqual(me);
    await expect(takeEarly(activePathPath(3))).resolves.toEqual(active);
    await expect(takeEarly(playPathPath(11))).resolves.toEqual(path);
    expect(takeEarly(playPathPath(11))).toBeNull();
  });

  it('without a kept class, the class of getMeusDados; on a path without contents, not the path', async () => {
    signIn();
    const asked = serve({ [ME_PATH]: me, [activePathPath(3)]: { codTrlLivro: 11, comConteudo: false } });
    askFirstAnswers('/plataforma');
    await vi.waitFor(() => expect(asked).toEqual([ME_PATH, activePathPath(3)]));
    await expect(takeEarly(activePathPath(3))).resolves.toEqual({ codTrlLivro: 11, comConteudo: false });
    expect(takeEarly(playPathPath(11))).toBeNull();
    expect(asked).toEqual([ME_PATH, activePathPath(3)]);
  });

  it("on the student's activities their list beside getMeusDados; elsewhere getMeusDados alone", async () => {
    signIn('token-a', 3);
    let asked = serve({ [ME_PATH]: me, [classActivitiesPath(3)]: [] });
    askFirstAnswers('/atividade/visualizarQuestoes');
    expect(asked).toEqual([ME_PATH, classActivitiesPath(3)]);
    await expect(takeEarly(classActivitiesPath(3))).resolves.toEqual([]);

    asked = serve({ [ME_PATH]: me });
    askFirstAnswers('/home');
    await expect(takeEarly(ME_PATH)).resolves.toEqual(me);
    expect(asked).toEqual([ME_PATH]);
  });

  it('nothing signed out, on /login or the root, and none taken for a token changed since', async () => {
    const asked = serve({ [ME_PATH]: me });
    expect(askFirstAnswers('/plataforma')).toBeNull();
    signIn();
    expect(askFirstAnswers('/login')).toBeNull();
    expect(askFirstAnswers('/')).toBeNull();
    expect(asked).toEqual([]);

    askFirstAnswers('/home');
    localStorage.setItem('access_token', 'token-b');
    expect(takeEarly(ME_PATH)).toBeNull();
  });

  it('an early answer is read without asking again; a failed one is asked again, and its error reaches the screen', async () => {
    signIn('token-a', 3);
    const asked = serve({ [ME_PATH]: me }, { [activePathPath(3)]: 500 });
    askFirstAnswers('/plataforma');
    await expect(readEarlyOr(ME_PATH, Me)).resolves.toEqual(me);
    expect(asked).toEqual([ME_PATH, activePathPath(3)]);
    await expect(readEarlyOr(activePathPath(3), z.unknown())).rejects.toBeInstanceOf(ApiError);
    expect(asked).toEqual([ME_PATH, activePathPath(3), activePathPath(3)]);
  });
});
