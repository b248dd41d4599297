import { PROFILE_CODES } from '@portal/shared/common/profiles';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BY_PROFILE, type TestApp, buildTestApp } from './build-app';
import { multipart } from './multipart';
/**
 * The edges of the boundary walk (boundary.test.ts) one by one, each with the answer a person must
 * get: ids past PostgreSQL's integer, text PostgreSQL cannot store, the access-log call, the scoped
 * login sequence and the body limits.
 */

let t: TestApp;
const tokens = new Map<number, string>();

beforeAll(async () => {
  t = await buildTestApp();
  for (const profile of PROFILE_CODES) {
    const demo = DEMO_BY_PROFILE[profile]!;
    tokens.set(profile, await t.login(demo.login, demo.password));
  }
});
afterAll(() => t.close());

describe('ids outside PostgreSQL integer answer 400 with the field', () => {
  const master = () => tokens.get(1)!;
  it.each(['2147483648', '-1', '1e3', '1.5', '0', '99999999999999999999'])('%s in paths and queries', async (v) => {
    const cases: [string, string, string][] = [
      ['GET', `/api/bse_usuario/${v}`, 'id'],
      ['DELETE', `/api/bse_escola/${v}`, 'codBseEscola'],
      ['GET', `/api/trl_capitulo/abrir/${v}`, 'id'],
      ['GET', `/api/bse_turma?codBseUnidade=${v}`, 'codBseUnidade'],
      ['GET', `/api/bse_usuario?codBsePerfil=${v}`, 'codBsePerfil'],
    ];
    for (const [method, url, field] of cases) {
      const res = await t.as(master(), { method: method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json().fields[field], `${method} ${url}`).toBe('Identificador inválido.');
      expect(res.json().fieldKeys[field]).toBe('invalidId');
    }
    const page = await t.as(master(), { method: 'GET', url: `/api/bse_usuario?codBsePerfil=6&page=${v}` });
    expect(page.statusCode).toBe(400);
    expect(page.json().fields.page).toBe('Página inválida.');
  });

  it.each([2147483648, -1, 1.5, 0])('%s in JSON bodies', async (v) => {
    const res = await t.as(master(), { method: 'PUT', url: '/api/trl_livro/inverterLivros/x', payload: { livro1: v, livro2: 1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.livro1).toBe('Identificador inválido.');
  });
});

describe('text that PostgreSQL cannot store', () => {
  it('a NUL in the sign-in answers 400 with the field, in the three languages by its key', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'AUCE\u0000-0004', password: 'Aluno@2026' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      message: 'O texto contém um caractere inválido.',
      messageKey: 'invalidCharacter',
      fields: { username: 'O texto contém um caractere inválido.' },
    });
  });

  it('a lone surrogate in a body and a NUL in a search answer 400', async () => {
    const body = await t.as(tokens.get(1)!, {
      method: 'POST',
      url: '/api/bse_perfil',
      payload: { nomPerfil: 'Perfil \ud800', codPerfilCriacao: 1 },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json().fields.nomPerfil).toBe('O texto contém um caractere inválido.');
    const search = await t.as(tokens.get(1)!, { method: 'GET', url: '/api/bse_escola?q=a%00b' });
    expect(search.statusCode).toBe(400);
    expect(search.json().fields.q).toBe('O texto contém um caractere inválido.');
  });

  it('a NUL in a multipart field (past the JSON guard) answers 400, and nothing is written', async () => {
    const [school] = await t.rows<{ id: number }>(sql`select cod_bse_escola as id from bse_escola where cst_txt_prefixo_login = 'AU'`);
    const form = multipart([], {
      cstLogin: 'AUMT-0900',
      nomUsuario: 'Ana\u0000Souza',
      txtSenha: 'Senha@2026',
      codBsePerfil: '2',
      codBseEscola: String(school!.id),
    });
    const res = await t.as(tokens.get(1)!, { method: 'POST', url: '/api/bse_usuario', payload: form.body, headers: form.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', messageKey: 'invalidCharacter' });
    expect(await t.rows(sql`select 1 from bse_usuario where cst_login = 'AUMT-0900'`)).toEqual([]);
  });
});

describe('POST /api/bse_acesso', () => {
  it('answers 200 to {} and leaves the sign-in entry as it was', async () => {
    const token = await t.login('HOSU-0001', 'Diretor@2026');
    const before = await t.rows(
      sql`select nom_so, txt_observacao from bse_acesso where cst_login = 'HOSU-0001' order by cod_bse_acesso desc limit 1`,
    );
    const res = await t.as(token, { method: 'POST', url: '/api/bse_acesso', payload: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const after = await t.rows(
      sql`select nom_so, txt_observacao from bse_acesso where cst_login = 'HOSU-0001' order by cod_bse_acesso desc limit 1`,
    );
    expect(after).toEqual(before);
  });
});

describe('GET /api/bse_usuario/setSequencial/{prefix} is scoped', () => {
  it.each([
    [1, { AUCE: 200, AUMT: 200, HOSU: 200, HOMT: 200 }],
    [2, { AUCE: 200, AUMT: 200, HOSU: 403, HOMT: 403 }],
    [3, { AUCE: 200, AUMT: 403, HOSU: 403, HOMT: 403 }],
    [4, { AUCE: 200, AUMT: 403, HOSU: 403, HOMT: 403 }],
    [5, { AUCE: 403, AUMT: 403, HOSU: 403, HOMT: 403 }],
    [6, { AUCE: 403, AUMT: 403, HOSU: 403, HOMT: 403 }],
    [7, { AUCE: 403, AUMT: 403, HOSU: 403, HOMT: 403 }],
  ] as const)('profile %i', async (profile, expected) => {
    for (const [prefix, status] of Object.entries(expected)) {
      const res = await t.as(tokens.get(profile)!, { method: 'GET', url: `/api/bse_usuario/setSequencial/${prefix}` });
      expect(res.statusCode, `profile ${profile} ${prefix}`).toBe(status);
      if (status === 200) expect(res.json().proxSeq).toBeGreaterThan(0);
      else expect(res.json().code).toBe('FORBIDDEN');
    }
  });
});

describe('body limits', () => {
  it('a JSON body past the route limit answers 413 with the shared message', async () => {
    const res = await t.as(tokens.get(5)!, {
      method: 'POST',
      url: '/api/trl_conteudo_texto',
      payload: { codTrlAula: 1, dscTitulo: 'x', dscTexto: 'x'.repeat(100 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      statusCode: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'O servidor rejeitou a requisição: conteúdo grande demais.',
      messageKey: 'payloadTooLarge',
      requestId: res.headers['x-request-id'],
    });
  });

  it('the bulk routes keep their larger limit', async () => {
    const usuarios = Array.from({ length: 3000 }, (_, i) => ({ nomUsuario: `Aluno ${i} ${'x'.repeat(150)}`, codBsePerfil: 6 }));
    const res = await t.as(tokens.get(1)!, {
      method: 'POST',
      url: '/api/bse_usuario/validarUsuariosEmMassa/x',
      payload: { codBseTurma: 2147483647, usuarios },
    });
    expect(res.statusCode).not.toBe(413);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('a game save with more items than any game takes answers 400 with the field', async () => {
    const perguntas = Array.from({ length: 37 }, () => ({ dscPergunta: 'carta' }));
    const res = await t.as(tokens.get(5)!, {
      method: 'POST',
      url: '/api/trl_conteudo_jogo',
      payload: { codTrlAula: 1, codTrlJogo: 2, perguntas, respostas: [] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.perguntas).toBe('Permitido somente até 36 perguntas.');
    const respostas = Array.from({ length: 37 }, () => ({ dscResposta: 'a' }));
    const many = await t.as(tokens.get(5)!, {
      method: 'POST',
      url: '/api/trl_conteudo_jogo',
      payload: { codTrlAula: 1, codTrlJogo: 8, perguntas: [{}, {}], respostas },
    });
    expect(many.statusCode).toBe(400);
    expect(many.json().fields.respostas).toBe('Permitido somente até 36 respostas.');
  });

  it('a game save whose new images pass 40 MiB together answers 413 before it holds more', async () => {
    const image = Buffer.alloc(Math.floor(4.9 * 1024 * 1024), 1);
    const files = Array.from({ length: 9 }, (_, i) => ({ field: `img${i}`, name: `${i}.png`, type: 'image/png', data: image }));
    const form = multipart(files, { dados: JSON.stringify({ codTrlAula: 1, codTrlJogo: 2, perguntas: [], respostas: [] }) });
    const res = await t.as(tokens.get(5)!, { method: 'POST', url: '/api/trl_conteudo_jogo', payload: form.body, headers: form.headers });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', messageKey: 'payloadTooLarge' });
  });
});
