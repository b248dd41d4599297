import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CepProviderServer, FAILING_CEPS, startCepProvider } from '../../test/cep-provider';
import { type TestApp, buildTestApp } from '../../test/build-app';
import { type CepFailure, lookupCep } from './cep.service';

/** `GET /api/cep/{cep}` against a ViaCEP-compatible provider started here on loopback. */
let t: TestApp;
let provider: CepProviderServer;
let master: string;

beforeAll(async () => {
  provider = await startCepProvider({ slowMs: 3000 });
  t = await buildTestApp({ cepProviderUrl: provider.url, cepTimeoutMs: 400 });
  master = await t.login('REMT-0001', 'Master@2026');
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

const cep = (token: string, value: string) => t.as(token, { method: 'GET', url: `/api/cep/${value}` });

describe('GET /api/cep/{cep}', () => {
  it('fills street, district, city and state from the provider', async () => {
    const res = await cep(master, '30130010');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      dscCep: '30130010',
      dscRua: 'Avenida Afonso Pena',
      dscBairro: 'Centro',
      dscCidade: 'Belo Horizonte',
      dscEstado: 'MG',
    });
    expect(provider.hits.at(-1)).toBe('30130010');
  });

  it('accepts the masked form 30130-010 and asks the provider for the 8 digits', async () => {
    const res = await cep(await t.login('AUMT-0001', 'Gestor@2026'), '30130-010');
    expect(res.statusCode).toBe(200);
    expect(provider.hits.at(-1)).toBe('30130010');
  });

  it.each([
    ['an unknown CEP (erro: "true")', '12345678'],
    ['a provider error (500)', FAILING_CEPS.serverError],
    ['an answer that is not JSON', FAILING_CEPS.notJson],
    ['an answer without a valid state', FAILING_CEPS.badState],
  ])('says Endereço não encontrado! for %s', async (_label, value) => {
    const res = await cep(master, value);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Endereço não encontrado!', messageKey: 'addressNotFound' });
  });

  it('gives up after the timeout with the same answer', async () => {
    const started = Date.now();
    const res = await cep(master, FAILING_CEPS.slow);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Endereço não encontrado!');
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('refuses a CEP that is not 8 digits without asking the provider', async () => {
    const before = provider.hits.length;
    for (const value of ['1234567', '123456789', 'abcdefgh']) {
      const res = await cep(master, value);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ cep: 'O CEP deve ter 8 dígitos.' });
    }
    expect(provider.hits.length).toBe(before);
  });

  it('is for the staff who edit addresses (Master, Gestor) only', async () => {
    const diretor = await t.login('AUCE-0001', 'Diretor@2026');
    expect((await cep(diretor, '30130010')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/cep/30130010' })).statusCode).toBe(401);
  });
});

describe('an unreachable provider', () => {
  it('answers Endereço não encontrado! (the default test app points at a closed port)', async () => {
    const other = await buildTestApp();
    try {
      const token = await other.login('REMT-0001', 'Master@2026');
      const res = await other.as(token, { method: 'GET', url: '/api/cep/30130010' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Endereço não encontrado!');
    } finally {
      await other.close();
    }
  });
});

describe('lookupCep: why the provider gave no address', () => {
  /** The failure told to `warn` (its kind, a message key; and the technical reason for the log), or none. */
  async function failureFor(url: string, value: string, timeoutMs = 400) {
    const told: { reason: string; failure: CepFailure }[] = [];
    await expect(lookupCep({ url, timeoutMs }, value, (reason, failure) => told.push({ reason, failure }))).rejects.toMatchObject({
      messageKey: 'addressNotFound',
    });
    return told;
  }

  it.each([
    ['a provider error (500)', FAILING_CEPS.serverError, 'cepProviderError'],
    ['an answer that is not JSON', FAILING_CEPS.notJson, 'cepProviderInvalid'],
    ['a slow provider', FAILING_CEPS.slow, 'cepTimeout'],
  ] as const)('%s', async (_label, value, failure) => {
    expect((await failureFor(provider.url, value)).map((told) => told.failure)).toEqual([failure]);
  });

  it('an unreachable provider: cepUnreachable, with the network’s own reason for the log', async () => {
    const [told, ...more] = await failureFor('http://127.0.0.1:9/ws/{cep}/json/', '30130010');
    expect(more).toEqual([]);
    // fetch's own message says nothing; its cause's does (here 'bad port': fetch never asks port 9; ECONNREFUSED, ENOTFOUND…).
    expect(told).toEqual({ failure: 'cepUnreachable', reason: expect.stringMatching(/^TypeError: fetch failed \(.+\)$/) });
  });

  it('an unknown CEP is not a failure of the provider', async () => {
    expect(await failureFor(provider.url, '12345678')).toEqual([]);
  });
});
