import { describe, expect, it } from 'vitest';
import type { ChatMessageDto, ChatRoomDto } from '@portal/shared/chat';
import { roomsRead, roomsWithMessage } from './roomList';

const room = (id: number, name: string, last: string | null, unread = 0): ChatRoomDto => ({
  codChtSala: id,
  nomSala: name,
  tipo: 'turma',
  ultimaMensagem: last && `texto ${id}`,
  datUltimaMensagem: last,
  naoLidas: unread,
});
const message = (room: number, proprio: boolean, at = '2026-03-02T12:00:00.000Z'): ChatMessageDto => ({
  codChtMensagem: 99,
  codChtSala: room,
  txtMensagem: 'Boa tarde 🙂',
  codUsuarioCriacao: 7,
  nomUsuario: 'Paulo Professor',
  cstLogin: 'AUCE-0003',
  datCriacao: at,
  proprio,
});

const rooms = [
  room(1, '6º Ano A', '2026-03-02T10:00:00.000Z', 2),
  room(2, '6º Ano B', '2026-03-01T10:00:00.000Z'),
  room(3, 'Equipe', null),
];

describe('the room list, live', () => {
  it('counts another’s message in a room that is not open, shows it last and puts the room first', () => {
    const next = roomsWithMessage(rooms, message(2, false), 1);
    expect(next.map((r) => r.codChtSala)).toEqual([2, 1, 3]);
    expect(next[0]).toMatchObject({ naoLidas: 1, ultimaMensagem: 'Boa tarde 🙂', datUltimaMensagem: '2026-03-02T12:00:00.000Z' });
  });

  it('counts neither the open room’s messages nor the user’s own', () => {
    expect(roomsWithMessage(rooms, message(1, false), 1).find((r) => r.codChtSala === 1)?.naoLidas).toBe(2);
    expect(roomsWithMessage(rooms, message(2, true), null).find((r) => r.codChtSala === 2)?.naoLidas).toBe(0);
  });

  it('keeps the last message when an older one arrives late', () => {
    const late = roomsWithMessage(rooms, message(1, false, '2026-03-02T09:00:00.000Z'), null).find((r) => r.codChtSala === 1);
    expect(late).toMatchObject({ naoLidas: 3, ultimaMensagem: 'texto 1' });
  });

  it('sets an opened room to nothing unread', () => {
    expect(roomsRead(rooms, 1).find((r) => r.codChtSala === 1)?.naoLidas).toBe(0);
  });
});
