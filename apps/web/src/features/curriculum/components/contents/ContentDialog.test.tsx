import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LessonDto } from '@portal/shared/curriculum';
import { mockApi, renderWithProviders } from '../../../../test/render';
import { ContentDialog } from './ContentDialog';

const lesson: LessonDto = {
  codTrlAula: 9,
  codTrlCapitulo: 3,
  codTrlMateria: null,
  nomMateria: null,
  numSequencia: 1,
  dscTitulo: 'Plantas',
  dscDescricao: null,
  conteudos: [],
};

function renderNew() {
  mockApi({});
  renderWithProviders(<ContentDialog chapterId={3} target={{ lesson, content: null, mode: 'new' }} onClose={() => undefined} />);
  return screen.getByRole('dialog', { name: 'Novo Conteúdo' });
}

async function chooseOption(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  // jsdom runs no transitions: the list is open but still counted as hidden.
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

/** The lines of the validation list, once it shows. */
async function errorLines(dialog: HTMLElement): Promise<string[]> {
  const list = await within(dialog).findByTestId('validation-list');
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '')
    .sort();
}

describe('ContentDialog (new)', () => {
  it('lists the errors under a heading and hides Salvar for 2 s after a click', async () => {
    const dialog = renderNew();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByTestId('validation-list')).toHaveTextContent('Corrija os itens abaixo antes de salvar:');
    expect(await errorLines(dialog)).toEqual(['Selecione um tipo de conteúdo.']);
    expect(within(dialog).queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Salvar' })).toBeInTheDocument(), { timeout: 3000 });
  }, 10_000);

  it('starts over when the type changes and checks each type with the shared rules', async () => {
    const dialog = renderNew();
    const user = userEvent.setup();
    await chooseOption(user, 'Tipo de conteúdo', 'Texto');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await errorLines(dialog)).toEqual(['Informe um texto.']);
    // Typing a text clears the errors (§5 Text content).
    await user.type(within(dialog).getByRole('textbox', { name: 'Texto' }), 'Fotossíntese');
    expect(within(dialog).queryByTestId('validation-list')).not.toBeInTheDocument();

    await chooseOption(user, 'Tipo de conteúdo', 'Jogo');
    expect(within(dialog).queryByRole('textbox', { name: 'Texto' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Salvar' })).toBeInTheDocument(), { timeout: 3000 });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await errorLines(dialog)).toEqual(['Selecione um jogo.']);

    await chooseOption(user, 'Jogo', 'Forca');
    expect(within(dialog).queryByTestId('validation-list')).not.toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Salvar' })).toBeInTheDocument(), { timeout: 3000 });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await errorLines(dialog)).toEqual(['Favor informar uma pergunta maior.', 'Favor informar uma resposta.']);
  }, 20_000);

  it('asks for the name of each picture of a game, under the picture, saying what the game does with it', async () => {
    const dialog = renderNew();
    const user = userEvent.setup();
    await chooseOption(user, 'Tipo de conteúdo', 'Jogo');
    await chooseOption(user, 'Jogo', 'Labirinto');
    const names = within(dialog).getAllByRole('textbox', { name: /^Nome da figura/ });
    expect(names).toHaveLength(4);
    expect(names[0]).toHaveAccessibleName('Nome da figura (Imagem da dica 1)');
    expect(names[0]).toHaveAccessibleDescription(
      'Diga o que a figura mostra, por exemplo: o cachorro. O jogo usa esse nome para falar com o aluno.',
    );
    await user.type(names[0]!, 'o gato');
    expect(names[0]).toHaveValue('o gato');
  }, 20_000);
});
