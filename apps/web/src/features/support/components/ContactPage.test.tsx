import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { meusDados } from '../../../test/fixtures';
import { mockApi, renderWithProviders } from '../../../test/render';
import { ContactPage } from './ContactPage';

const FORM_ERRORS = 'Existem erros de preenchimento.';

/**
 * Gone at once (its exit transition aside): well before the five seconds after which any notice closes by
 * itself, which is how the stale one used to go, if the user waited for it.
 */
const gone = () => waitFor(() => expect(screen.queryByText(FORM_ERRORS)).not.toBeInTheDocument(), { timeout: 1500 });

function renderContact() {
  localStorage.setItem('access_token', 'tok');
  mockApi({
    'GET /api/bse_usuario/getMeusDados/x': () => ({ body: meusDados() }),
    'GET /api/informacao': () => ({
      body: [
        { codInformacao: 1, nomInformacao: 'Ajuda' },
        { codInformacao: 6, nomInformacao: 'Problema técnico' },
      ],
    }),
  });
  renderWithProviders(<ContactPage />, { route: '/faleConosco' });
}

/** Sends the empty form: the notice and the fields' messages. */
async function sendWithErrors(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Enviar' }));
  expect(await screen.findByText(FORM_ERRORS)).toBeInTheDocument();
  expect(screen.getByText('Preencha o campo email.')).toBeInTheDocument();
}

/** Types into a field at once (pasted): the notice's own five seconds must not be what hides it. */
async function fill(user: ReturnType<typeof userEvent.setup>, name: RegExp, text: string) {
  const field = screen.getByRole('textbox', { name });
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

/** Fixes every field but the description, then the description. */
async function fillTheRest(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, /Nome/, 'Paulo Professor');
  await fill(user, /Email/, 'paulo@escola.com.br');
  await user.selectOptions(await screen.findByRole('combobox', { name: /Assunto/ }), 'Ajuda');
  // One field still wrong: the notice stays.
  expect(screen.getByText(FORM_ERRORS)).toBeInTheDocument();
  await fill(user, /Descrição/, 'Não consigo abrir a trilha.');
}

describe('/faleConosco: the form-errors notice', () => {
  it('goes away once the fields are valid again, before anything is sent', async () => {
    const user = userEvent.setup();
    renderContact();
    await sendWithErrors(user);
    await fillTheRest(user);
    await gone();
    expect(screen.queryByText('Preencha o campo email.')).not.toBeInTheDocument();
  });

  it('never stays over the "Você deseja enviar?" confirmation', async () => {
    const user = userEvent.setup();
    renderContact();
    await sendWithErrors(user);
    await fillTheRest(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('dialog', { name: 'Você deseja enviar?' })).toBeInTheDocument();
    await gone();
  });

  it('comes back, once, when the form is sent again with an error left', async () => {
    const user = userEvent.setup();
    renderContact();
    await sendWithErrors(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    // Shown again from the start, never stacked.
    await waitFor(() => expect(screen.getAllByText(FORM_ERRORS)).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
