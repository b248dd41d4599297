import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { type ChatFlood, type ChatFloodPolicy, chatFlood } from './chat.flood';

/**
 * The chat's flood counter alone (the routes and the socket use it: chat.test.ts, chat.socket.test.ts,
 * test/two-processes.test.ts), with short windows so that a test sees one end.
 */

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const policy: ChatFloodPolicy = { messages: { points: 4, seconds: 1 }, syncs: { points: 2, seconds: 1 } };
const clients: Redis[] = [];

/** A connection as plugins/redis.ts opens it; `connect` false: one that never connects (Redis down). */
async function redis(url = REDIS_URL, connect = true): Promise<Redis> {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 2_000, maxRetriesPerRequest: 1 });
  clients.push(client);
  if (connect) await client.connect();
  return client;
}

afterAll(async () => {
  for (const client of clients) if (client.status !== 'ready') client.disconnect();
  await Promise.all(clients.filter((client) => client.status === 'ready').map((client) => client.quit()));
});

const refusal = (messageKey: string) => ({ statusCode: 429, code: 'TOO_MANY_ATTEMPTS', messageKey });

/** `user` sends until refused; how many went through. */
async function sendUntilRefused(flood: ChatFlood, user: number, most = 100): Promise<number> {
  for (let sent = 0; sent < most; sent++) {
    try {
      await flood.message(user);
    } catch {
      return sent;
    }
  }
  return most;
}

describe('the chat flood counter', () => {
  it('without Redis, counts in the process: the window’s points, then 429 for that user until the window ends', async () => {
    const flood = chatFlood({ redis: null, prefix: 'unused', policy });
    for (let i = 0; i < 4; i++) await flood.message(1);
    const refused = flood.message(1);
    await expect(refused).rejects.toMatchObject(refusal('chatTooFast'));
    const { retryAfterMs } = (await refused.catch((error: unknown) => error)) as { retryAfterMs: number };
    expect(retryAfterMs).toBeGreaterThan(0);
    expect(retryAfterMs).toBeLessThanOrEqual(1_000);
    // Another user, and the same user's syncs, have budgets of their own.
    await flood.message(2);
    await flood.sync(1);
    await flood.sync(1);
    await expect(flood.sync(1)).rejects.toMatchObject(refusal('chatSyncTooFast'));
    // The next window opens.
    await vi.waitFor(() => flood.message(1), { timeout: 5_000, interval: 50 });
  });

  it('with Redis, one count for every process of the installation', async () => {
    const prefix = `portal-test-${randomBytes(6).toString('hex')}`;
    // Two processes: a connection and a counter each, the same installation (prefix).
    const one = chatFlood({ redis: await redis(), prefix, policy });
    const two = chatFlood({ redis: await redis(), prefix, policy });
    const probe = await redis();
    await one.message(7);
    await two.message(7);
    await one.message(7);
    await two.message(7);
    await expect(one.message(7)).rejects.toMatchObject(refusal('chatTooFast'));
    await expect(two.message(7)).rejects.toMatchObject(refusal('chatTooFast'));
    // The count is kept under the installation's prefix and ends with the window.
    expect(Number(await probe.get(`${prefix}:chat-flood:messages:7`))).toBeGreaterThanOrEqual(5);
    const ttl = await probe.pttl(`${prefix}:chat-flood:messages:7`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(1_000);
    // Another installation on the same Redis server counts apart.
    const other = chatFlood({ redis: await redis(), prefix: `${prefix}-other`, policy });
    await other.message(7);
    // The window ends: a new count starts.
    await vi.waitFor(() => two.message(7), { timeout: 5_000, interval: 50 });
    expect(await probe.get(`${prefix}:chat-flood:messages:7`)).toBe('1');
  });

  it('with a Redis that does not answer, falls back to the count of the process', async () => {
    const down = await redis('redis://127.0.0.1:1', false);
    const flood = chatFlood({ redis: down, prefix: 'portal-test-down', policy });
    expect(await sendUntilRefused(flood, 3)).toBe(4);
  });
});
