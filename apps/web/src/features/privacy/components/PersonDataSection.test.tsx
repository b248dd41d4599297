import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataRequestDto } from '@portal/shared/privacy';
import { mockApi, renderWithProviders } from '../../../test/render';
import { PersonDataSection } from './PersonDataSection';

function serve(initial: DataRequestDto[]) {
  let requests = initial;
  const api = mockApi({
    'GET /api/bse_usuario/20/dados/pedidos': () => ({ body: requests }),
    'DELETE /api/bse_usuario/20/dados': () => {
      requests = [{ indTipo: 'A', datPedido: '2026-12-06T15:00:00.000Z', nomSolicitante: 'Daniel Diretor' }, ...requests];
      return { body: { ok: true } };
    },
  });
  renderWithProviders(<PersonDataSection userId={20} name="Alice Aluna" login="AUCE-0004" />, { route: '/usuario/alterar/20' });
  return api;
}

afterEach(() => localStorage.clear());

describe("a person's data rights, for the staff", () => {
  it('lists the requests made, and erases only after a question that names the person and says what stays', async () => {
    const api = serve([{ indTipo: 'E', datPedido: '2026-12-01T13:30:00.000Z', nomSolicitante: 'Daniel Diretor' }]);
    const section = await screen.findByRole('region', { name: 'Dados pessoais (LGPD)' });
    expect(await within(section).findByText(/^Exportação em 01\/12\/2026.*, por Daniel Diretor$/)).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Exportar dados' })).toBeEnabled();

    await userEvent.click(within(section).getByRole('button', { name: 'Apagar dados' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apagar os dados de Alice Aluna?' });
    expect(dialog).toHaveTextContent('Ficam, sem o nome, as notas, a frequência e os números dos relatórios. Não é possível desfazer.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Não' }));
    expect(api.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await userEvent.click(within(section).getByRole('button', { name: 'Apagar dados' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Apagar os dados de Alice Aluna?' })).getByRole('button', { name: 'Sim' }),
    );
    await waitFor(() =>
      expect(api.mock.calls.some(([url, init]) => url === '/api/bse_usuario/20/dados' && init?.method === 'DELETE')).toBe(true),
    );
    expect(await screen.findByText('Os dados de Alice Aluna foram apagados.')).toBeInTheDocument();
  });
});
