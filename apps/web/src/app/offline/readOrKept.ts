import type { z } from 'zod';
import { ApiError, NETWORK_ERROR_CODE } from '../api/client';
import { keepAnswer, keptAnswer } from './deviceCopies';

/**
 * `read()` from the API, keeping a copy of its answer on this device for `userId`; without the network, the kept
 * copy instead (checked by `schema`). Any other failure, or no copy, is the caller's as before.
 */
export async function readOrKept<T>(userId: number | null, path: string, schema: z.ZodType<T>, read: () => Promise<T>): Promise<T> {
  try {
    const answer = await read();
    if (userId !== null) void keepAnswer(userId, path, answer);
    return answer;
  } catch (error) {
    const offline = error instanceof ApiError && error.body.code === NETWORK_ERROR_CODE;
    if (!offline || userId === null) throw error;
    const kept = await keptAnswer(userId, path, schema);
    if (kept === null) throw error;
    return kept;
  }
}
