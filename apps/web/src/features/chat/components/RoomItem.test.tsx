import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatRoomDto } from '@portal/shared/chat';
import { renderWithProviders } from '../../../test/render';
import { RoomItem } from './RoomItem';

const room = (over: Partial<ChatRoomDto> = {}): ChatRoomDto => ({
  codChtSala: 4,
  nomSala: '6º Ano A',
  tipo: 'turma',
  ultimaMensagem: 'Amanhã tem prova de matemática',
  datUltimaMensagem: '2026-03-02T12:00:00.000Z',
  naoLidas: 3,
  ...over,
});

describe('a room of the chat list', () => {
  it('is a button named by the room and its unread count, described by the preview of its last message', async () => {
    const onOpen = vi.fn();
    renderWithProviders(<RoomItem room={room()} selected={false} onOpen={onOpen} />);
    const button = screen.getByRole('button', { name: '6º Ano A, 3 mensagens não lidas' });
    expect(button).toHaveAccessibleDescription('Amanhã tem pr...');
    expect(screen.getByText('3')).toBeInTheDocument();
    await userEvent.click(button);
    expect(onOpen).toHaveBeenCalledWith(4);
  });

  it('shows no badge when everything is read, and a short message whole', () => {
    renderWithProviders(<RoomItem room={room({ naoLidas: 0, ultimaMensagem: 'Oi turma 🙂' })} selected onOpen={() => undefined} />);
    const button = screen.getByRole('button', { name: '6º Ano A, nenhuma mensagem não lida' });
    expect(button).toHaveAttribute('aria-current', 'true');
    expect(button).toHaveAccessibleDescription('Oi turma 🙂');
    expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument();
  });

  it('says so when the room has no message yet', () => {
    renderWithProviders(
      <RoomItem room={room({ naoLidas: 1, ultimaMensagem: null, datUltimaMensagem: null })} selected={false} onOpen={() => undefined} />,
    );
    expect(screen.getByRole('button', { name: '6º Ano A, 1 mensagem não lida' })).toHaveAccessibleDescription('Nenhuma mensagem ainda');
  });
});
