import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../test/build-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (payload: string, contentType = 'application/json') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers: { 'content-type': contentType } });

describe('one error shape, never a 500 for bad input', () => {
  it('malformed JSON answers 400 in Portuguese', async () => {
    const res = await post('{"username": "AUCE-0004", ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      code: 'INVALID_JSON',
      message: 'O servidor rejeitou a requisição: JSON malformado.',
      messageKey: 'invalidJson',
      requestId: res.headers['x-request-id'],
    });
  });

  it('an empty JSON body and a JSON that is not an object answer 400', async () => {
    expect((await post('')).statusCode).toBe(400);
    const array = await post('[1,2,3]');
    expect(array.statusCode).toBe(400);
    expect(array.json().code).toBe('VALIDATION');
  });

  it('an oversized body answers 413', async () => {
    const res = await post(JSON.stringify({ username: 'A'.repeat(2 * 1024 * 1024), password: 'x' }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'O servidor rejeitou a requisição: conteúdo grande demais.' });
  });

  it('an unsupported content type answers 415', async () => {
    const res = await post('<login/>', 'application/xml');
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('wrong types in params answer 400 with the field', async () => {
    const token = await t.login('AUCE-0003', 'Prof@2026');
    const res = await t.as(token, { method: 'PUT', url: '/api/bse_usuario_turma/turmaAtual/abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    expect(Object.keys(res.json().fields)).toEqual(['codBseTurma']);
  });

  it('unknown API routes and methods answer 404 JSON', async () => {
    for (const [method, url] of [
      ['GET', '/api/nao-existe'],
      ['DELETE', '/api/auth/login'],
      ['POST', '/qualquer'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404, code: 'ROUTE_NOT_FOUND', message: 'Rota não encontrada.' });
    }
  });

  it('uploads outside the expected names are not served', async () => {
    for (const url of ['/uploads/../../etc/passwd', '/uploads/avatars/x.jpg', '/uploads/%2e%2e/jwt-secret']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});

describe('security headers and documentation', () => {
  it('sends the security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.json()).toEqual({ brand: 'padrao', product: 'Portal Escolar' });
  });

  it('/api/docs serves the OpenAPI description generated from the zod schemas', async () => {
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const login = doc.paths['/api/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema.$ref).toBe('#/components/schemas/LoginBodyInput');
    expect(doc.components.schemas.LoginBodyInput.required).toEqual(['username', 'password']);
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['202', '400', '401', '410', '429']));
    expect(doc.paths['/api/bse_usuario/getMeusDados/x'].get.responses['200']).toBeDefined();
  });
});
