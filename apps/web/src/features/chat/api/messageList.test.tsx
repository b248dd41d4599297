import { describe, expect, it } from 'vitest';
import { CHAT_PAGE_SIZE, type ChatMessageDto } from '@portal/shared/chat';
import { oldestId, withMessage, withNewest, withOlder, withoutMessage } from './messageList';

const message = (id: number, text = `m${id}`): ChatMessageDto => ({
  codChtMensagem: id,
  codChtSala: 1,
  txtMensagem: text,
  codUsuarioCriacao: 7,
  nomUsuario: 'Paulo Professor',
  cstLogin: 'AUCE-0003',
  datCriacao: '2026-03-02T12:00:00.000Z',
  proprio: false,
});
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => message(from + i));
const ids = (list: { messages: ChatMessageDto[] }) => list.messages.map((m) => m.codChtMensagem);

describe('the loaded messages of a room', () => {
  it('start from the newest page; a full page means older ones remain', () => {
    expect(withNewest(undefined, range(1, 5))).toEqual({ messages: range(1, 5), hasOlder: false });
    expect(withNewest(undefined, range(1, CHAT_PAGE_SIZE)).hasOlder).toBe(true);
  });

  it('put an older page above, once, and stop when a page is short', () => {
    const newest = withNewest(undefined, range(31, 60));
    const older = withOlder(newest, range(1, 30));
    expect(ids(older)).toEqual(range(1, 60).map((m) => m.codChtMensagem));
    expect(older.hasOlder).toBe(true);
    // The same page again (two scroll events) adds nothing; a short page ends the history.
    expect(ids(withOlder(older, range(1, 30)))).toHaveLength(60);
    expect(withOlder(older, []).hasOlder).toBe(false);
    expect(oldestId(older)).toBe(1);
  });

  it('take a live message once, however often it arrives (the ack and the broadcast)', () => {
    const list = withNewest(undefined, range(1, 3));
    const sent = message(4, 'Oi 🙂');
    const twice = withMessage(withMessage(list, sent), { ...sent, proprio: true });
    expect(ids(twice)).toEqual([1, 2, 3, 4]);
    expect(twice.messages.at(-1)?.proprio).toBe(true);
    // A message that overtook another is put in its place.
    expect(ids(withMessage(withNewest(undefined, [message(1), message(3)]), message(2)))).toEqual([1, 2, 3]);
  });

  it('let a deleted message go', () => {
    expect(ids(withoutMessage(withNewest(undefined, range(1, 3)), 2))).toEqual([1, 3]);
  });

  it('keep the older messages loaded and the live ones newer than a newest page asked again', () => {
    const loaded = withMessage(withOlder(withNewest(undefined, range(31, 60)), range(1, 30)), message(62));
    // Message 45 was deleted while the socket was away; 61 came meanwhile.
    const again = withNewest(loaded, [...range(32, 44), ...range(46, 61)]);
    expect(ids(again)).toEqual([...range(1, 44), ...range(46, 62)].map((m) => m.codChtMensagem));
    expect(again.hasOlder).toBe(true);
    expect(withNewest(loaded, [])).toEqual({ messages: [], hasOlder: false });
  });
});
