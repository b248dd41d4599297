import type { ChatMessageDto } from '@portal/shared/chat';
import type { ChatToServerPayload } from '@portal/shared/chat/events';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestApp, buildTestApp, signInDemo } from '../../test/build-app';
import { type ChatClient, connectChat, listening } from '../../test/chat-client';
import { sendUserForm } from '../users/users.fixtures';
import { CHAT_FLOOD } from './chat.flood';

/** The chat's socket (§7 "Chat"): the handshake's token, rooms, live delivery, presence, flood and sessions ending. */

let t: TestApp;
let base: string;
let u: Record<
  'diretor' | 'prof' | 'aluno' | 'alunoHo' | 'profHo' | 'flooder' | 'leaver' | 'quitter' | 'mover' | 'mixed' | 'syncer' | 'reader',
  string
>;
const open: ChatClient[] = [];

const roomOf = async (name: string) =>
  (
    await t.rows<{ id: number }>(
      sql`select s.cod_cht_sala as id from cht_sala s join bse_turma c on c.cod_bse_turma = s.cod_bse_turma where c.nom_turma = ${name}`,
    )
  )[0]!.id;
const userId = async (login: string) =>
  (await t.rows<{ id: number }>(sql`select cod_bse_usuario as id from bse_usuario where cst_login = ${login}`))[0]!.id;

async function connect(token: string | undefined): Promise<ChatClient> {
  const client = await connectChat(base, token);
  open.push(client);
  return client;
}
const say = (client: ChatClient, payload: ChatToServerPayload) => client.socket.timeout(5_000).emitWithAck('chatToServer', payload);
const sync = (client: ChatClient, sala: number) => client.socket.timeout(5_000).emitWithAck('requestSyncMessages', { sala });
const post = (token: string, room: number, text: string) =>
  t.as(token, { method: 'POST', url: '/api/cht_mensagem', payload: { codChtSala: room, txtMensagem: text } });
const TOO_FAST = 'Você está enviando mensagens rápido demais. Aguarde alguns segundos.';

beforeAll(async () => {
  t = await buildTestApp();
  base = await listening(t.app);
  u = await signInDemo(t, {
    diretor: 'AUCE-0001',
    prof: 'AUCE-0003',
    aluno: 'AUCE-0004',
    alunoHo: 'HOSU-0003',
    profHo: 'HOSU-0002',
    flooder: 'AUCE-0006',
    leaver: 'AUCE-0007',
    quitter: 'AUCE-0008',
    mover: 'AUCE-0010',
    mixed: 'AUCE-0011',
    syncer: 'AUCE-0012',
    reader: 'AUCE-0013',
  });
});
// Each test starts with no socket of another test still connected (a user's stale socket would keep them
// "online", and their presence events would not come): closed, and gone from the server, after every test.
afterEach(async () => {
  for (const client of open.splice(0)) client.close();
  await vi.waitFor(() => expect(t.app.io.of('/').sockets.size).toBe(0), { timeout: 5_000 });
});
afterAll(async () => {
  await t.close();
});

