import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BY_PROFILE, type TestApp, buildTestApp } from '../../test/build-app';
import { bseAcesso, bsePerfil, bseUsuario } from '../../db/schema';

const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const loginCall = (username: string, password: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, headers });

const accessOf = (login: string) => t.db.select().from(bseAcesso).where(eq(bseAcesso.cstLogin, login)).orderBy(bseAcesso.codBseAcesso);

describe('POST /api/auth/login', () => {
  it.each(Object.entries(DEMO_BY_PROFILE))('signs in profile %s with 202, a token and the session data', async (profile, demo) => {
    const res = await loginCall(demo.login, demo.password);
    expect(res.statusCode).toBe(202);
    const body = res.json();
    expect(body.httpStatus).toBe(202);
    expect(body.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.user).toMatchObject({ cstLogin: demo.login, codBsePerfil: Number(profile), isAuthenticated: true });
  });

  it('gives the Professor both classes with 6º Ano A current, and the Aluno their class', async () => {
    const prof = (await loginCall('AUCE-0003', 'Prof@2026')).json().user;
    expect(prof.nomPerfil).toBe('Professor');
    expect(prof.nomEscola).toBe('Escola Aurora');
    expect(prof.nomUnidade).toBe('Unidade Centro');
    expect(prof.turmas.map((c: { nomTurma: string }) => c.nomTurma)).toEqual(['6º Ano A', '6º Ano B']);
    expect(prof.nomTurma).toBe('6º Ano A');
    const aluno = (await loginCall('HOSU-0003', 'Aluno@2026')).json().user;
    expect(aluno).toMatchObject({ nomTurma: '7º Ano A', nomEscola: 'Escola Horizonte', nomUnidade: 'Unidade Sul' });
  });

  it('upper-cases the code', async () => {
    const res = await loginCall('auce-0004', 'Aluno@2026');
    expect(res.statusCode).toBe(202);
    expect(res.json().user.cstLogin).toBe('AUCE-0004');
  });

  it('answers the same 401 for a wrong password and an unknown code', async () => {
    const wrong = await loginCall('AUCE-0001', 'errada123');
    const unknown = await loginCall('ZZZZ-9999', 'errada123');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      statusCode: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'Usuário ou senha inválidos',
      messageKey: 'invalidCredentials',
      requestId: wrong.headers['x-request-id'],
    });
    // The same answer but for each request's own id.
    expect({ ...unknown.json(), requestId: undefined }).toEqual({ ...wrong.json(), requestId: undefined });
  });

  it('answers 410 for a deactivated user with the right password, and 401 with a wrong one', async () => {
    const res = await loginCall('AUCE-0005', 'Inativo@2026');
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ code: 'USER_DISABLED', message: 'Usuário desativado.' });
    expect((await loginCall('AUCE-0005', 'outra-senha')).statusCode).toBe(401);
  });

  it('answers 400 for a profile without portal access', async () => {
    const [profile] = await t.db
      .insert(bsePerfil)
      .values({ nomPerfil: 'Responsável', codPerfilCriacao: 1, indAcessoPortal: 'N' })
      .returning();
    const [someone] = await t.db.select().from(bseUsuario).where(eq(bseUsuario.cstLogin, 'HOSU-0003'));
    await t.db.insert(bseUsuario).values({
      cstLogin: 'HOSU-0900',
      nomUsuario: 'Responsável Teste',
      txtSenha: someone!.txtSenha,
      codBsePerfil: profile!.codBsePerfil,
      codBseEscola: someone!.codBseEscola,
    });
    const res = await loginCall('HOSU-0900', 'Aluno@2026');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'NO_PORTAL_ACCESS', message: 'Usuário sem permissão no portal web.' });
    const [entry] = (await accessOf('HOSU-0900')).slice(-1);
    expect(entry).toMatchObject({ indSucesso: 'N', txtObservacao: 'Usuário sem permissão no portal web.' });
  });

  it('rejects missing or short fields with the Portuguese field messages', async () => {
    const empty = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ username: 'O campo código de usuário é obrigatório', password: 'A senha é obrigatória' });
    const short = await loginCall('AUCE-0004', '1234');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'VALIDATION', fields: { password: 'A senha deve ter no mínimo 5 caracteres' } });
    const wrongTypes = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 12, password: ['x'] } });
    expect(wrongTypes.statusCode).toBe(400);
    expect(wrongTypes.json().fields.username).toBe('O campo código de usuário é obrigatório');
  });

  it('locks a login with 429 after five failures, even for the right password', async () => {
    for (let i = 0; i < 5; i++) expect((await loginCall('HOSU-0002', `errada-${i}`)).statusCode).toBe(401);
    const locked = await loginCall('HOSU-0002', 'Prof@2026');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', message: 'Muitas tentativas. Tente novamente em alguns minutos.' });
    // other logins are not affected
    expect((await loginCall('HOSU-0001', 'Diretor@2026')).statusCode).toBe(202);
  });

  it('writes every attempt to the access log with the browser and system, and nothing from the password', async () => {
    await loginCall('HOMT-0001', 'nao-e-essa', { 'user-agent': CHROME_ON_WINDOWS });
    await loginCall('HOMT-0001', 'Gestor@2026', { 'user-agent': CHROME_ON_WINDOWS });
    const entries = await accessOf('HOMT-0001');
    expect(entries.map((e) => e.indSucesso)).toEqual(['N', 'S']);
    expect(entries[0]).toMatchObject({
      txtObservacao: 'Senha incorreta.',
      nomSo: 'Windows',
      nomNavegador: 'Chrome',
      txtVersaoNavegador: '131.0.0.0',
    });
    expect(entries[1]!.codBseUsuario).toBeGreaterThan(0);
    const columns = await t.rows<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = 'bse_acesso'`,
    );
    const names = columns.map((c) => c.column_name);
    expect(names).toContain('ind_sucesso');
    expect(names.filter((n) => /senha|hash|password/i.test(n))).toEqual([]);
    const serialised = JSON.stringify(entries);
    expect(serialised).not.toContain('nao-e-essa');
    expect(serialised).not.toContain('Gestor@2026');
  });
});

describe('session', () => {
  it('POST /api/bse_acesso adds the web details to this session entry', async () => {
    const token = await t.login('AUCE-0002', 'Coord@2026');
    const res = await t.as(token, {
      method: 'POST',
      url: '/api/bse_acesso',
      payload: { nomSo: 'Android', txtVersaoSo: '14', nomNavegador: 'Firefox', txtVersaoNavegador: '133.0', txtObservacao: 'tela 390x844' },
    });
    expect(res.statusCode).toBe(200);
    const [latest] = (await accessOf('AUCE-0002')).slice(-1);
    expect(latest).toMatchObject({ indSucesso: 'S', nomSo: 'Android', nomNavegador: 'Firefox', txtObservacao: 'tela 390x844' });
  });

  it('logout ends that token at once and leaves other sessions alone', async () => {
    const first = await t.login('AUCE-0001', 'Diretor@2026');
    const second = await t.login('AUCE-0001', 'Diretor@2026');
    expect((await t.as(first, { method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
    const after = await t.as(first, { method: 'GET', url: '/api/bse_usuario/getMeusDados/x' });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Sessão expirou.' });
    expect((await t.as(second, { method: 'GET', url: '/api/bse_usuario/getMeusDados/x' })).statusCode).toBe(200);
  });

  it('deactivating a user ends their sessions at once', async () => {
    const token = await t.login('AUCE-0004', 'Aluno@2026');
    expect((await t.as(token, { method: 'GET', url: '/api/bse_usuario/getMeusDados/x' })).statusCode).toBe(200);
    const [user] = await t.db.select({ id: bseUsuario.codBseUsuario }).from(bseUsuario).where(eq(bseUsuario.cstLogin, 'AUCE-0004'));
    // Changed by SQL outside any route: the database's notification drops the cached session (on
    // PostgreSQL it arrives on the listener's own connection, so the test waits for its receipt).
    const dropped = t.app.sessionCache.receipt(`u:${user?.id}`);
    await t.db
      .update(bseUsuario)
      .set({ indAtivo: 'N', numVersaoToken: sql`${bseUsuario.numVersaoToken} + 1` })
      .where(eq(bseUsuario.cstLogin, 'AUCE-0004'));
    await dropped;
    expect((await t.as(token, { method: 'GET', url: '/api/bse_usuario/getMeusDados/x' })).statusCode).toBe(401);
    await t.db.update(bseUsuario).set({ indAtivo: 'S' }).where(eq(bseUsuario.cstLogin, 'AUCE-0004'));
  });

  it('refuses a token signed with another secret or expired', async () => {
    const other = t.app.jwt.sign({ sub: '1', ver: 0, jti: '00000000-0000-4000-8000-000000000000' }, { expiresIn: -10 });
    expect((await t.as(other, { method: 'GET', url: '/api/bse_usuario/getMeusDados/x' })).statusCode).toBe(401);
  });
});
