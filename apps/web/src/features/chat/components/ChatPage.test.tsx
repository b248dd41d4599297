import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatMessageDto, ChatRoomDto } from '@portal/shared/chat';
import { meusDados } from '../../../test/fixtures';
import { mockApi, renderWithProviders } from '../../../test/render';
import { ChatPage } from './ChatPage';

/** A socket.io client that connects nowhere: the test plays the server's events. */
const socket = vi.hoisted(() => {
  const listeners = new Map<string, (payload: unknown) => void>();
  const fake = {
    connected: true,
    active: true,
    on: (event: string, listener: (payload: unknown) => void) => {
      listeners.set(event, listener);
      return fake;
    },
    emit: () => fake,
    disconnect: () => fake,
    serverSays: (event: string, payload?: unknown) => listeners.get(event)?.(payload),
  };
  return fake;
});
vi.mock('socket.io-client', () => ({ io: () => socket }));

const ROOM: ChatRoomDto = {
  codChtSala: 4,
  nomSala: '6º Ano A',
  tipo: 'turma',
  ultimaMensagem: null,
  datUltimaMensagem: null,
  naoLidas: 0,
};
const hello: ChatMessageDto = {
  codChtMensagem: 30,
  codChtSala: 4,
  txtMensagem: 'Bom dia 🙂',
  codUsuarioCriacao: 11,
  nomUsuario: 'Alice Aluna',
  cstLogin: 'AUCE-0004',
  datCriacao: '2026-03-02T12:00:00.000Z',
  proprio: false,
};

function renderChat(rooms: ChatRoomDto[]) {
  localStorage.setItem('access_token', 'tok');
  const api = mockApi({
    'GET /api/bse_usuario/getMeusDados/x': () => ({ body: meusDados() }),
    'GET /api/cht_usuario_sala/listarSalas/x': () => ({ body: rooms }),
    'GET /api/cht_usuario_sala/listarUsuariosSala/x?codChtSala=4': () => ({
      body: [{ codBseUsuario: 11, nomUsuario: 'Alice Aluna', cstLogin: 'AUCE-0004', codBsePerfil: 6, online: false }],
    }),
    'GET /api/cht_mensagem/listarMinhasMensagens/x?codChtSala=4': () => ({ body: [hello] }),
  });
  renderWithProviders(<ChatPage />, { route: '/chat/listar' });
  return api;
}

describe('the chat screen', () => {
  it('says so when the user belongs to no room', async () => {
    renderChat([]);
    expect(await screen.findByText('Nenhuma sala de chat')).toBeInTheDocument();
  });

  it('counts a live message of a room that is not open, and reads it when the room opens', async () => {
    renderChat([ROOM]);
    const room = await screen.findByRole('button', { name: '6º Ano A, nenhuma mensagem não lida' });
    act(() => {
      socket.serverSays('connect');
      socket.serverSays('getUsersInChat', { usuarios: [11] });
      socket.serverSays('chatToClient', hello);
    });
    expect(room).toHaveAccessibleName('6º Ano A, 1 mensagem não lida');
    expect(room).toHaveAccessibleDescription('Bom dia 🙂');

    await userEvent.click(room);
    const log = await screen.findByRole('log', { name: 'Mensagens de 6º Ano A' });
    expect(within(log).getByText('Bem vindo ao chat!')).toBeInTheDocument();
    expect(within(log).getByText('Bom dia 🙂')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '6º Ano A' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Voltar às salas' }));
    expect(await screen.findByRole('button', { name: '6º Ano A, nenhuma mensagem não lida' })).toHaveFocus();
  });

  it('asks for the rooms again when a new presence list says they changed', async () => {
    const api = renderChat([ROOM]);
    await screen.findByRole('button', { name: '6º Ano A, nenhuma mensagem não lida' });
    const roomCalls = () => api.mock.calls.filter(([url]) => url === '/api/cht_usuario_sala/listarSalas/x').length;
    const before = roomCalls();
    act(() => {
      socket.serverSays('connect');
      socket.serverSays('getUsersInChat', { usuarios: [11] });
    });
    expect(roomCalls()).toBe(before);
    act(() => socket.serverSays('getUsersInChat', { usuarios: [11, 12] }));
    await waitFor(() => expect(roomCalls()).toBe(before + 1));
  });
});
