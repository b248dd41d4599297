import { io, type Socket } from 'socket.io-client';
import { has, isObject } from './documented-calls.field-paths';
import { type SocketEvent, callName } from './documented-calls.shape';
import { type World, unique } from './documented-calls.world';

/**
 * The chat's socket events of the documented calls (3-reports §7 "Chat"): a scenario each, through real
 * socket.io clients of the test's app, on the test's data.
 */

/** The test's data, and where its app listens. */
export interface ChatStage {
  w: World;
  baseUrl: string;
}

type ChatSocket = Socket & { received: { event: string; payload: unknown }[] };

/** A socket of the chat namespace as the documents open it: the token and the rooms as headers, no reconnection. */
async function connect(baseUrl: string, token: string, salas: number[]): Promise<ChatSocket> {
  const socket = io(`${baseUrl}/chat`, {
    transports: ['websocket'],
    extraHeaders: { authorization: `Bearer ${token}`, salas: JSON.stringify(salas) },
    reconnection: false,
    forceNew: true,
  }) as ChatSocket;
  socket.received = [];
  socket.onAny((event: string, payload: unknown) => socket.received.push({ event, payload }));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error: Error) => reject(new Error(`the chat refused the connection: ${error.message}`)));
  });
  return socket;
}

/** The first `event` received (or to come) that matches, within 5 s. */
async function next(socket: ChatSocket, event: string, matches: (payload: unknown) => boolean = () => true): Promise<unknown> {
  for (let waited = 0; waited < 5_000; waited += 25) {
    const found = socket.received.find((r) => r.event === event && matches(r.payload));
    if (found) return found.payload;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no ${event} came within 5 s`);
}

const userIs = (id: number) => (payload: unknown) => isObject(payload) && payload.codBseUsuario === id;

/** Runs a scenario with its sockets, then closes them and waits until the server has let them go (presence starts clean). */
async function withSockets(
  { w, baseUrl }: ChatStage,
  scenario: (open: (token: string) => Promise<ChatSocket>, w: World) => Promise<string[]>,
): Promise<string[]> {
  const room = await w.chatRoomA();
  const opened: ChatSocket[] = [];
  try {
    return await scenario(async (token) => {
      const socket = await connect(baseUrl, token, [room]);
      opened.push(socket);
      return socket;
    }, w);
  } finally {
    for (const socket of opened) socket.disconnect();
    for (let waited = 0; w.t.app.io.engine.clientsCount > 0 && waited < 5_000; waited += 25) await new Promise((r) => setTimeout(r, 25));
  }
}

export const SOCKET_CHECKS: Record<string, (stage: ChatStage, call: SocketEvent) => Promise<string[]>> = {
  'emit chatToServer': (stage) =>
    withSockets(stage, async (open, w) => {
      const [prof, aluno] = [await open(await w.token('Professor')), await open(await w.token('Aluno'))];
      const conteudo = unique('Bom dia');
      prof.emit('chatToServer', { login: 'AUCE-0003', nome: 'Paulo Professor', sala: await w.chatRoomA(), horario: '08:00', conteudo });
      await next(aluno, 'chatToClient', (m) => isObject(m) && m.txtMensagem === conteudo);
      return [];
    }),
  'emit requestSyncMessages': (stage) =>
    withSockets(stage, async (open, w) => {
      const aluno = await open(await w.token('Aluno'));
      const sala = await w.chatRoomA();
      aluno.emit('requestSyncMessages', { sala });
      await next(aluno, 'syncMessages');
      return [];
    }),
  'emit disconnectFromServer': (stage) =>
    withSockets(stage, async (open, w) => {
      const { aluno: alunoId } = await w.ids();
      const prof = await open(await w.token('Professor'));
      const aluno = await open(await w.token('Aluno'));
      await next(prof, 'userConnectedOnServer', userIs(alunoId));
      aluno.emit('disconnectFromServer');
      await next(prof, 'userDisconnectedOnServer', userIs(alunoId));
      return [];
    }),
  'receive userConnectedOnServer': (stage, call) =>
    withSockets(stage, async (open, w) => {
      const { aluno: alunoId } = await w.ids();
      const prof = await open(await w.token('Professor'));
      await open(await w.token('Aluno'));
      return carried(call, await next(prof, 'userConnectedOnServer', userIs(alunoId)));
    }),
  'receive userDisconnectedOnServer': (stage, call) =>
    withSockets(stage, async (open, w) => {
      const { aluno: alunoId } = await w.ids();
      const prof = await open(await w.token('Professor'));
      const aluno = await open(await w.token('Aluno'));
      await next(prof, 'userConnectedOnServer', userIs(alunoId));
      aluno.disconnect();
      return carried(call, await next(prof, 'userDisconnectedOnServer', userIs(alunoId)));
    }),
  'receive syncMessages': (stage, call) =>
    withSockets(stage, async (open, w) => {
      await w.message();
      const aluno = await open(await w.token('Aluno'));
      aluno.emit('requestSyncMessages', { sala: await w.chatRoomA() });
      return carried(call, await next(aluno, 'syncMessages'));
    }),
  'receive chatToClient': (stage, call) =>
    withSockets(stage, async (open, w) => {
      const [prof, aluno] = [await open(await w.token('Professor')), await open(await w.token('Aluno'))];
      const conteudo = unique('Boa tarde');
      prof.emit('chatToServer', { login: 'AUCE-0003', nome: 'Paulo Professor', sala: await w.chatRoomA(), horario: '14:00', conteudo });
      return carried(call, await next(aluno, 'chatToClient', (m) => isObject(m) && m.txtMensagem === conteudo));
    }),
  'receive getUsersInChat': (stage, call) =>
    withSockets(stage, async (open, w) => {
      const aluno = await open(await w.token('Aluno'));
      return carried(call, await next(aluno, 'getUsersInChat'));
    }),
};

function carried(call: SocketEvent, payload: unknown): string[] {
  const missing = (call.carries ?? []).filter((field) => !has(payload, field));
  return missing.length ? [`${call.event} lacks ${missing.join(', ')}`] : [];
}

export async function checkSocket(stage: ChatStage, call: SocketEvent): Promise<string[]> {
  const check = SOCKET_CHECKS[callName(call)];
  if (!check) throw new Error(`the test has no scenario for ${callName(call)}`);
  try {
    return await check(stage, call);
  } catch (error) {
    return [(error as Error).message];
  }
}
