import type { ErrorBody } from '@portal/shared/common/errors';
import { getToken } from '../session/storage';

/** A failed API call, carrying the server's ErrorBody (or one built for network failures). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody;

  constructor(body: ErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.status = body.statusCode;
    this.body = body;
  }
}

export const NETWORK_ERROR_CODE = 'NETWORK';

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => undefined;

/** Called when an authenticated call answers 401: the session expired or was revoked. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  json?: unknown;
  form?: FormData;
  /** A shared zod schema (or anything with `parse`) checking the answer. */
  schema?: { parse(data: unknown): T };
  signal?: AbortSignal;
  /** Headers of the call's own (`Idempotency-Key` of a save made offline). */
  headers?: Record<string, string>;
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && Object.values(value).every((item) => typeof item === 'string');
}

/**
 * The shape of the shared ErrorBody, checked by hand: the first screen carries no zod
 * (client.test.tsx holds it to ErrorBody.safeParse).
 */
export function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return (
    typeof body.statusCode === 'number' &&
    Number.isInteger(body.statusCode) &&
    typeof body.code === 'string' &&
    typeof body.message === 'string' &&
    (body.messageKey === undefined || typeof body.messageKey === 'string') &&
    (body.fields === undefined || isStringRecord(body.fields)) &&
    (body.fieldKeys === undefined || isStringRecord(body.fieldKeys)) &&
    (body.requestId === undefined || typeof body.requestId === 'string')
  );
}

/**
 * The server's error answer, or one made from the status when the body is not an ErrorBody; the
 * request's id from the X-Request-Id header when the body lacks it (the reference errors.ts shows).
 */
export async function readError(response: Response): Promise<ErrorBody> {
  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    payload = null;
  }
  const body = isErrorBody(payload) ? payload : { statusCode: response.status, code: 'INTERNAL', message: response.statusText || 'Erro' };
  const requestId = response.headers.get('x-request-id');
  return body.requestId || !requestId ? body : { ...body, requestId };
}

/** Typed fetch against the API of the same origin, with the bearer token when signed in. */
export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const response = await send(path, options, 'application/json');
  const data: unknown = response.status === 204 ? null : await response.json();
  return options.schema ? options.schema.parse(data) : (data as T);
}

/** A file the API makes (a report's CSV): the same request and errors as `apiRequest`, the body as a Blob. */
export async function apiDownload(path: string, options: Omit<RequestOptions<never>, 'schema'> = {}): Promise<Blob> {
  return (await send(path, options, '*/*')).blob();
}

async function send(path: string, options: Omit<RequestOptions<unknown>, 'schema'>, accept: string): Promise<Response> {
  const token = getToken();
  const headers: Record<string, string> = { ...options.headers, Accept: accept };
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.form) {
    body = options.form;
  } else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }

  let response: Response;
  try {
    response = await fetch(path, { method: options.method ?? 'GET', headers, body, signal: options.signal });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ statusCode: 0, code: NETWORK_ERROR_CODE, message: 'Sem conexão com o servidor.' });
  }

  if (!response.ok) {
    const error = await readError(response);
    // Only a 401 to the token still in use means the session ended (not a late answer after logout).
    if (response.status === 401 && token && getToken() === token) onUnauthorized();
    throw new ApiError(error);
  }
  return response;
}
