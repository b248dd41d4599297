import type { MessageKey } from '@portal/shared/common/messages';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../../lib/app-error';

/** At most `points` actions of one user in each window of `seconds` (whole seconds: Redis keys expire by them). */
export interface FloodWindow {
  points: number;
  seconds: number;
}

export interface ChatFloodPolicy {
  /** Messages of a user, by the REST route and by the socket together. */
  messages: FloodWindow;
  /** `requestSyncMessages` of a user (each reads the room's newest page and marks it read). */
  syncs: FloodWindow;
}

/**
 * The chat's flood limits per user: 10 messages in 10 s (what the socket always allowed), and 10 syncs
 * in 5 s, two a second once the burst is spent (the web syncs the open room when its socket reconnects;
 * 3,000 syncs from one student slowed the reads of everyone else from 28 ms to 3.8 s).
 */
export const CHAT_FLOOD: ChatFloodPolicy = {
  messages: { points: 10, seconds: 10 },
  syncs: { points: 10, seconds: 5 },
};

/** A refused action: the API's 429 body, and how long until the user's window opens again. */
export class FloodError extends AppError {
  constructor(
    messageKey: MessageKey,
    readonly retryAfterMs: number,
  ) {
    super(429, 'TOO_MANY_ATTEMPTS', messageKey);
  }
}

export interface ChatFlood {
  /** Counts one message of the user (any way in, any process); past the limit throws a 429 `chatTooFast`. */
  message(userId: number): Promise<void>;
  /** Counts one sync of the user; past the limit throws a 429 `chatSyncTooFast`. */
  sync(userId: number): Promise<void>;
}

/**
 * One fixed-window counter per user and limit. With Redis (REDIS_URL) the count is the installation's:
 * every process bumps the same key (`<prefix>:chat-flood:<name>:<user>`, one atomic script), and a user
 * already over the limit is refused by this process without asking Redis until the window ends. A Redis
 * that does not answer falls back to a count of this process. Without Redis, the count of this process.
 */
function limiter(name: string, limit: FloodWindow, redis: Redis | null, prefix: string) {
  const inProcess = new RateLimiterMemory({ points: limit.points, duration: limit.seconds });
  if (!redis) return inProcess;
  return new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: `${prefix}:chat-flood:${name}`,
    points: limit.points,
    duration: limit.seconds,
    inMemoryBlockOnConsumed: limit.points + 1,
    rejectIfRedisNotReady: true,
    insuranceLimiter: inProcess,
  });
}

export function chatFlood(opts: { redis: Redis | null; prefix: string; policy?: Partial<ChatFloodPolicy> }): ChatFlood {
  const policy = { ...CHAT_FLOOD, ...opts.policy };
  const take = (counter: RateLimiterMemory | RateLimiterRedis, messageKey: MessageKey) => async (userId: number) => {
    try {
      await counter.consume(String(userId));
    } catch (refusal: unknown) {
      if (refusal instanceof RateLimiterRes) throw new FloodError(messageKey, refusal.msBeforeNext);
      throw refusal;
    }
  };
  return {
    message: take(limiter('messages', policy.messages, opts.redis, opts.prefix), 'chatTooFast'),
    sync: take(limiter('syncs', policy.syncs, opts.redis, opts.prefix), 'chatSyncTooFast'),
  };
}
