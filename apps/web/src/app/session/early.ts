import type { z } from 'zod';
import { apiRequest } from '../api/client';
import { FIRST_ANSWERS, type FirstAnswers, ME_PATH } from '../firstFrame/askFirstAnswers';
import { getToken } from './storage';

export { ME_PATH, activePathPath, classActivitiesPath, playPathPath } from '../firstFrame/askFirstAnswers';

/**
 * The early answer for `path`, once, if the page asked it (app/firstFrame/askFirstAnswers.ts: before the app's
 * script arrived) with the token still in use.
 */
export function takeEarly(path: string): Promise<unknown> | null {
  const first = (window as unknown as Record<string, FirstAnswers | undefined>)[FIRST_ANSWERS];
  const answer = first?.answers[path];
  if (!first || !answer) return null;
  delete first.answers[path];
  return first.token === getToken() ? answer : null;
}

export const takeEarlyMe = () => takeEarly(ME_PATH);

/**
 * A read that an early answer may already hold: that answer, checked by `schema`; otherwise (none, or it failed)
 * asked now, so that a 401 reaches the session-expiry handler that did not exist yet early on.
 */
export async function readEarlyOr<T>(path: string, schema: z.ZodType<T>, signal?: AbortSignal): Promise<T> {
  const answer = takeEarly(path);
  if (answer) {
    try {
      return schema.parse(await answer);
    } catch {
      // asked again below
    }
  }
  return apiRequest(path, { schema, signal });
}
