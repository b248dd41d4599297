import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatMessageDto } from '@portal/shared/chat';
import { renderWithProviders } from '../../../test/render';
import { MessageBubble } from './MessageBubble';
import { clockTime } from './when';

const AT = '2026-03-02T12:34:00.000Z';
const message = (proprio: boolean): ChatMessageDto => ({
  codChtMensagem: 12,
  codChtSala: 4,
  txtMensagem: 'Bom dia 🙂',
  codUsuarioCriacao: 7,
  nomUsuario: 'Paulo Professor',
  cstLogin: 'AUCE-0003',
  datCriacao: AT,
  proprio,
});

function renderBubble(proprio: boolean, onDelete = vi.fn()) {
  renderWithProviders(
    <ul>
      <MessageBubble message={message(proprio)} onDelete={onDelete} />
    </ul>,
  );
  return screen.getByRole('listitem');
}

describe('a chat message', () => {
  it('received: on the left with its author’s name and HH:mm time, and no delete button', () => {
    const item = renderBubble(false);
    expect(item).not.toHaveAttribute('data-own');
    expect(within(item).getByText('Paulo Professor')).toBeInTheDocument();
    expect(within(item).getByText(clockTime(AT))).toHaveAttribute('datetime', AT);
    expect(clockTime(AT)).toMatch(/^\d\d:\d\d$/);
    expect(within(item).getByText('Bom dia 🙂')).toBeInTheDocument();
    expect(within(item).queryByRole('button')).not.toBeInTheDocument();
  });

  it('own: on the right, said to be the user’s, with the delete button', async () => {
    const onDelete = vi.fn();
    const item = renderBubble(true, onDelete);
    expect(item).toHaveAttribute('data-own');
    expect(within(item).queryByText('Paulo Professor')).not.toBeInTheDocument();
    expect(item).toHaveTextContent(/^Você:Bom dia 🙂/);
    await userEvent.click(within(item).getByRole('button', { name: 'Deletar mensagem' }));
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ codChtMensagem: 12 }));
  });
});
