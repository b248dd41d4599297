import { type MessageKey, isMessageKey } from '@portal/shared/common/messages';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
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

/**
 * The validator of a route whose body comes in two shapes (a documented call answered beside the product's own on
 * the same path, issue 25): `schema.body` stays their union, for the description and the handler's type, and each
 * body is checked against the one shape `shapeOf` picks for it, so a mistake gets that shape's own messages (zod's
 * union would only say that no shape matched). The other parts of the request are validated as everywhere.
 */
export function bodyByShape<S = z.ZodType>(shapeOf: (body: unknown) => z.ZodType): FastifySchemaCompiler<S> {
  return (route) => {
    // Fastify types a route's compiler by the route's whole schema object; each call receives one part's zod schema.
    const part = route as unknown as Parameters<FastifySchemaCompiler<z.ZodType>>[0];
    if (part.httpPart !== 'body') return validatorCompiler(part);
    return (body) => validatorCompiler({ ...part, schema: shapeOf(body) })(body);
  };
}
