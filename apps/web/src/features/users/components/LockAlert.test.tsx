import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserDto } from '@portal/shared/users';
import { mockApi, renderWithProviders } from '../../../test/render';
import { LockAlert } from './LockAlert';

const student = { codBseUsuario: 20, nomUsuario: 'Alice Aluna', cstLogin: 'AUCE-0004' } as UserDto;

describe('LockAlert on the user form', () => {
  it('shows Bloqueado and unlocks after a confirmation', async () => {
    let locked = true;
    const api = mockApi({
      'GET /api/bse_usuario/20/bloqueio': () => ({ body: { bloqueado: locked } }),
      'POST /api/bse_usuario/20/desbloquear': () => {
        locked = false;
        return { body: { ok: true } };
      },
    });
    renderWithProviders(<LockAlert user={student} />);
    expect(await screen.findByText('Bloqueado')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Desbloquear' }));
    expect(await screen.findByText('Deseja desbloquear o usuário Alice Aluna?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Usuário desbloqueado.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Bloqueado')).not.toBeInTheDocument());
    expect(api).toHaveBeenCalledWith('/api/bse_usuario/20/desbloquear', expect.objectContaining({ method: 'POST' }));
  });

  it('shows nothing for a user who is not locked', async () => {
    const api = mockApi({ 'GET /api/bse_usuario/20/bloqueio': () => ({ body: { bloqueado: false } }) });
    renderWithProviders(<LockAlert user={student} />);
    await waitFor(() => expect(api).toHaveBeenCalledWith('/api/bse_usuario/20/bloqueio', expect.anything()));
    expect(screen.queryByText('Bloqueado')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Desbloquear' })).not.toBeInTheDocument();
  });
});
