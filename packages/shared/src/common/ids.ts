import { z } from 'zod';
import type { MessageKey } from './messages';

/** The largest value of a PostgreSQL `integer`: every id column of the database is one. */
export const ID_MAX = 2_147_483_647;

/**
 * An id in a JSON body: an integer 1..2147483647. Anything else answers 400 with the field's
 * message (`invalidId` unless the field has its own), never a database error.
 */
export function idField(message: MessageKey = 'invalidId') {
  return z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(ID_MAX, { error: message });
}

/**
 * An id written as text: a path parameter, a query parameter or a multipart field. Only the
 * decimal digits of an integer 1..2147483647 are read ('1e3', '1.5', '-1', '0x10' answer 400).
 */
export function idText(message: MessageKey = 'invalidId') {
  return z.preprocess((value) => (typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : value), idField(message));
}

/** The common shapes: a body id and a text id with the generic message. */
export const Id = idField();
export const IdText = idText();

/** `/{id}` of the documents' paths. */
export const IdParam = z.object({ id: IdText });

/** A page number of a paged list: 1..2147483647, like an id (a larger one is no page of ours). */
export const PageNumber = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : value),
  z.number({ error: 'invalidPage' }).int({ error: 'invalidPage' }).min(1, { error: 'invalidPage' }).max(ID_MAX, { error: 'invalidPage' }),
);
