import { describe, expect, it } from 'vitest';
import { ErrorBody } from '@portal/shared/common/errors';
import { isErrorBody, readError } from './client';

describe('isErrorBody', () => {
  it.each([
    { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Usuário ou senha inválidos' },
    { statusCode: 400, code: 'VALIDATION', message: 'x', messageKey: 'invalidData', fields: { a: 'b' }, fieldKeys: { a: 'c' } },
    { statusCode: 400.5, code: 'VALIDATION', message: 'x' },
    { statusCode: '400', code: 'VALIDATION', message: 'x' },
    { statusCode: 400, code: 'VALIDATION' },
    { statusCode: 400, code: 'VALIDATION', message: 'x', fields: { a: 1 } },
    { statusCode: 400, code: 'VALIDATION', message: 'x', fieldKeys: 'a' },
    { statusCode: 400, code: 'VALIDATION', message: 'x', messageKey: 3 },
    { statusCode: 500, code: 'INTERNAL', message: 'x', requestId: '3f2a9c1e-5b7d-4c1a-9e2f-0a1b2c3d4e5f' },
    { statusCode: 500, code: 'INTERNAL', message: 'x', requestId: 42 },
    null,
    'Bad Gateway',
    [],
  ])('agrees with the shared ErrorBody on %j', (value) => {
    expect(isErrorBody(value)).toBe(ErrorBody.safeParse(value).success);
  });
});

describe('readError', () => {
  const ID = '3f2a9c1e-5b7d-4c1a-9e2f-0a1b2c3d4e5f';

  it('keeps the request id of the body', async () => {
    const body = { statusCode: 500, code: 'INTERNAL', message: 'x', requestId: ID };
    const response = new Response(JSON.stringify(body), { status: 500, headers: { 'X-Request-Id': 'other' } });
    expect(await readError(response)).toEqual(body);
  });

  it('takes the request id from the X-Request-Id header when the body has none', async () => {
    const response = new Response('<html>Bad Gateway</html>', { status: 502, statusText: 'Bad Gateway', headers: { 'X-Request-Id': ID } });
    expect(await readError(response)).toEqual({ statusCode: 502, code: 'INTERNAL', message: 'Bad Gateway', requestId: ID });
  });

  it('has no request id when the server sent none', async () => {
    const response = new Response('', { status: 503, statusText: 'Service Unavailable' });
    expect(await readError(response)).toEqual({ statusCode: 503, code: 'INTERNAL', message: 'Service Unavailable' });
  });
});
