import { ALL_CAPABILITIES, CAPABILITIES, type Capability } from '@portal/shared/permissions';
import { PROFILE, PROFILE_CODES } from '@portal/shared/common/profiles';
import { GUARDIAN_CONSENT_VERSION } from '@portal/shared/guardians';
import type { HTTPMethods, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BY_PROFILE, type TestApp, buildTestApp } from './build-app';

/**
 * The authorization walk: every registered route declares a capability or is explicitly public;
 * without a token a protected route answers 401, and every profile outside its capability gets
 * 403. Routes added by later features join this walk without any change here.
 */
let t: TestApp;
const tokens = new Map<number, string>();

const stillSignedIn = async (token: string) =>
  (await t.as(token, { method: 'GET', url: '/api/bse_usuario/getMeusDados/x' })).statusCode === 200;
const signIn = (profile: number) => t.login(DEMO_BY_PROFILE[profile]!.login, DEMO_BY_PROFILE[profile]!.password);

beforeAll(async () => {
  t = await buildTestApp();
  for (const profile of PROFILE_CODES) tokens.set(profile, await signIn(profile));
  // The guardian's calls refuse a guardian who has not accepted the consent term (a 403 of its own): the walk's has.
  const accepted = await t.as(tokens.get(PROFILE.RESPONSAVEL)!, {
    method: 'POST',
    url: '/api/responsavel/consentimento',
    payload: { versao: GUARDIAN_CONSENT_VERSION },
  });
  expect(accepted.statusCode).toBe(200);
});
afterAll(() => t.close());

function methodsOf(route: RouteOptions): HTTPMethods[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.filter((m) => m !== 'HEAD' && m !== 'OPTIONS');
}

/** A concrete URL for a route pattern: every parameter becomes 1. */
function sampleUrl(pattern: string): string {
  return pattern.replace(/:[A-Za-z0-9_]+/g, '1').replace(/\*$/, 'x');
}

function routes() {
  return t.app.routeCatalogue.flatMap((route) => methodsOf(route).map((method) => ({ method, url: route.url, config: route.config })));
}

describe('authorization walk over every route', () => {
  it('finds the foundation routes in the catalogue', () => {
    const urls = routes().map((r) => `${r.method} ${r.url}`);
    expect(urls).toContain('POST /api/auth/login');
    expect(urls).toContain('GET /api/bse_usuario/getMeusDados/x');
    expect(urls).toContain('POST /api/bse_usuario/changeData');
  });

  it('every route declares a capability or is explicitly public', () => {
    const undeclared = routes()
      .filter((r) => !r.config?.public && !r.config?.capability)
      .map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('every declared capability exists in the permission table', () => {
    const unknown = routes()
      .filter((r) => r.config?.capability && !ALL_CAPABILITIES.includes(r.config.capability))
      .map((r) => `${r.method} ${r.url}`);
    expect(unknown).toEqual([]);
  });

  it('protected routes answer 401 without a token and with a forged one', { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    for (const r of routes().filter((x) => x.config?.capability)) {
      const url = sampleUrl(r.url);
      const none = await t.app.inject({ method: r.method, url });
      const forged = await t.app.inject({ method: r.method, url, headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.e30.' } });
      if (none.statusCode !== 401 || none.json().code !== 'UNAUTHENTICATED') failures.push(`${r.method} ${r.url} -> ${none.statusCode}`);
      if (forged.statusCode !== 401) failures.push(`${r.method} ${r.url} forged -> ${forged.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  // Every route × every profile: long on a loaded machine.
  it('every profile without the capability gets 403, and every profile with it gets past the check', { timeout: 180_000 }, async () => {
    const failures: string[] = [];
    for (const r of routes().filter((x) => x.config?.capability)) {
      const allowed = CAPABILITIES[r.config!.capability as Capability] as readonly number[];
      for (const profile of PROFILE_CODES) {
        const res = await t.as(tokens.get(profile)!, { method: r.method, url: sampleUrl(r.url) });
        const isAllowed = allowed.includes(profile);
        if (!isAllowed && res.statusCode !== 403) failures.push(`${r.method} ${r.url} profile ${profile} -> ${res.statusCode}`);
        if (isAllowed && (res.statusCode === 403 || res.statusCode === 401))
          failures.push(`${r.method} ${r.url} profile ${profile} refused`);
        if (res.statusCode >= 500) failures.push(`${r.method} ${r.url} profile ${profile} -> ${res.statusCode}`);
        // An allowed call may end the session (logout): sign in again only if it did.
        if (isAllowed && !(await stillSignedIn(tokens.get(profile)!))) tokens.set(profile, await signIn(profile));
      }
    }
    expect(failures).toEqual([]);
  });
});
