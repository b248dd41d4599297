import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import fp from 'fastify-plugin';
import { Server } from 'socket.io';

/** What a server process says of itself on the admin page. */
export interface ProcessInfo {
  pid: number;
  host: string;
  iniciadoEm: string;
  memoriaMb: number;
  socketsChat: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The socket.io server on this process's HTTP server (the chat's namespace is modules/chat/chat.socket.ts). */
    io: Server;
    /** Redis's round trip in ms; `null` without REDIS_URL; throws when Redis does not answer. */
    redisPing(): Promise<number | null>;
    /** This process and, through the Redis adapter, every other one of the installation (those answering within the adapter's 2 s). */
    serverProcesses(): Promise<(ProcessInfo & { atual: boolean })[]>;
  }
}

const STARTED_AT = new Date().toISOString();
const OTHER_PROCESSES_TIMEOUT_MS = 2_000;

/** A chat message is 250 characters: nothing a client sends needs more than this. */
const MAX_SOCKET_MESSAGE_BYTES = 16 * 1024;

/**
 * socket.io on the HTTP server, at `/socket.io/`. With `REDIS_URL` (plugins/redis.ts) the Redis adapter carries every
 * broadcast (and `fetchSockets`, which presence uses) to the other server processes; without it the
 * process is alone. On closing, this process's connections are closed (a client reconnects, to
 * another process) before the HTTP server stops.
 */
export const realtimePlugin = fp(
  async (app: FastifyInstance) => {
    const io = new Server(app.server, { serveClient: false, maxHttpBufferSize: MAX_SOCKET_MESSAGE_BYTES });
    // The adapter publishes through the process's Redis connection and listens on a second one (a
    // subscribed connection can do nothing else).
    const subscriber = app.redis?.duplicate();
    if (app.redis && subscriber) {
      io.adapter(createAdapter(app.redis, subscriber, { key: app.redisPrefix, requestsTimeout: OTHER_PROCESSES_TIMEOUT_MS }));
    }
    const ping = app.redis ? () => app.redis!.ping() : undefined;
    app.decorate('io', io);

    const processInfo = (): ProcessInfo => ({
      pid: process.pid,
      host: os.hostname(),
      iniciadoEm: STARTED_AT,
      memoriaMb: Math.round(process.memoryUsage.rss() / 1024 / 1024),
      socketsChat: io._nsps.get('/chat')?.sockets.size ?? 0,
    });
    // Another process asking, through the adapter, who is there.
    io.on('portal:processo', (answer: (info: ProcessInfo) => void) => answer(processInfo()));
    app.decorate('serverProcesses', async () => {
      const here = { ...processInfo(), atual: true };
      if (!ping) return [here];
      const others = await new Promise<ProcessInfo[]>((resolve) => {
        // On a timeout, the answers that came (socket.io hands them with the error).
        io.serverSideEmit('portal:processo', (_error: Error | null, answers: ProcessInfo[]) => resolve(answers ?? []));
      });
      return [here, ...others.map((other) => ({ ...other, atual: false }))];
    });
    app.decorate('redisPing', async () => {
      if (!ping) return null;
      const started = performance.now();
      await ping();
      return performance.now() - started;
    });

    // Closing the connections themselves (not disconnecting the sockets, which tells a client never to
    // come back): each client reconnects, to another process behind the proxy or to this one once back.
    app.addHook('preClose', async () => {
      io.engine.close();
    });
    app.addHook('onClose', async () => {
      await subscriber?.quit().catch(() => undefined);
    });
  },
  { name: 'realtime', dependencies: ['redis'] },
);
