import { ERROR_CODES, type ErrorBody, type ErrorCode } from '@portal/shared/common/errors';
import { isMessageKey, messagePt } from '@portal/shared/common/messages';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError } from '../lib/app-error';
import { pgErrorOf } from '../lib/db-errors';

/**
 * PostgreSQL refuses a NUL character in text (22021 character_not_in_repertoire; 22P05
 * untranslatable_character). The request guard below catches them first; this is the net for text
 * that reaches the database by another way (multipart fields).
 */
const PG_BAD_TEXT = new Set(['22021', '22P05']);

/** A NUL or half of a surrogate pair: text that cannot be stored as UTF-8 in PostgreSQL. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export function isUnstorableText(value: string): boolean {
  return value.includes('\u0000') || LONE_SURROGATE.test(value);
}

/** The path (`a.b.0.c`) of the first string of a parsed value that cannot be stored, or undefined. */
export function findUnstorableText(value: unknown, path: string[] = [], depth = 0): string | undefined {
  if (typeof value === 'string') return isUnstorableText(value) ? path.join('.') || '_' : undefined;
  if (typeof value !== 'object' || value === null || depth > 64) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (isUnstorableText(key)) return [...path, '_'].join('.');
    const found = findUnstorableText(item, [...path, key], depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Path parameters and the query string are decoded from the URL: without a `%` escape (nor a NUL or a
 * surrogate written as is, which `inject` allows) they cannot hold either, so the common request
 * skips their walk.
 */
const SURROGATE = /[\uD800-\uDFFF]/;
const urlMayHoldBadText = (url: string) => url.includes('%') || url.includes('\u0000') || SURROGATE.test(url);

/** The field of the request's params, query or body that cannot be stored, or undefined. */
function unstorableFieldOf(request: FastifyRequest): string | undefined {
  if (urlMayHoldBadText(request.url)) {
    const field = findUnstorableText(request.params) ?? findUnstorableText(request.query);
    if (field !== undefined) return field;
  }
  return request.body == null ? undefined : findUnstorableText(request.body);
}

/** Fastify's and its plugins' own client errors, by their codes. */
const FRAMEWORK_ERRORS: Record<string, { status: number; code: ErrorCode }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'INVALID_JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'INVALID_JSON' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'INVALID_JSON' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE' },
  FST_FILES_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE' },
  FST_PARTS_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE' },
  FST_FIELDS_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
  FST_ERR_VALIDATION: { status: 400, code: 'VALIDATION' },
};

export function errorBody(statusCode: number, code: string, key: string, fieldKeys?: Record<string, string>): ErrorBody {
  const out: ErrorBody = { statusCode, code, message: messagePt(key) };
  if (isMessageKey(key)) out.messageKey = key;
  if (fieldKeys && Object.keys(fieldKeys).length > 0) {
    out.fields = Object.fromEntries(Object.entries(fieldKeys).map(([f, k]) => [f, messagePt(k)]));
    out.fieldKeys = Object.fromEntries(Object.entries(fieldKeys).filter(([, k]) => isMessageKey(k)));
  }
  return out;
}

/** The body of any failure outside a route (the chat's socket): the user's message for AppError and zod; 500 otherwise. */
export function errorBodyOf(error: unknown): ErrorBody {
  if (error instanceof AppError) return errorBody(error.statusCode, error.code, error.messageKey, error.fieldKeys);
  if (error instanceof ZodError) {
    const fieldKeys: Record<string, string> = {};
    for (const issue of error.issues) fieldKeys[issue.path.join('.') || '_'] ??= issue.message;
    return errorBody(400, 'VALIDATION', Object.values(fieldKeys)[0] ?? ERROR_CODES.VALIDATION, fieldKeys);
  }
  return errorBody(500, 'INTERNAL', ERROR_CODES.INTERNAL);
}

/** The request's id in its error body: the screen shows it, so a person can quote it (the log has the same id). */
const withRequestId = (request: FastifyRequest, body: ErrorBody): ErrorBody => ({ ...body, requestId: request.id });

/** One shape for every failure: `{statusCode, code, message, fields?}`; never a 500 for bad input. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // Before any schema runs: a NUL or a lone surrogate anywhere in the path, the query or the JSON
  // body answers 400 with the field, whatever the route (the database would refuse it with a 500).
  app.addHook('preValidation', (request, _reply, done) => {
    const field = unstorableFieldOf(request);
    done(field === undefined ? undefined : new AppError(400, 'VALIDATION', 'invalidCharacter', { [field]: 'invalidCharacter' }));
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .code(error.statusCode)
        .send(withRequestId(request, errorBody(error.statusCode, error.code, error.messageKey, error.fieldKeys)));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldKeys: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fieldKeys[field] ??= issue.message ?? ERROR_CODES.VALIDATION;
      }
      const first = Object.values(fieldKeys)[0] ?? ERROR_CODES.VALIDATION;
      return reply.code(400).send(withRequestId(request, errorBody(400, 'VALIDATION', first, fieldKeys)));
    }
    const pgCode = pgErrorOf(error)?.code;
    if (pgCode && PG_BAD_TEXT.has(pgCode)) {
      return reply.code(400).send(withRequestId(request, errorBody(400, 'VALIDATION', 'invalidCharacter')));
    }
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (known) {
      return reply.code(known.status).send(withRequestId(request, errorBody(known.status, known.code, ERROR_CODES[known.code])));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = status === 429 ? 'TOO_MANY_ATTEMPTS' : status === 404 ? 'NOT_FOUND' : 'CONFLICT';
      return reply.code(status).send(withRequestId(request, errorBody(status, code, ERROR_CODES[code])));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(withRequestId(request, errorBody(500, 'INTERNAL', ERROR_CODES.INTERNAL)));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(withRequestId(request, errorBody(404, 'ROUTE_NOT_FOUND', ERROR_CODES.ROUTE_NOT_FOUND)));
  });
});
