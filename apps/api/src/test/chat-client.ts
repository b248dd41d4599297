import type { AddressInfo } from 'node:net';
import type { ChatClientToServerEvents, ChatServerToClientEvents } from '@portal/shared/chat/events';
import type { ErrorBody } from '@portal/shared/common/errors';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';

type Events = ChatServerToClientEvents & { disconnect: (reason: string) => void };
type Payload<E extends keyof Events> = Parameters<Events[E]>[0];

/** A chat socket of a test that keeps every event it received, so a test can wait for one that may already have come. */
export interface ChatClient {
  socket: Socket<ChatServerToClientEvents, ChatClientToServerEvents>;
  /** The first event `event` (received or to come) that `matches`; fails after `timeoutMs`. */
  next<E extends keyof Events>(event: E, matches?: (payload: Payload<E>) => boolean, timeoutMs?: number): Promise<Payload<E>>;
  /** Every `event` received so far. */
  all<E extends keyof Events>(event: E): Payload<E>[];
  close(): void;
}

/** Starts the test app on a loopback port (the socket needs a real server) and returns its address. */
export async function listening(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** Connects to `/chat` with the token; resolves once connected, rejects with the server's error body. */
export function connectChat(baseUrl: string, token: string | undefined): Promise<ChatClient> {
  const socket: Socket<ChatServerToClientEvents, ChatClientToServerEvents> = io(`${baseUrl}/chat`, {
    auth: token === undefined ? {} : { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  const received: { event: string; payload: unknown }[] = [];
  const waiters = new Set<{ event: string; matches: (payload: unknown) => boolean; resolve: (payload: unknown) => void }>();
  const record = (event: string, payload: unknown) => {
    received.push({ event, payload });
    for (const waiter of waiters) {
      if (waiter.event === event && waiter.matches(payload)) {
        waiters.delete(waiter);
        waiter.resolve(payload);
      }
    }
  };
  socket.onAny((event: string, payload: unknown) => record(event, payload));
  socket.on('disconnect', (reason) => record('disconnect', reason));

  const client: ChatClient = {
    socket,
    next(event, matches = () => true, timeoutMs = 5_000) {
      const test = matches as (payload: unknown) => boolean;
      const already = received.find((r) => r.event === event && test(r.payload));
      if (already) return Promise.resolve(already.payload as never);
      return new Promise((resolve, reject) => {
        const waiter = { event, matches: test, resolve: resolve as (payload: unknown) => void };
        waiters.add(waiter);
        setTimeout(() => {
          if (waiters.delete(waiter)) reject(new Error(`no ${event} within ${timeoutMs} ms`));
        }, timeoutMs).unref();
      });
    },
    all(event) {
      return received.filter((r) => r.event === event).map((r) => r.payload as never);
    },
    close: () => socket.disconnect(),
  };
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(client));
    socket.once('connect_error', (error: Error & { data?: ErrorBody }) => {
      socket.close();
      reject(Object.assign(new Error(error.message), { data: error.data }));
    });
  });
}
