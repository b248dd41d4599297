import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { meusDados } from '../../../../test/fixtures';
import { mockApi, renderWithProviders } from '../../../../test/render';
import { useMe } from '../../../../app/session/me';
import { ClassFormPage } from './ClassFormPage';

/** As in the app, where the signed-in user is known (kept from the sign-in) before a screen opens. */
function SignedInForm() {
  return useMe().data ? <ClassFormPage /> : null;
}

const FORM_ERRORS = 'Existem erros de preenchimento.';

/** Gone at once (its exit transition aside), well before the five seconds after which any notice closes by itself. */
const gone = () => waitFor(() => expect(screen.queryByText(FORM_ERRORS)).not.toBeInTheDocument(), { timeout: 1500 });

describe('/turma/novo: the form-errors notice', () => {
  it('goes once the name is valid again, and is not over "Deseja realmente criar esta turma?"', async () => {
    localStorage.setItem('access_token', 'tok');
    // A Coordenador: the unit is fixed, the name is the one field.
    mockApi({
      'GET /api/bse_usuario/getMeusDados/x': () => ({
        body: meusDados({ codBsePerfil: 4, nomPerfil: 'Coordenador', turmas: [], codBseTurma: null, nomTurma: null }),
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<SignedInForm />, { route: '/turma/novo' });
    const name = await screen.findByRole('textbox', { name: /Nome Turma/ });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Unidade/ })).toHaveValue('Unidade Centro'));
    await user.type(name, '6');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(FORM_ERRORS)).toBeInTheDocument();

    await user.click(name);
    await user.paste('º Ano C');
    await gone();

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('dialog', { name: 'Deseja realmente criar esta turma?' })).toBeInTheDocument();
    expect(screen.queryByText(FORM_ERRORS)).not.toBeInTheDocument();
  });
});
