import { afterEach, describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { ErrorBody } from '@portal/shared/common/errors';
import i18n from '../../i18n';
import { ApiError, NETWORK_ERROR_CODE } from './client';
import { errorReference, useErrorText } from './errors';

const ID = '3f2a9c1e-5b7d-4c1a-9e2f-0a1b2c3d4e5f';
const INTERNAL: ErrorBody = {
  statusCode: 500,
  code: 'INTERNAL',
  message: 'Algo deu errado ao enviar dados para o servidor.',
  messageKey: 'somethingWrong',
  requestId: ID,
};

function errorText() {
  return renderHook(() => useErrorText()).result.current;
}

afterEach(async () => {
  await i18n.changeLanguage('pt');
});

describe('errorReference', () => {
  it('is the first 8 characters of the request id of a 5xx answer', () => {
    expect(errorReference(new ApiError(INTERNAL))).toBe('3f2a9c1e');
    expect(errorReference(new ApiError({ ...INTERNAL, statusCode: 503, code: 'UNAVAILABLE' }))).toBe('3f2a9c1e');
  });

  it.each([400, 401, 403, 404, 409, 410, 429])('is absent for a %i answer', (statusCode) => {
    expect(errorReference(new ApiError({ ...INTERNAL, statusCode, code: 'CONFLICT' }))).toBeUndefined();
  });

  it('is absent without an id, for a network failure and for anything else', () => {
    expect(errorReference(new ApiError({ ...INTERNAL, requestId: undefined }))).toBeUndefined();
    expect(errorReference(new ApiError({ ...INTERNAL, requestId: '' }))).toBeUndefined();
    expect(
      errorReference(new ApiError({ statusCode: 0, code: NETWORK_ERROR_CODE, message: 'Sem conexão com o servidor.' })),
    ).toBeUndefined();
    expect(errorReference(new Error('boom'))).toBeUndefined();
  });
});

describe('useErrorText', () => {
  it('ends an unexpected failure with its quotable code, in the user language', async () => {
    expect(errorText()(new ApiError(INTERNAL))).toBe('Algo deu errado ao enviar dados para o servidor. Código do erro: 3f2a9c1e');
    await i18n.changeLanguage('en');
    expect(errorText()(new ApiError(INTERNAL))).toBe('Something went wrong while sending data to the server. Error code: 3f2a9c1e');
    await i18n.changeLanguage('es');
    expect(errorText()(new ApiError(INTERNAL))).toBe('Algo salió mal al enviar datos al servidor. Código del error: 3f2a9c1e');
  });

  it('closes a message without a full stop before the code', () => {
    const gateway = new ApiError({ statusCode: 502, code: 'INTERNAL', message: 'Bad Gateway', requestId: ID });
    expect(errorText()(gateway)).toBe('Bad Gateway. Código do erro: 3f2a9c1e');
  });

  it('leaves a 5xx without an id as it was', () => {
    expect(errorText()(new ApiError({ ...INTERNAL, requestId: undefined }))).toBe('Algo deu errado ao enviar dados para o servidor.');
  });

  it('adds nothing to the answers the message explains (4xx) nor to a network failure', () => {
    const forbidden = new ApiError({ statusCode: 403, code: 'FORBIDDEN', message: 'Sem permissão.', requestId: ID });
    const validation = new ApiError({
      statusCode: 400,
      code: 'VALIDATION',
      message: 'Existem erros de preenchimento.',
      fields: { nomUsuario: 'Campo obrigatório.' },
      requestId: ID,
    });
    const network = new ApiError({ statusCode: 0, code: NETWORK_ERROR_CODE, message: 'Sem conexão com o servidor.' });
    expect(errorText()(forbidden)).toBe('Sem permissão.');
    expect(errorText()(validation)).toBe('Existem erros de preenchimento.');
    expect(errorText()(network)).toBe('Não foi possível conectar ao servidor. Verifique sua conexão.');
  });
});
