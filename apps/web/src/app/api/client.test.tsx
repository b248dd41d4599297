import { describe, expect, it } from 'vitest';
import { ErrorBody } from '@portal/shared/common/errors';
import { isErrorBody } from './client';

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
    null,
    'Bad Gateway',
    [],
  ])('agrees with the shared ErrorBody on %j', (value) => {
    expect(isErrorBody(value)).toBe(ErrorBody.safeParse(value).success);
  });
});
