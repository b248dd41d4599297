import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { mockApi, renderWithProviders } from '../../../test/render';
import { meusDados } from '../../../test/fixtures';
import { SairPage } from './SairPage';

const user = meusDados();

function signedIn() {
  localStorage.setItem('access_token', 'token');
  mockApi({ 'GET /api/bse_usuario/getMeusDados/x': () => ({ body: user }) });
}

describe('Sair', () => {
  it('says how many things done offline wait on this device to be sent, counting only this person’s', async () => {
    signedIn();
    const id = user.codBseUsuario;
    localStorage.setItem(`player-outbox:${id}`, JSON.stringify([{ kind: 'progress' }, { kind: 'evaluation' }]));
    localStorage.setItem(`attendance-outbox:${id}`, JSON.stringify([{ day: '2026-11-28' }]));
    localStorage.setItem(`player-outbox:${id + 1}`, JSON.stringify([{ kind: 'progress' }]));
    try {
      renderWithProviders(<SairPage />, { route: '/sair' });
      expect(await screen.findByRole('status')).toHaveTextContent(
        '3 registros feitos sem internet ainda não foram enviados. Eles ficam guardados neste aparelho e serão enviados quando você entrar de novo com internet.',
      );
    } finally {
      localStorage.clear();
    }
  });

  it('says nothing more when nothing waits', async () => {
    signedIn();
    try {
      renderWithProviders(<SairPage />, { route: '/sair' });
      expect(await screen.findByRole('heading', { name: 'Deseja realmente sair?' })).toBeInTheDocument();
      expect(screen.queryByRole('status')).toBeNull();
    } finally {
      localStorage.clear();
    }
  });
});
