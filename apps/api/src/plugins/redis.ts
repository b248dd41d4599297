import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The installation's Redis (REDIS_URL), shared by the processes: null when the process is alone. */
    redis: Redis | null;
    /** The prefix of every Redis key and channel of this installation (REDIS_PREFIX). */
    redisPrefix: string;
  }
}

/**
 * One Redis connection per process when `REDIS_URL` is set: the sign-in rate limit counts there (every
 * process sees the same count), and the chat's adapter (plugins/realtime.ts) publishes through it.
 * Short timeouts: a Redis that does not answer fails the call instead of holding the request.
 */
export const redisPlugin = fp(
  async (app: FastifyInstance, opts: { url?: string; prefix?: string }) => {
    app.decorate('redisPrefix', opts.prefix ?? 'portal-escolar');
    if (!opts.url) {
      app.decorate('redis', null);
      return;
    }
    const client = new Redis(opts.url, { lazyConnect: true, connectTimeout: 2_000, maxRetriesPerRequest: 1 });
    client.on('error', (error: unknown) => app.log.error({ err: error }, 'redis'));
    await client.connect();
    app.decorate('redis', client);
    app.addHook('onClose', async () => {
      await client.quit().catch(() => undefined);
    });
  },
  { name: 'redis' },
);
