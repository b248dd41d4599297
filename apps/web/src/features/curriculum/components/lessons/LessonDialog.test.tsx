import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders } from '../../../../test/render';
import { LessonDialog } from './LessonDialog';

function renderDialog(brand: 'padrao' | 'hora-saber') {
  const calls = mockApi({
    'GET /api/config': () => ({ body: { brand, product: 'Portal Escolar' } }),
    'GET /api/trl_materia': () => ({ body: [{ codTrlMateria: 1, nomMateria: 'Ciências' }] }),
  });
  renderWithProviders(<LessonDialog chapterId={3} lesson={null} onClose={() => undefined} />);
  return calls;
}

describe('LessonDialog', () => {
  it('asks for the title with the shared message and sends nothing', async () => {
    const calls = renderDialog('padrao');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Campo título obrigatório.')).toBeInTheDocument();
    expect(calls.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('has no Matéria select in the default brand', async () => {
    renderDialog('padrao');
    expect(await screen.findByRole('dialog', { name: 'Nova Aula' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Matéria')).not.toBeInTheDocument();
  });

  it('shows the Matéria select when BRAND=hora-saber', async () => {
    renderDialog('hora-saber');
    expect(await screen.findByRole('combobox', { name: 'Matéria' })).toBeInTheDocument();
  });
});
