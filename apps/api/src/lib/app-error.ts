import { ERROR_CODES, type ErrorCode } from '@portal/shared/common/errors';
import type { MessageKey } from '@portal/shared/common/messages';

/** A failure the user should read: a status, a stable code and a message key of the shared catalogue. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly messageKey: MessageKey = ERROR_CODES[code],
    /** Each field's message: a key of the shared catalogue, or zod's own Portuguese text. */
    readonly fieldKeys?: Record<string, MessageKey | (string & {})>,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const unauthenticated = () => new AppError(401, 'UNAUTHENTICATED');
export const forbidden = () => new AppError(403, 'FORBIDDEN');
export const notFound = () => new AppError(404, 'NOT_FOUND');
/** 400 with one field's message, like a schema error. */
export const invalidField = (field: string, key: MessageKey) => new AppError(400, 'VALIDATION', key, { [field]: key });

/** A lookup whose row must exist (and be in the caller's scope): 404 otherwise, so existence does not leak. */
export async function mustFind<T>(lookup: Promise<T | undefined>): Promise<T> {
  const row = await lookup;
  if (!row) throw notFound();
  return row;
}