describe('the chat socket', () => {
  it('refuses a handshake without a token, with a forged one or with one whose session ended', async () => {
    await expect(connect(undefined)).rejects.toMatchObject({ data: { statusCode: 401, message: 'Sessão expirou.' } });
    const [header, payload] = u.aluno.split('.');
    await expect(connect(`${header}.${payload}.assinaturaforjada`)).rejects.toMatchObject({ data: { statusCode: 401 } });
    const ended = await t.login('AUCE-0009', 'Aluno@2026');
    expect((await t.as(ended, { method: 'POST', url: '/api/auth/logout' })).statusCode).toBeLessThan(300);
    await expect(connect(ended)).rejects.toMatchObject({ data: { statusCode: 401 } });
  });

  it('delivers a message live to the room with the author from the session, and shows who is online', async () => {
    const room = await roomOf('6º Ano A');
    const prof = await connect(u.prof);
    const aluno = await connect(u.aluno);
    const alunoId = await userId('AUCE-0004');
    const profId = await userId('AUCE-0003');
    expect((await prof.next('userConnectedOnServer', (p) => p.codBseUsuario === alunoId)).codBseUsuario).toBe(alunoId);
    expect((await aluno.next('getUsersInChat')).usuarios).toEqual(expect.arrayContaining([profId, alunoId]));

    // The client's login, name and time are the documents' fields: the server ignores them.
    const ack = await say(prof, { sala: room, conteudo: 'Bom dia :)', login: 'AUCE-0001', nome: 'Daniel Diretor', horario: '00:00' });
    expect(ack).toMatchObject({ ok: true, data: { txtMensagem: 'Bom dia 🙂', nomUsuario: 'Paulo Professor', cstLogin: 'AUCE-0003' } });
    const id = ack.ok ? ack.data.codChtMensagem : 0;
    expect(await aluno.next('chatToClient', (m) => m.codChtMensagem === id)).toMatchObject({
      txtMensagem: 'Bom dia 🙂',
      codUsuarioCriacao: profId,
      proprio: false,
    });
    expect(await prof.next('chatToClient', (m) => m.codChtMensagem === id)).toMatchObject({ proprio: true });
    // Stored, and unread for the student until the room is synced.
    const unread = async () =>
      (await t.as(u.aluno, { method: 'GET', url: '/api/cht_usuario_sala/listarSalas/x' })).json<{ naoLidas: number }[]>()[0]!.naoLidas;
    expect(await unread()).toBeGreaterThan(0);
    const synced = await aluno.socket.timeout(5_000).emitWithAck('requestSyncMessages', { sala: room });
    expect(synced.ok && synced.data.at(-1)?.codChtMensagem).toBe(id);
    expect((await aluno.next('syncMessages', (s) => s.sala === room)).mensagens.at(-1)).toMatchObject({ txtMensagem: 'Bom dia 🙂' });
    expect(await unread()).toBe(0);

    // A message sent through the API reaches the sockets too; its deletion as well.
    const posted = await t.as(u.aluno, { method: 'POST', url: '/api/cht_mensagem', payload: { codChtSala: room, txtMensagem: 'Oi!' } });
    const postedId = posted.json<ChatMessageDto>().codChtMensagem;
    expect(await prof.next('chatToClient', (m) => m.codChtMensagem === postedId)).toMatchObject({ txtMensagem: 'Oi!', proprio: false });
    expect((await t.as(u.aluno, { method: 'DELETE', url: `/api/cht_mensagem/${postedId}` })).statusCode).toBe(200);
    expect(await prof.next('messageDeletedOnServer', (d) => d.codChtMensagem === postedId)).toEqual({
      sala: room,
      codChtMensagem: postedId,
    });

    aluno.socket.emit('disconnectFromServer');
    expect((await prof.next('userDisconnectedOnServer', (p) => p.codBseUsuario === alunoId)).codBseUsuario).toBe(alunoId);
  });

  it('keeps a student of 6º Ano A out of 7º Ano A: no posting, no reading, nothing delivered', async () => {
    const other = await roomOf('7º Ano A');
    const aluno = await connect(u.aluno);
    const alunoHo = await connect(u.alunoHo);
    const profHo = await connect(u.profHo);

    expect(await say(aluno, { sala: other, conteudo: 'Intruso' })).toMatchObject({ ok: false, error: { statusCode: 404 } });
    const refused = await aluno.socket.timeout(5_000).emitWithAck('requestSyncMessages', { sala: other });
    expect(refused).toMatchObject({ ok: false, error: { statusCode: 404 } });

    // A message of 6º Ano A, then one of 7º Ano A: the Horizonte student gets the second and never the first
    // (one socket receives in the order the server sent).
    const own = await say(aluno, { sala: await roomOf('6º Ano A'), conteudo: 'Só para o 6º Ano A' });
    expect(own.ok).toBe(true);
    const theirs = await say(profHo, { sala: other, conteudo: 'Bom dia, 7º Ano A' });
    const theirsId = theirs.ok ? theirs.data.codChtMensagem : 0;
    await alunoHo.next('chatToClient', (m) => m.codChtMensagem === theirsId);
    expect(alunoHo.all('chatToClient').map((m) => m.txtMensagem)).toEqual(['Bom dia, 7º Ano A']);
    expect(aluno.all('chatToClient').map((m) => m.txtMensagem)).not.toContain('Bom dia, 7º Ano A');
    expect(aluno.all('syncMessages')).toEqual([]);
  });

  it('answers a blank or too long message with its field message and throttles a flooding client', async () => {
    const room = await roomOf('6º Ano A');
    const flooder = await connect(u.flooder);
    for (const conteudo of ['   ', 'x'.repeat(251)]) {
      expect(await say(flooder, { sala: room, conteudo })).toMatchObject({
        ok: false,
        error: { statusCode: 400, fields: { conteudo: 'A mensagem não pode ficar em branco e pode ter no máximo 250 caracteres.' } },
      });
    }
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => say(flooder, { sala: room, conteudo: `Spam ${i}` })));
    // The two refused above counted too: 10 attempts in the window, the rest refused.
    expect(answers.filter((a) => a.ok)).toHaveLength(8);
    expect(answers.filter((a) => !a.ok)[0]).toMatchObject({
      ok: false,
      error: { statusCode: 429, message: 'Você está enviando mensagens rápido demais. Aguarde alguns segundos.' },
    });
    const stored = await t.rows<{ n: number }>(
      sql`select count(*)::int as n from cht_mensagem m join bse_usuario u on u.cod_bse_usuario = m.cod_usuario_criacao where u.cst_login = 'AUCE-0006'`,
    );
    expect(stored).toEqual([{ n: 8 }]);
  });

  it('counts a user’s messages by the REST route and by the socket against one budget', async () => {
    const room = await roomOf('6º Ano B');
    const { points } = CHAT_FLOOD.messages;
    const mixed = await connect(u.mixed);
    const bySocket = points - 4;
    for (let i = 0; i < bySocket; i++) expect((await say(mixed, { sala: room, conteudo: `Pelo socket ${i}` })).ok).toBe(true);
    // What is left of the window's budget goes to the REST route; the rest of the burst is refused there...
    const byRest = await Promise.all(Array.from({ length: 6 }, (_, i) => post(u.mixed, room, `Pela API ${i}`)));
    expect(byRest.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 201, 429, 429]);
    expect(byRest.find((r) => r.statusCode === 429)!.json()).toMatchObject({ statusCode: 429, message: TOO_FAST });
    // ...and on the socket, which answers as it always did.
    expect(await say(mixed, { sala: room, conteudo: 'De novo pelo socket' })).toMatchObject({
      ok: false,
      error: { statusCode: 429, code: 'TOO_MANY_ATTEMPTS', message: TOO_FAST },
    });
    const stored = await t.rows<{ n: number }>(
      sql`select count(*)::int as n from cht_mensagem m join bse_usuario u on u.cod_bse_usuario = m.cod_usuario_criacao where u.cst_login = 'AUCE-0011'`,
    );
    expect(stored).toEqual([{ n: points }]);
  });

  it('throttles a client that floods requestSyncMessages without holding back another member', async () => {
    const room = await roomOf('6º Ano B');
    const { points } = CHAT_FLOOD.syncs;
    const syncer = await connect(u.syncer);
    const reader = await connect(u.reader);
    const [flood, other] = await Promise.all([
      Promise.all(Array.from({ length: points * 3 }, () => sync(syncer, room))),
      sync(reader, room),
    ]);
    expect(flood.filter((a) => a.ok)).toHaveLength(points);
    expect(flood.filter((a) => !a.ok)).toHaveLength(points * 2);
    expect(flood.find((a) => !a.ok)).toMatchObject({
      ok: false,
      error: { statusCode: 429, code: 'TOO_MANY_ATTEMPTS', message: 'Você está atualizando o chat rápido demais. Aguarde um instante.' },
    });
    expect(other.ok).toBe(true);
    // Only the allowed syncs were answered with the room's messages (each before its acknowledgement).
    expect(syncer.all('syncMessages')).toHaveLength(points);
  });

  it('disconnects at once a user who is deactivated, and a session that signs out', async () => {
    const leaver = await connect(u.leaver);
    const other = await connect(u.aluno);
    const off = await t.as(u.diretor, {
      method: 'PUT',
      url: `/api/bse_usuario/ativo/${await userId('AUCE-0007')}`,
      payload: { indAtivo: 'N' },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await leaver.next('disconnect')).toBe('io server disconnect');

    const quitter = await connect(u.quitter);
    expect((await t.as(u.quitter, { method: 'POST', url: '/api/auth/logout' })).statusCode).toBeLessThan(300);
    expect(await quitter.next('disconnect')).toBe('io server disconnect');
    // Nobody else was touched.
    expect(other.socket.connected).toBe(true);
  });

  it('moves an open socket to the new class’s room when a student changes class, and out of the old one', async () => {
    const [roomA, roomB] = [await roomOf('6º Ano A'), await roomOf('6º Ano B')];
    const mover = await connect(u.mover);
    const prof = await connect(u.prof);
    const first = await mover.next('getUsersInChat');
    const changed = await sendUserForm(
      t,
      u.diretor,
      {
        cstLogin: 'AUCE-0010',
        nomUsuario: 'Felipe Costa',
        txtSenha: '',
        codBsePerfil: 6,
        codBseTurma: (await t.rows<{ id: number }>(sql`select cod_bse_turma as id from bse_turma where nom_turma = '6º Ano A'`))[0]!.id,
      },
      [],
      await userId('AUCE-0010'),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    // The class change reaches the open socket through the database's notice: the server sends the new presence list.
    await mover.next('getUsersInChat', (p) => p !== first);
    const sent = await say(prof, { sala: roomA, conteudo: 'Para o 6º Ano A' });
    const id = sent.ok ? sent.data.codChtMensagem : 0;
    expect(await mover.next('chatToClient', (m) => m.codChtMensagem === id)).toMatchObject({ txtMensagem: 'Para o 6º Ano A' });
    const old = await say(prof, { sala: roomB, conteudo: 'Só para o 6º Ano B' });
    const oldId = old.ok ? old.data.codChtMensagem : 0;
    await prof.next('chatToClient', (m) => m.codChtMensagem === oldId);
    const later = await say(prof, { sala: roomA, conteudo: 'Depois, para o 6º Ano A' });
    const laterId = later.ok ? later.data.codChtMensagem : 0;
    await mover.next('chatToClient', (m) => m.codChtMensagem === laterId);
    expect(mover.all('chatToClient').map((m) => m.txtMensagem)).not.toContain('Só para o 6º Ano B');
  });

  it('gives each member of listarUsuariosSala their presence: online while a socket of theirs is connected', async () => {
    const room = await roomOf('6º Ano A');
    const [alunoId, profId] = [await userId('AUCE-0004'), await userId('AUCE-0003')];
    type Member = { codBseUsuario: number; nomUsuario: string; cstLogin: string; codBsePerfil: number; online: boolean };
    const members = async (token: string) => {
      const res = await t.as(token, { method: 'GET', url: `/api/cht_usuario_sala/listarUsuariosSala/x?codChtSala=${room}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Member[]>();
    };
    const onlineOf = async (token: string) => (await members(token)).filter((m) => m.online).map((m) => m.codBseUsuario);
    expect(await onlineOf(u.prof)).toEqual([]);

    const aluno = await connect(u.aluno);
    await aluno.next('getUsersInChat');
    const listed = await members(u.prof);
    expect(listed.find((m) => m.codBseUsuario === alunoId)).toEqual({
      codBseUsuario: alunoId,
      nomUsuario: expect.any(String),
      cstLogin: 'AUCE-0004',
      codBsePerfil: 6,
      online: true,
    });
    expect(listed.find((m) => m.codBseUsuario === profId)).toMatchObject({ online: false });
    expect(await onlineOf(u.prof)).toEqual([alunoId]);

    // A second member comes in; the first leaves.
    const prof = await connect(u.prof);
    await prof.next('getUsersInChat');
    expect((await onlineOf(u.aluno)).sort((a, b) => a - b)).toEqual([alunoId, profId].sort((a, b) => a - b));
    aluno.close();
    await vi.waitFor(async () => expect(await onlineOf(u.prof)).toEqual([profId]), { timeout: 5_000 });

    // Another class's student learns nothing of this room: 404.
    const foreign = await t.as(u.alunoHo, { method: 'GET', url: `/api/cht_usuario_sala/listarUsuariosSala/x?codChtSala=${room}` });
    expect(foreign.statusCode).toBe(404);
    const bad = await t.as(u.prof, { method: 'GET', url: '/api/cht_usuario_sala/listarUsuariosSala/x?codChtSala=abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Identificador inválido.' });
  });
});
