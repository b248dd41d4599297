import { describe, expect, it, vi } from 'vitest';
import { activePathPath, askMeEarly, ME_PATH } from '../../../app/session/early';
import { serveJson as serve } from '../../../test/fetch';
import { readEarlyOr } from './play';

const me = { codBseUsuario: 7, codBseTurma: 3 };

describe('the player’s first reads', () => {
  it('the screen reads an early answer without asking; a failed one it asks again, so its error reaches the screen', async () => {
    localStorage.setItem('access_token', 'token-a');
    const asked = serve({ [ME_PATH]: me }, { [activePathPath(3)]: 500 });
    askMeEarly('/plataforma');
    await vi.waitFor(() => expect(asked).toEqual([ME_PATH, activePathPath(3)]));
    const ask = vi.fn(() => Promise.resolve('asked again'));
    await expect(readEarlyOr(ME_PATH, (answer) => answer, ask)).resolves.toEqual(me);
    expect(ask).not.toHaveBeenCalled();
    await expect(readEarlyOr(activePathPath(3), (answer) => answer, ask)).resolves.toBe('asked again');
    expect(ask).toHaveBeenCalledTimes(1);
  });
});
