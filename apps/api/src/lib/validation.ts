import { type MessageKey, isMessageKey } from '@portal/shared/common/messages';
import type { z } from 'zod';
import { AppError } from './app-error';

/**
 * Validates data that did not come through a route schema (the text fields of a multipart body, a
 * JSON part) with the answer a route schema gives: 400 with each field's message (a key of the shared
 * catalogue, or zod's own Portuguese text). `message` replaces the answer's own message, which is
 * otherwise the first field's (2-access §8 Users: a create answers 'Informações inválidas.').
 */
export function parseFields<S extends z.ZodType>(schema: S, data: unknown, message?: MessageKey): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const fieldKeys: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    fieldKeys[field] ??= issue.message || 'invalidData';
  }
  const first = Object.values(fieldKeys)[0] ?? 'invalidData';
  throw new AppError(400, 'VALIDATION', message ?? (isMessageKey(first) ? first : 'invalidData'), fieldKeys);
}

/** The JSON text of a multipart part, parsed; malformed JSON is the usual 400. */
export function jsonPart(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError(400, 'INVALID_JSON');
  }
}
