import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { mockApi, renderWithProviders } from '../../../test/render';
import { meusDados } from '../../../test/fixtures';
import { LoginForm } from './LoginForm';

function renderLogin() {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginForm />} />
      <Route path="/home" element={<p>página inicial</p>} />
    </Routes>,
    { route: '/login' },
  );
}

describe('LoginForm', () => {
  it('shows the field messages of the shared LoginBody schema', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('O campo código de usuário é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('A senha é obrigatória')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Senha/), 'abc');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('A senha deve ter no mínimo 5 caracteres')).toBeInTheDocument();
  });

  it('upper-cases and masks the user code as XXXX-XXXX', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderLogin();
    const code = screen.getByLabelText(/Código de usuário/);
    await user.type(code, 'auce0003x');
    expect(code).toHaveValue('AUCE-0003');
  });

  it.each([
    [401, 'INVALID_CREDENTIALS', 'Usuário ou senha inválidos'],
    [400, 'NO_PORTAL_ACCESS', 'Usuário sem permissão no portal web.'],
    [410, 'USER_DISABLED', 'Usuário desativado.'],
    [429, 'TOO_MANY_ATTEMPTS', 'Muitas tentativas. Tente novamente em alguns minutos.'],
  ])('shows the server answer %i %s', async (status, code, message) => {
    mockApi({ 'POST /api/auth/login': () => ({ status, body: { statusCode: status, code, message } }) });
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText(/Código de usuário/), 'AUCE0003');
    await user.type(screen.getByLabelText(/Senha/), 'Prof@2026');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('keeps the token and class, posts the access log and goes to /home', async () => {
    const user0 = meusDados();
    const api = mockApi({
      'POST /api/auth/login': () => ({ status: 202, body: { access_token: 'tok', user: user0, httpStatus: 202 } }),
      'POST /api/bse_acesso': () => ({ body: { ok: true } }),
    });
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText(/Código de usuário/), 'auce0003');
    await user.type(screen.getByLabelText(/Senha/), 'Prof@2026');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('página inicial')).toBeInTheDocument();
    expect(localStorage.getItem('access_token')).toBe('tok');
    expect(localStorage.getItem('nomTurma')).toBe('6º Ano A');
    const login = api.mock.calls.find(([url]) => url === '/api/auth/login');
    expect(JSON.parse(login?.[1]?.body as string)).toEqual({ username: 'AUCE-0003', password: 'Prof@2026' });
    await waitFor(() => expect(api.mock.calls.some(([url]) => url === '/api/bse_acesso')).toBe(true));
  });
});
