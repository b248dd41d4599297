import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../test/build-app';

let t: TestApp;
let master: string;
let gestor: string;
let gestorHorizonte: string;
let diretor: string;
const ids = { aurora: 0, horizonte: 0, centro: 0, sul: 0 };

beforeAll(async () => {
  t = await buildTestApp();
  master = await t.login('REMT-0001', 'Master@2026');
  gestor = await t.login('AUMT-0001', 'Gestor@2026');
  gestorHorizonte = await t.login('HOMT-0001', 'Gestor@2026');
  diretor = await t.login('AUCE-0001', 'Diretor@2026');
  const schools = await t.rows<{ id: number; p: string }>(sql`select cod_bse_escola as id, cst_txt_prefixo_login as p from bse_escola`);
  const units = await t.rows<{ id: number; p: string }>(sql`select cod_bse_unidade as id, cst_txt_prefixo_login as p from bse_unidade`);
  ids.aurora = schools.find((s) => s.p === 'AU')!.id;
  ids.horizonte = schools.find((s) => s.p === 'HO')!.id;
  ids.centro = units.find((u) => u.p === 'CE')!.id;
  ids.sul = units.find((u) => u.p === 'SU')!.id;
});
afterAll(() => t.close());

const post = (token: string, payload: object) => t.as(token, { method: 'POST', url: '/api/bse_unidade', payload });
const unitCount = async () => (await t.rows<{ n: number }>(sql`select count(*)::int as n from bse_unidade`))[0]!.n;

describe('GET /api/bse_unidade', () => {
  // The exact lists of the demo network: on a database of its own, where no other test adds units.
  let own: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    own = await buildTestApp();
    tokens.master = await own.login('REMT-0001', 'Master@2026');
    tokens.gestor = await own.login('AUMT-0001', 'Gestor@2026');
    tokens.gestorHorizonte = await own.login('HOMT-0001', 'Gestor@2026');
    tokens.diretor = await own.login('AUCE-0001', 'Diretor@2026');
  });
  afterAll(() => own.close());
  const list = (token: string, query = '') => own.as(token, { method: 'GET', url: `/api/bse_unidade${query}` });

  it('shows each profile its own units only', async () => {
    const names = async (token: string) => (await list(token)).json().items.map((u: { nomUnidade: string }) => u.nomUnidade);
    expect(await names(tokens.master!)).toEqual(['Unidade Centro', 'Unidade Sul']);
    expect(await names(tokens.gestor!)).toEqual(['Unidade Centro']);
    expect(await names(tokens.gestorHorizonte!)).toEqual(['Unidade Sul']);
    expect(await names(tokens.diretor!)).toEqual(['Unidade Centro']);
    expect((await list(await own.login('AUCE-0003', 'Prof@2026'))).statusCode).toBe(403);
  });

  it('searches over the unit name, the school name and both prefixes', async () => {
    const prefixes = async (q: string) =>
      (await list(tokens.master!, `?q=${encodeURIComponent(q)}`))
        .json()
        .items.map((u: { cstTxtPrefixoLogin: string }) => u.cstTxtPrefixoLogin);
    expect(await prefixes('sul')).toEqual(['SU']);
    expect(await prefixes('aurora')).toEqual(['CE']);
    expect(await prefixes('ce')).toEqual(['CE']);
    expect(await prefixes('HO')).toEqual(['SU']);
    expect(await prefixes('nada disso')).toEqual([]);
    const first = (await list(tokens.master!, '?q=unidade')).json().items[0];
    expect(first).toMatchObject({ nomEscola: 'Escola Aurora', cstTxtPrefixoLoginEscola: 'AU', cstTxtPrefixoLogin: 'CE' });
  });
});

