import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { type TestApp, buildTestApp } from '../../test/build-app';
import { bseAcesso, bseUsuario } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const loginCall = (app: TestApp, username: string, password: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, headers });

const notesOf = async (login: string) =>
  (await t.db.select().from(bseAcesso).where(eq(bseAcesso.cstLogin, login)).orderBy(bseAcesso.codBseAcesso)).map(
    (e) => e.txtObservacao ?? '',
  );

const idOf = async (login: string) => {
  const [row] = await t.db.select({ id: bseUsuario.codBseUsuario }).from(bseUsuario).where(eq(bseUsuario.cstLogin, login));
  return row!.id;
};

const countBy = (statuses: number[]) => statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

describe('five-failure lock', () => {
  it('checks at most five of 20 wrong passwords sent at once, and the sixth attempt is 429 even when right', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => loginCall(t, 'AUCE-0007', `errada-${i}`)));
    expect(countBy(answers.map((a) => a.statusCode))).toEqual({ 401: 5, 429: 15 });
    const notes = await notesOf('AUCE-0007');
    expect(notes.filter((n) => n.startsWith('Senha incorreta.'))).toHaveLength(5);
    expect(notes.filter((n) => n.includes('Login bloqueado por 15 minutos.'))).toHaveLength(1);
    expect(notes.filter((n) => n === 'Bloqueado: muitas tentativas.')).toHaveLength(15);
    const right = await loginCall(t, 'AUCE-0007', 'Aluno@2026');
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', message: 'Muitas tentativas. Tente novamente em alguns minutos.' });
  });

  it('an unknown code is locked the same way (no way to tell codes apart)', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => loginCall(t, 'ZZQQ-0001', 'errada-1')));
    expect(countBy(answers.map((a) => a.statusCode))).toEqual({ 401: 5, 429: 3 });
  });

  it('a right password clears the count', async () => {
    for (let i = 0; i < 4; i++) expect((await loginCall(t, 'AUCE-0009', `errada-${i}`)).statusCode).toBe(401);
    expect((await loginCall(t, 'AUCE-0009', 'Aluno@2026')).statusCode).toBe(202);
    for (let i = 0; i < 4; i++) expect((await loginCall(t, 'AUCE-0009', `errada-${i}`)).statusCode).toBe(401);
    expect((await loginCall(t, 'AUCE-0009', 'Aluno@2026')).statusCode).toBe(202);
  });
});

describe('unlock by the staff who manage the user', () => {
  it('shows the lock, refuses staff outside the scope, unlocks, logs both, and the student signs in again', async () => {
    for (let i = 0; i < 5; i++) await loginCall(t, 'AUCE-0008', `errada-${i}`);
    expect((await loginCall(t, 'AUCE-0008', 'Aluno@2026')).statusCode).toBe(429);
    const studentId = await idOf('AUCE-0008');
    const diretor = await t.login('AUCE-0001', 'Diretor@2026');
    const otherSchool = await t.login('HOMT-0001', 'Gestor@2026');
    const classmate = await t.login('AUCE-0006', 'Aluno@2026');
    const state = (token: string) => t.as(token, { method: 'GET', url: `/api/bse_usuario/${studentId}/bloqueio` });
    const unlock = (token: string) => t.as(token, { method: 'POST', url: `/api/bse_usuario/${studentId}/desbloquear` });

    expect((await state(diretor)).json()).toEqual({ bloqueado: true });
    expect((await state(otherSchool)).statusCode).toBe(404);
    expect((await unlock(otherSchool)).statusCode).toBe(404);
    expect((await unlock(classmate)).statusCode).toBe(403);
    expect((await loginCall(t, 'AUCE-0008', 'Aluno@2026')).statusCode).toBe(429);

    const res = await unlock(diretor);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await state(diretor)).json()).toEqual({ bloqueado: false });
    const notes = await notesOf('AUCE-0008');
    expect(notes.filter((n) => n.includes('Login bloqueado por 15 minutos.'))).toHaveLength(1);
    expect(notes.at(-1)).toBe('Desbloqueado por AUCE-0001.');
    expect((await loginCall(t, 'AUCE-0008', 'Aluno@2026')).statusCode).toBe(202);
  });
});

