import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../test/build-app';
import { apiSecurityHeadersOf, isApiAnswer, securityHeadersOf } from './security';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** helmet's headers for the product's options, as the browser reads them: the web app's pages and files. */
const EXPECTED = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';" +
    "img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';frame-src https://www.youtube-nocookie.com https://player.vimeo.com",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** The JSON API's own. */
const API_EXPECTED = {
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

describe('security headers', () => {
  it('are computed once from helmet, with HSTS and upgrade-insecure-requests only over HTTPS', () => {
    expect(securityHeadersOf(false)).toEqual(EXPECTED);
    const https = securityHeadersOf(true);
    expect(https['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(https['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it('an API answer carries the four headers of a JSON answer: nothing may frame, sniff or embed it', () => {
    expect(apiSecurityHeadersOf(false)).toEqual(API_EXPECTED);
    expect(apiSecurityHeadersOf(true)['strict-transport-security']).toBe(securityHeadersOf(true)['strict-transport-security']);
    expect(['/api/health', '/api/bse_usuario?x=1', '/api/docs', '/api/docs/json', '/', '/uploads/a.png'].map(isApiAnswer)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it('go out on every answer: success, 404, validation error, unauthenticated', async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/health' }),
      t.app.inject({ method: 'GET', url: '/api/nao-existe' }),
      t.app.inject({ method: 'GET', url: '/api/health?x=%00' }),
      t.app.inject({ method: 'GET', url: '/api/bse_usuario/getMeusDados/x' }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 404, 400, 401]);
    for (const res of answers) {
      expect(res.headers).toMatchObject(API_EXPECTED);
      expect(res.headers['x-xss-protection']).toBeUndefined();
    }
    // Outside /api/: the web app's pages, with helmet's document policy (here a 404: the tests serve no build).
    const page = await t.app.inject({ method: 'GET', url: '/entrar' });
    expect(page.headers).toMatchObject(EXPECTED);
  });

  it('a route may still send its own policy (the documentation page)', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-security-policy']).not.toBe(EXPECTED['content-security-policy']);
    expect(docs.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('same origin only (no CORS)', () => {
  it('a cross-origin read gets no Access-Control-Allow-Origin, so the browser withholds it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://outro.example' } });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
  });

  it('a cross-origin preflight is refused', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: { origin: 'https://outro.example', 'access-control-request-method': 'POST' },
    });
    expect(res.statusCode).toBe(404);
    expect(Object.keys(res.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
  });
});
