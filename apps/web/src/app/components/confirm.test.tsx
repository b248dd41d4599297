import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@mantine/core';
import { renderWithProviders } from '../../test/render';
import { confirmYesNo, type YesNoOptions } from './confirm';
import { showFormErrors } from './formErrorsNotice';

function Asker(options: YesNoOptions) {
  return <Button onClick={() => confirmYesNo(options)}>Perguntar</Button>;
}

async function ask(options: Omit<YesNoOptions, 'onConfirm' | 'onCancel'>) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<Asker {...options} onConfirm={onConfirm} onCancel={onCancel} />);
  await user.click(screen.getByRole('button', { name: 'Perguntar' }));
  const dialog = await screen.findByRole('dialog', { name: options.question });
  return { user, dialog, onConfirm, onCancel };
}

describe('confirmYesNo', () => {
  it('asks a destructive question with the focus on Não and a named close button; Não cancels', async () => {
    const { user, dialog, onConfirm, onCancel } = await ask({
      question: 'Deseja deletar essa trilha?',
      detail: 'Ciências',
      danger: true,
    });
    expect(dialog).toHaveTextContent('Ciências');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Não' })).toHaveFocus());
    // Shown once the dialog's opening transition has run.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Fechar' })).toBeVisible());
    await user.click(screen.getByRole('button', { name: 'Não' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('puts the focus on Sim when nothing is destroyed; Sim confirms once and does not cancel', async () => {
    const { user, onConfirm, onCancel } = await ask({ question: 'Deseja realmente criar esta turma?' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sim' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('treats Escape and the close button as Não', async () => {
    const { user, onConfirm, onCancel } = await ask({ question: 'Deseja deletar essa aula?', danger: true });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onCancel).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Perguntar' }));
    await screen.findByRole('dialog', { name: 'Deseja deletar essa aula?' });
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('takes a form’s "Existem erros de preenchimento." away as it asks: never over the question', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Asker question="Você deseja enviar?" onConfirm={vi.fn()} />);
    showFormErrors('Existem erros de preenchimento.');
    expect(await screen.findByText('Existem erros de preenchimento.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Perguntar' }));
    expect(await screen.findByRole('dialog', { name: 'Você deseja enviar?' })).toBeInTheDocument();
    // Gone at once (its exit transition aside), not after the five seconds a notice lasts.
    await waitFor(() => expect(screen.queryByText('Existem erros de preenchimento.')).not.toBeInTheDocument(), { timeout: 1500 });
  });
});