describe('POST /api/bse_unidade', () => {
  it('lets a Master choose the school and requires it', async () => {
    const res = await post(master, { nomUnidade: 'Unidade Norte', cstTxtPrefixoLogin: 'no', codBseEscola: ids.horizonte });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      nomUnidade: 'Unidade Norte',
      cstTxtPrefixoLogin: 'NO',
      codBseEscola: ids.horizonte,
      endereco: null,
    });
    const none = await post(master, { nomUnidade: 'Unidade Leste', cstTxtPrefixoLogin: 'LE' });
    expect(none.statusCode).toBe(400);
    expect(none.json().fields).toEqual({ codBseEscola: 'Selecione uma escola.' });
    const missing = await post(master, { nomUnidade: 'Unidade Leste', cstTxtPrefixoLogin: 'LE', codBseEscola: 999 });
    expect(missing.json().fields).toEqual({ codBseEscola: 'Selecione uma escola.' });
  });

  it('fixes a Gestor’s units to their own school and refuses another', async () => {
    const res = await post(gestor, {
      nomUnidade: 'Unidade Leste',
      cstTxtPrefixoLogin: 'LE',
      endereco: { dscCep: '30130010', dscRua: 'Rua A', dscBairro: 'Centro', dscCidade: 'Belo Horizonte', dscEstado: 'MG' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ codBseEscola: ids.aurora, endereco: { dscRua: 'Rua A' } });
    const before = await unitCount();
    const other = await post(gestor, { nomUnidade: 'Unidade Intrusa', cstTxtPrefixoLogin: 'IN', codBseEscola: ids.horizonte });
    expect(other.statusCode).toBe(403);
    expect(await unitCount()).toBe(before);
  });

  it('checks name and prefix with the documents’ messages', async () => {
    const before = await unitCount();
    const short = await post(master, { nomUnidade: 'Uni', cstTxtPrefixoLogin: 'X', codBseEscola: ids.aurora });
    expect(short.json().fields).toEqual({
      nomUnidade: 'Nome Unidade precisa ter no mínimo 4 caracteres.',
      cstTxtPrefixoLogin: 'Prefixo precisa ter 2 caracteres.',
    });
    const digits = await post(master, { nomUnidade: 'Unidade 9', cstTxtPrefixoLogin: '9A', codBseEscola: ids.aurora });
    expect(digits.json().fields).toEqual({ cstTxtPrefixoLogin: 'O prefixo deve ter somente letras de A a Z.' });
    const types = await post(master, { nomUnidade: null, cstTxtPrefixoLogin: 12, codBseEscola: 'dois' });
    expect(types.statusCode).toBe(400);
    expect(Object.keys(types.json().fields).sort()).toEqual(['codBseEscola', 'cstTxtPrefixoLogin', 'nomUnidade']);
    expect(await unitCount()).toBe(before);
  });

  it('keeps prefixes unique within the school only, and names too', async () => {
    const taken = await post(gestor, { nomUnidade: 'Unidade Cerrado', cstTxtPrefixoLogin: 'ce' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      message: 'Este prefixo não pode ser utilizado.',
      fields: { cstTxtPrefixoLogin: 'Este prefixo não pode ser utilizado.' },
    });
    const name = await post(gestor, { nomUnidade: 'unidade centro', cstTxtPrefixoLogin: 'UC' });
    expect(name.statusCode).toBe(409);
    expect(name.json().message).toBe('Unidade já cadastrada');
    const elsewhere = await post(gestorHorizonte, { nomUnidade: 'Unidade Centro', cstTxtPrefixoLogin: 'CE' });
    expect(elsewhere.statusCode).toBe(201);
  });
});

