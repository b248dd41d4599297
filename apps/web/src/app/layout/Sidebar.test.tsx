import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { sidebarFor } from '@portal/shared/permissions';
import { PROFILE_CODES } from '@portal/shared/common/profiles';
import { mockApi, renderWithProviders } from '../../test/render';
import i18n from '../../i18n';
import { Sidebar } from './Sidebar';

function renderSidebar(profile: number) {
  return renderWithProviders(
    <nav aria-label="Menu principal">
      <Sidebar profile={profile} />
    </nav>,
    { route: '/home' },
  );
}

describe('Sidebar', () => {
  it.each(PROFILE_CODES)('renders exactly sidebarFor(%i), in order, as links', (profile) => {
    mockApi({ 'GET /api/config': () => ({ body: { brand: 'padrao', product: 'Portal Escolar' } }) });
    renderSidebar(profile);
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    const links = within(nav).getAllByRole('link');
    const expected = sidebarFor(profile);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(expected.map((entry) => entry.path));
    expect(links.map((link) => link.textContent)).toEqual(expected.map((entry) => i18n.t(entry.labelKey)));
  });

  it('labels the Professor sidebar as the documents do', () => {
    mockApi({ 'GET /api/config': () => ({ body: { brand: 'padrao', product: 'Portal Escolar' } }) });
    renderSidebar(5);
    const names = within(screen.getByRole('navigation'))
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual([
      'Aprendizado',
      'Turmas',
      'Calendário',
      'Chat',
      'Fórum',
      'Aulas',
      'Trilha',
      'Avaliações',
      'Configurações',
      'Fale conosco',
      'Sair',
    ]);
  });

  it("calls activities 'Simulados' under the hora-saber brand", async () => {
    mockApi({ 'GET /api/config': () => ({ body: { brand: 'hora-saber', product: 'Portal Escolar' } }) });
    renderSidebar(6);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Simulados' })).toHaveAttribute('href', '/atividade/visualizarQuestoes'));
    expect(screen.queryByRole('link', { name: 'Avaliações' })).not.toBeInTheDocument();
  });

  it("calls activities 'Simulados' from the first render when the server wrote the hora-saber brand into the page", () => {
    // The config's answer fails: what names the area is the page's brand alone, and from the first render on.
    mockApi({ 'GET /api/config': () => ({ status: 503, body: {} }) });
    document.documentElement.dataset.brand = 'hora-saber';
    try {
      renderSidebar(6);
      expect(screen.getByRole('link', { name: 'Simulados' })).toHaveAttribute('href', '/atividade/visualizarQuestoes');
      expect(screen.queryByRole('link', { name: 'Avaliações' })).not.toBeInTheDocument();
    } finally {
      delete document.documentElement.dataset.brand;
    }
  });
});
