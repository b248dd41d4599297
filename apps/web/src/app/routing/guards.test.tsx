import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import i18n from '../../i18n';
import { mockApi, renderWithProviders } from '../../test/render';
import { meusDados } from '../../test/fixtures';
import { RequireAuth, RequireCapability } from './guards';
import { PublicOnly } from './PublicOnly';

function renderGuarded(route: string) {
  return renderWithProviders(
    <Routes>
      <Route element={<PublicOnly />}>
        <Route path="/login" element={<p>tela de login</p>} />
      </Route>
      <Route element={<RequireAuth />}>
        <Route path="/home" element={<p>tela inicial</p>} />
        <Route element={<RequireCapability capability="nav:escolas" />}>
          <Route path="/escola/listar" element={<p>escolas</p>} />
        </Route>
      </Route>
    </Routes>,
    { route },
  );
}

describe('route guard', () => {
  it('sends a signed-out user to /login', async () => {
    mockApi({});
    renderGuarded('/home');
    expect(await screen.findByText('tela de login')).toBeInTheDocument();
  });

  it('sends a signed-in user from /login to /home', async () => {
    localStorage.setItem('access_token', 'tok');
    mockApi({ 'GET /api/bse_usuario/getMeusDados/x': () => ({ body: meusDados() }) });
    renderGuarded('/login');
    expect(await screen.findByText('tela inicial')).toBeInTheDocument();
  });

  it('sends a profile without the capability to /home and says why', async () => {
    localStorage.setItem('access_token', 'tok');
    mockApi({ 'GET /api/bse_usuario/getMeusDados/x': () => ({ body: meusDados({ codBsePerfil: 5 }) }) });
    renderGuarded('/escola/listar');
    expect(await screen.findByText('tela inicial')).toBeInTheDocument();
    expect(screen.queryByText('escolas')).not.toBeInTheDocument();
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Acesso não permitido');
    expect(notice).toHaveTextContent('Seu perfil não tem acesso a essa página. Você voltou para o início.');
  });

  it('says it in the language of the person', async () => {
    await i18n.changeLanguage('es');
    try {
      localStorage.setItem('access_token', 'tok');
      mockApi({ 'GET /api/bse_usuario/getMeusDados/x': () => ({ body: meusDados({ codBsePerfil: 6 }) }) });
      renderGuarded('/escola/listar');
      expect(await screen.findByText('tela inicial')).toBeInTheDocument();
      expect(await screen.findByRole('alert')).toHaveTextContent('Su perfil no tiene acceso a esa página. Volvió al inicio.');
    } finally {
      await i18n.changeLanguage('pt');
    }
  });

  it('lets Master open the schools page, with no notice', async () => {
    localStorage.setItem('access_token', 'tok');
    mockApi({ 'GET /api/bse_usuario/getMeusDados/x': () => ({ body: meusDados({ codBsePerfil: 1, nomPerfil: 'Master' }) }) });
    renderGuarded('/escola/listar');
    expect(await screen.findByText('escolas')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('ends the session when the token is refused (401)', async () => {
    localStorage.setItem('access_token', 'old');
    mockApi({
      'GET /api/bse_usuario/getMeusDados/x': () => ({
        status: 401,
        body: { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Sessão expirou.' },
      }),
    });
    renderGuarded('/home');
    expect(await screen.findByText('tela de login')).toBeInTheDocument();
    expect(localStorage.getItem('access_token')).toBeNull();
  });
});