describe('PUT /api/bse_unidade/{codBseUnidade}', () => {
  it('renames within scope and keeps the school', async () => {
    const unit = (await post(gestor, { nomUnidade: 'Unidade Antiga', cstTxtPrefixoLogin: 'AN' })).json().codBseUnidade;
    const res = await t.as(gestor, {
      method: 'PUT',
      url: `/api/bse_unidade/${unit}`,
      payload: { codBseUnidade: unit, nomUnidade: 'Unidade Centro Histórico', cstTxtPrefixoLogin: 'AN', codBseEscola: ids.aurora },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().nomUnidade).toBe('Unidade Centro Histórico');
    const move = await t.as(master, {
      method: 'PUT',
      url: `/api/bse_unidade/${unit}`,
      payload: { nomUnidade: 'Unidade Centro Histórico', cstTxtPrefixoLogin: 'AN', codBseEscola: ids.horizonte },
    });
    expect(move.json().fields).toEqual({ codBseEscola: 'A escola da unidade não pode ser alterada.' });
    const foreign = await t.as(gestorHorizonte, {
      method: 'PUT',
      url: `/api/bse_unidade/${unit}`,
      payload: { nomUnidade: 'Tomada', cstTxtPrefixoLogin: 'TO' },
    });
    expect(foreign.statusCode).toBe(404);
    const [row] = await t.rows<{ nom: string }>(sql`select nom_unidade as nom from bse_unidade where cod_bse_unidade = ${unit}`);
    expect(row!.nom).toBe('Unidade Centro Histórico');
  });

  it('adds, changes and clears the unit’s address', async () => {
    const created = (await post(gestor, { nomUnidade: 'Unidade Oeste', cstTxtPrefixoLogin: 'OE' })).json();
    const url = `/api/bse_unidade/${created.codBseUnidade}`;
    const endereco = { dscCep: '30130010', dscRua: 'Rua B', dscBairro: 'Centro', dscCidade: 'Belo Horizonte', dscEstado: 'MG' };
    const added = await t.as(gestor, { method: 'PUT', url, payload: { nomUnidade: 'Unidade Oeste', cstTxtPrefixoLogin: 'OE', endereco } });
    const addressId = added.json().endereco.codBseEndereco;
    const cleared = await t.as(gestor, {
      method: 'PUT',
      url,
      payload: { nomUnidade: 'Unidade Oeste', cstTxtPrefixoLogin: 'OE', endereco: null },
    });
    expect(cleared.json().endereco).toBeNull();
    expect(await t.rows(sql`select 1 from bse_endereco where cod_bse_endereco = ${addressId}`)).toEqual([]);
  });
});

describe('DELETE /api/bse_unidade/{id}', () => {
  it('is refused while classes or users exist', async () => {
    const res = await t.as(gestor, { method: 'DELETE', url: `/api/bse_unidade/${ids.centro}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Existem turmas e/ou usuários cadastrados nesta unidade. Favor apagar esses registros e tentar novamente.',
    );
    const withClass = (await post(gestor, { nomUnidade: 'Unidade Com Turma', cstTxtPrefixoLogin: 'CT' })).json();
    await t.as(gestor, {
      method: 'POST',
      url: '/api/bse_turma',
      payload: { nomTurma: 'Turma Única', codBseUnidade: withClass.codBseUnidade },
    });
    expect((await t.as(gestor, { method: 'DELETE', url: `/api/bse_unidade/${withClass.codBseUnidade}` })).statusCode).toBe(409);
  });

  it('deletes an empty unit of one’s own school, with its address, and no other school’s', async () => {
    const endereco = { dscCep: '30130010', dscRua: 'Rua C', dscBairro: 'Centro', dscCidade: 'Belo Horizonte', dscEstado: 'MG' };
    const empty = (await post(gestor, { nomUnidade: 'Unidade Vazia', cstTxtPrefixoLogin: 'VZ', endereco })).json();
    expect((await t.as(gestorHorizonte, { method: 'DELETE', url: `/api/bse_unidade/${empty.codBseUnidade}` })).statusCode).toBe(404);
    const res = await t.as(gestor, { method: 'DELETE', url: `/api/bse_unidade/${empty.codBseUnidade}` });
    expect(res.statusCode).toBe(200);
    expect(await t.rows(sql`select 1 from bse_endereco where cod_bse_endereco = ${empty.endereco.codBseEndereco}`)).toEqual([]);
    expect((await t.as(gestor, { method: 'GET', url: `/api/bse_unidade/${empty.codBseUnidade}` })).statusCode).toBe(404);
  });
});

describe('unidadesDaEscola and usuariosDaUnidade', () => {
  it('lists a school’s units for the school’s own staff only', async () => {
    const own = await t.as(diretor, { method: 'GET', url: `/api/bse_unidade/unidadesDaEscola/${ids.aurora}` });
    expect(own.json().map((u: { cstTxtPrefixoLogin: string }) => u.cstTxtPrefixoLogin)).toEqual(['CE']);
    expect((await post(gestor, { nomUnidade: 'Unidade Extra', cstTxtPrefixoLogin: 'EX' })).statusCode).toBe(201);
    const gestorUnits = await t.as(gestor, { method: 'GET', url: `/api/bse_unidade/unidadesDaEscola/${ids.aurora}` });
    expect(gestorUnits.json().map((u: { cstTxtPrefixoLogin: string }) => u.cstTxtPrefixoLogin)).toEqual(
      expect.arrayContaining(['CE', 'EX']),
    );
    expect((await t.as(gestor, { method: 'GET', url: `/api/bse_unidade/unidadesDaEscola/${ids.horizonte}` })).statusCode).toBe(404);
    expect((await t.as(master, { method: 'GET', url: `/api/bse_unidade/unidadesDaEscola/${ids.horizonte}` })).statusCode).toBe(200);
    expect((await t.as(master, { method: 'GET', url: '/api/bse_unidade/unidadesDaEscola/999' })).statusCode).toBe(404);
  });

  it('lists a unit’s users, paged and filtered by profile, inside the caller’s scope', async () => {
    const res = await t.as(diretor, { method: 'GET', url: `/api/bse_unidade/usuariosDaUnidade/${ids.centro}?codBsePerfil=6&pageSize=5` });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ total: 10, pageSize: 5 });
    expect(page.items[0]).toEqual({
      codBseUsuario: expect.any(Number),
      nomUsuario: 'Alice Aluna',
      cstLogin: 'AUCE-0004',
      codBsePerfil: 6,
      nomPerfil: 'Aluno',
      indAtivo: 'S',
    });
    expect(page.items).not.toContainEqual(expect.objectContaining({ txtSenha: expect.anything() }));
    expect((await t.as(diretor, { method: 'GET', url: `/api/bse_unidade/usuariosDaUnidade/${ids.sul}` })).statusCode).toBe(404);
    expect((await t.as(gestorHorizonte, { method: 'GET', url: `/api/bse_unidade/usuariosDaUnidade/${ids.centro}` })).statusCode).toBe(404);
  });
});
