import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../../app/api/client';
import { activePathPath, askMeEarly, ME_PATH } from '../../../app/session/early';
import { serveJson as serve } from '../../../test/fetch';
import { readEarlyOr } from './play';

const me = { codBseUsuario: 7, codBseTurma: 3 };
const Me = z.object({ codBseUsuario: z.number(), codBseTurma: z.number() });

describe('the player’s first reads', () => {
  it('an early answer is read without asking again; a failed one is asked again, and its error reaches the screen', async () => {
    localStorage.setItem('access_token', 'token-a');
    const asked = serve({ [ME_PATH]: me }, { [activePathPath(3)]: 500 });
    askMeEarly('/plataforma');
    await vi.waitFor(() => expect(asked).toEqual([ME_PATH, activePathPath(3)]));
    await expect(readEarlyOr(ME_PATH, Me)).resolves.toEqual(me);
    expect(asked).toEqual([ME_PATH, activePathPath(3)]);
    await expect(readEarlyOr(activePathPath(3), z.unknown())).rejects.toBeInstanceOf(ApiError);
    expect(asked).toEqual([ME_PATH, activePathPath(3), activePathPath(3)]);
  });
});