describe('password change throttled like sign-in', () => {
  it('checks at most five wrong current passwords, then 429 until staff unlock; sign-in is not affected', async () => {
    const token = await t.login('AUCE-0010', 'Aluno@2026');
    const change = (actualPassword: string, newPassword = 'Nova@2026') =>
      t.as(token, { method: 'POST', url: '/api/bse_usuario/changePassword', payload: { actualPassword, newPassword } });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => change(`errada-${i}`)));
    expect(countBy(answers.map((a) => a.statusCode))).toEqual({ 400: 5, 429: 15 });
    expect(answers.find((a) => a.statusCode === 400)!.json().fields).toEqual({ actualPassword: 'A senha atual está incorreta.' });
    expect(answers.find((a) => a.statusCode === 429)!.json().code).toBe('TOO_MANY_ATTEMPTS');
    expect((await change('Aluno@2026')).statusCode).toBe(429);
    expect((await loginCall(t, 'AUCE-0010', 'Aluno@2026')).statusCode).toBe(202);

    const diretor = await t.login('AUCE-0001', 'Diretor@2026');
    expect((await t.as(diretor, { method: 'POST', url: `/api/bse_usuario/${await idOf('AUCE-0010')}/desbloquear` })).statusCode).toBe(200);
    expect((await change('Aluno@2026')).statusCode).toBe(200);
    expect((await loginCall(t, 'AUCE-0010', 'Nova@2026')).statusCode).toBe(202);
  });
});

describe('TRUST_PROXY', () => {
  it('reads a hop count or a list of addresses and CIDRs, and is off when unset', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-config-'));
    const env = { DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) };
    try {
      expect(loadConfig(env).trustProxy).toBe(false);
      expect(loadConfig({ ...env, TRUST_PROXY: '0' }).trustProxy).toBe(false);
      expect(loadConfig({ ...env, TRUST_PROXY: '2' }).trustProxy).toBe(2);
      expect(loadConfig({ ...env, TRUST_PROXY: '10.0.0.0/8, 192.168.1.10,::1' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.10', '::1']);
      expect(() => loadConfig({ ...env, TRUST_PROXY: 'qualquer' })).toThrow(/TRUST_PROXY/);
      expect(() => loadConfig({ ...env, TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('off by default: X-Forwarded-For does not reset the per-address sign-in limit', async () => {
    const limited = await buildTestApp({ loginRatePerMinute: 3 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        statuses.push((await loginCall(limited, `ZZQ${i}-0001`, 'errada-1', { 'x-forwarded-for': `203.0.113.${i + 1}` })).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });

  it('with the balancer trusted, each forwarded client has its own limit', async () => {
    const behindProxy = await buildTestApp({ loginRatePerMinute: 3, trustProxy: ['127.0.0.1'] });
    try {
      for (let i = 0; i < 4; i++) {
        const res = await loginCall(behindProxy, `ZZQ${i}-0002`, 'errada-1', { 'x-forwarded-for': `203.0.113.${i + 1}` });
        expect(res.statusCode).toBe(401);
      }
      const same: number[] = [];
      for (let i = 0; i < 4; i++) {
        same.push((await loginCall(behindProxy, `ZZR${i}-0002`, 'errada-1', { 'x-forwarded-for': '198.51.100.7' })).statusCode);
      }
      expect(same).toEqual([401, 401, 401, 429]);
    } finally {
      await behindProxy.close();
    }
  });
});

describe('Content-Security-Policy', () => {
  // A page of the web app (a 404 here: the tests serve no build) carries the document policy.
  const page = (app: TestApp) => app.app.inject({ method: 'GET', url: '/entrar' });

  it('has no upgrade-insecure-requests (nor HSTS) on a plain-HTTP server', async () => {
    const res = await page(t);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    // Only the two video players the lessons embed may be framed.
    expect(res.headers['content-security-policy']).toContain('frame-src https://www.youtube-nocookie.com https://player.vimeo.com');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends upgrade-insecure-requests and HSTS when PUBLIC_URL is https', async () => {
    const secure = await buildTestApp({ publicUrl: 'https://portal.escola.example' });
    try {
      const res = await page(secure);
      expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
      expect(res.headers['strict-transport-security']).toContain('max-age=');
      expect((await secure.app.inject({ method: 'GET', url: '/api/health' })).headers['strict-transport-security']).toContain('max-age=');
    } finally {
      await secure.close();
    }
  });
});
