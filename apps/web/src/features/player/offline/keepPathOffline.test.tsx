import { describe, expect, it } from 'vitest';
import type { PlayPathDto } from '@portal/shared/player';
import { picturesOf } from './keepPathOffline';

describe('the pictures kept with a path for offline use', () => {
  it("are every /uploads/ address in the path's items, once each, and nothing else", () => {
    const path = {
      codTrlLivro: 1,
      nomLivro: 'Ciências',
      capitulos: [
        {
          aulas: [
            {
              conteudos: [
                { dscImagem: '/uploads/sol.png', dscTitulo: 'O Sol' },
                { falas: [{ imgPersonagem: '/uploads/professora.png' }, { imgPersonagem: '/uploads/professora.png' }] },
                {
                  jogo: { cartas: [{ imagem: '/uploads/cartas/lua.png', nome: 'a Lua' }] },
                  video: 'https://www.youtube-nocookie.com/embed/x',
                },
              ],
            },
          ],
        },
      ],
    } as unknown as PlayPathDto;
    expect(picturesOf(path).sort()).toEqual(['/uploads/cartas/lua.png', '/uploads/professora.png', '/uploads/sol.png']);
  });
});
