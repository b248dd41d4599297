import type { SQL } from 'drizzle-orm';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';

/**
 * Validates data that did not come through a route schema (a multipart part, a JSON body read by
 * hand) with the same answer as a route schema: 400 with the field messages.
 */
export function parseWith<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = validatorCompiler({ schema, method: 'POST', url: '', httpPart: 'body' })(data) as
    { value: z.output<S> } | { error: unknown[] };
  if ('error' in result) throw Object.assign(new Error('validation'), { statusCode: 400, validation: result.error });
  return result.value;
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

/** Rows of a raw statement (both drivers answer `{ rows }`). */
export async function rowsOf<T>(tx: Tx, query: SQL): Promise<T[]> {
  const result = (await tx.execute(query)) as { rows: T[] };
  return result.rows;
}
