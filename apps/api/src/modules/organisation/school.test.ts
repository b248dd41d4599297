import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../test/build-app';

let t: TestApp;
let master: string;
let gestor: string;

beforeAll(async () => {
  t = await buildTestApp();
  master = await t.login('REMT-0001', 'Master@2026');
  gestor = await t.login('AUMT-0001', 'Gestor@2026');
});
afterAll(() => t.close());

const address = { dscCep: '69900-970', dscRua: 'Rua Rio Grande do Sul', dscBairro: 'Centro', dscCidade: 'Rio Branco', dscEstado: 'ac' };
const post = (payload: unknown, token = master) => t.as(token, { method: 'POST', url: '/api/bse_escola', payload: payload as object });
const counts = async () => {
  const [row] = await t.rows<{ schools: number; addresses: number }>(
    sql`select (select count(*)::int from bse_escola) as schools, (select count(*)::int from bse_endereco) as addresses`,
  );
  return row!;
};

describe('GET /api/bse_escola', () => {
  // The exact list of the demo network: on a database of its own, where no other test adds schools.
  let own: TestApp;
  let ownMaster: string;
  beforeAll(async () => {
    own = await buildTestApp();
    ownMaster = await own.login('REMT-0001', 'Master@2026');
  });
  afterAll(() => own.close());

  it('lists the network 10 per page by name, with the address, and searches by name', async () => {
    const res = await own.as(ownMaster, { method: 'GET', url: '/api/bse_escola' });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 10 });
    expect(page.items.map((s: { nomEscola: string }) => s.nomEscola)).toEqual(['Escola Aurora', 'Escola Horizonte', 'Rede Portal Escolar']);
    expect(page.items[0].endereco).toMatchObject({ dscCidade: 'Belo Horizonte', dscEstado: 'MG' });
    const found = await own.as(ownMaster, { method: 'GET', url: '/api/bse_escola?q=horiz' });
    expect(found.json().items.map((s: { cstTxtPrefixoLogin: string }) => s.cstTxtPrefixoLogin)).toEqual(['HO']);
    const wildcard = await own.as(ownMaster, { method: 'GET', url: '/api/bse_escola?q=%25' });
    expect(wildcard.json().total).toBe(0);
  });

  it('pages and sorts on the server and refuses a page size over 100', async () => {
    const second = await own.as(ownMaster, { method: 'GET', url: '/api/bse_escola?pageSize=2&page=2&sort=-nomEscola' });
    expect(second.json()).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.json().items.map((s: { nomEscola: string }) => s.nomEscola)).toEqual(['Escola Aurora']);
    const past = await own.as(ownMaster, { method: 'GET', url: '/api/bse_escola?page=9' });
    expect(past.json()).toMatchObject({ total: 3, items: [] });
    expect((await own.as(ownMaster, { method: 'GET', url: '/api/bse_escola?pageSize=101' })).statusCode).toBe(400);
    expect((await own.as(ownMaster, { method: 'GET', url: '/api/bse_escola?sort=txtSenha' })).statusCode).toBe(400);
  });

  it('is for Master only', async () => {
    expect((await t.as(gestor, { method: 'GET', url: '/api/bse_escola' })).statusCode).toBe(403);
    expect((await t.as(gestor, { method: 'GET', url: '/api/bse_escola/2' })).statusCode).toBe(403);
  });
});

describe('POST /api/bse_escola', () => {
  it('creates the school and its address together, with a random 6-letter code', async () => {
    const before = await counts();
    const res = await post({ nomEscola: '  Escola Acre ', cstTxtPrefixoLogin: 'ac', endereco: address });
    expect(res.statusCode).toBe(201);
    const school = res.json();
    expect(school).toMatchObject({
      nomEscola: 'Escola Acre',
      cstTxtPrefixoLogin: 'AC',
      codUsuarioCriacao: 1,
      endereco: { dscCep: '69900970', dscRua: 'Rua Rio Grande do Sul', dscCidade: 'Rio Branco', dscEstado: 'AC' },
    });
    expect(school.cstCodigo).toMatch(/^[A-Z]{6}$/);
    expect(await counts()).toEqual({ schools: before.schools + 1, addresses: before.addresses + 1 });
    expect((await t.as(master, { method: 'GET', url: `/api/bse_escola/${school.codBseEscola}` })).json()).toEqual(school);
  });

  it('says which field is wrong, in the documents’ words, and writes nothing', async () => {
    const before = await counts();
    const empty = await post({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toMatchObject({
      nomEscola: 'Por favor, preencha o campo Nome.',
      cstTxtPrefixoLogin: 'Por favor, preencha o campo Prefixo.',
    });
    const blank = await post({ nomEscola: '   ', cstTxtPrefixoLogin: '', endereco: address });
    expect(blank.json().fields).toEqual({
      nomEscola: 'Por favor, preencha o campo Nome.',
      cstTxtPrefixoLogin: 'Por favor, preencha o campo Prefixo.',
    });
    expect((await post({ nomEscola: 'Escola Três', cstTxtPrefixoLogin: 'ABC', endereco: address })).json().fields).toEqual({
      cstTxtPrefixoLogin: 'Prefixo precisa ter 2 caracteres.',
    });
    expect((await post({ nomEscola: 'Escola Três', cstTxtPrefixoLogin: 'A1', endereco: address })).json().fields).toEqual({
      cstTxtPrefixoLogin: 'O prefixo deve ter somente letras de A a Z.',
    });
    const badAddress = await post({
      nomEscola: 'Escola Três',
      cstTxtPrefixoLogin: 'TR',
      endereco: { dscCep: '123', dscRua: '', dscBairro: ' ', dscCidade: '', dscEstado: 'XX' },
    });
    expect(badAddress.json().fields).toEqual({
      'endereco.dscCep': 'O CEP deve ter 8 dígitos.',
      'endereco.dscRua': 'Informe a rua.',
      'endereco.dscBairro': 'Informe o bairro.',
      'endereco.dscCidade': 'Informe a cidade.',
      'endereco.dscEstado': 'Selecione a UF.',
    });
    const noAddress = await post({ nomEscola: 'Escola Três', cstTxtPrefixoLogin: 'TR' });
    expect(noAddress.json()).toMatchObject({ statusCode: 400, fields: { endereco: 'Informe o endereço.' } });
    const wrongTypes = await post({ nomEscola: 12, cstTxtPrefixoLogin: ['TR'], endereco: 'rua' });
    expect(wrongTypes.statusCode).toBe(400);
    expect(Object.keys(wrongTypes.json().fields).sort()).toEqual(['cstTxtPrefixoLogin', 'endereco', 'nomEscola']);
    expect(await counts()).toEqual(before);
  });

  it('refuses a prefix in use and a name in use (any case) with 409, writing no address', async () => {
    const before = await counts();
    const prefix = await post({ nomEscola: 'Outra Aurora', cstTxtPrefixoLogin: 'au', endereco: address });
    expect(prefix.statusCode).toBe(409);
    expect(prefix.json()).toMatchObject({
      message: 'O prefixo informado já está em uso por outra escola.',
      fields: { cstTxtPrefixoLogin: 'O prefixo informado já está em uso por outra escola.' },
    });
    const name = await post({ nomEscola: 'ESCOLA AURORA', cstTxtPrefixoLogin: 'ZZ', endereco: address });
    expect(name.statusCode).toBe(409);
    expect(name.json()).toMatchObject({ message: 'Escola já cadastrada.', fields: { nomEscola: 'Escola já cadastrada.' } });
    expect(await counts()).toEqual(before);
  });

  it('answers one 201 and 409s, never a 500, to the same school sent at once', async () => {
    const before = await counts();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => post({ nomEscola: `Escola Corrida ${i}`, cstTxtPrefixoLogin: 'CR', endereco: address })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await counts()).toEqual({ schools: before.schools + 1, addresses: before.addresses + 1 });
  });

  it('attaches an address made by POST /api/bse_endereco, once', async () => {
    const made = await t.as(master, { method: 'POST', url: '/api/bse_endereco', payload: address });
    expect(made.statusCode).toBe(201);
    const id = made.json().codBseEndereco;
    expect((await t.as(master, { method: 'GET', url: `/api/bse_endereco/${id}` })).json()).toMatchObject({ dscCidade: 'Rio Branco' });
    const first = await post({ nomEscola: 'Escola Rio Branco', cstTxtPrefixoLogin: 'RB', codBseEndereco: id });
    expect(first.statusCode).toBe(201);
    expect(first.json().endereco.codBseEndereco).toBe(id);
    const again = await post({ nomEscola: 'Escola Rio Branco 2', cstTxtPrefixoLogin: 'RC', codBseEndereco: id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Este endereço já pertence a outro cadastro.');
    expect((await t.as(gestor, { method: 'POST', url: '/api/bse_endereco', payload: address })).statusCode).toBe(403);
  });
});

describe('PUT /api/bse_escola/{codBseEscola}', () => {
  it('changes the name and the address in place; the prefix stays read-only', async () => {
    const created = (await post({ nomEscola: 'Escola Velha', cstTxtPrefixoLogin: 'VE', endereco: address })).json();
    const before = await counts();
    const res = await t.as(master, {
      method: 'PUT',
      url: `/api/bse_escola/${created.codBseEscola}`,
      payload: {
        codBseEscola: created.codBseEscola,
        nomEscola: 'Escola Nova',
        cstTxtPrefixoLogin: 'VE',
        endereco: { ...address, dscCep: '01310100', dscCidade: 'São Paulo', dscEstado: 'SP' },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      nomEscola: 'Escola Nova',
      cstTxtPrefixoLogin: 'VE',
      endereco: { codBseEndereco: created.endereco.codBseEndereco, dscCep: '01310100', dscCidade: 'São Paulo' },
    });
    expect(await counts()).toEqual(before);
    const prefix = await t.as(master, {
      method: 'PUT',
      url: `/api/bse_escola/${created.codBseEscola}`,
      payload: { nomEscola: 'Escola Nova', cstTxtPrefixoLogin: 'NV', endereco: address },
    });
    expect(prefix.statusCode).toBe(400);
    expect(prefix.json().fields).toEqual({ cstTxtPrefixoLogin: 'O prefixo da escola não pode ser alterado.' });
    const clash = await t.as(master, {
      method: 'PUT',
      url: `/api/bse_escola/${created.codBseEscola}`,
      payload: { nomEscola: 'escola horizonte', endereco: address },
    });
    expect(clash.statusCode).toBe(409);
    const [row] = await t.rows<{ nom: string }>(
      sql`select nom_escola as nom from bse_escola where cod_bse_escola = ${created.codBseEscola}`,
    );
    expect(row!.nom).toBe('Escola Nova');
  });

  it('never edits or deletes school 1, the network', async () => {
    const edit = await t.as(master, { method: 'PUT', url: '/api/bse_escola/1', payload: { nomEscola: 'Outra Rede', endereco: address } });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe('A escola da rede não pode ser alterada ou apagada.');
    expect((await t.as(master, { method: 'DELETE', url: '/api/bse_escola/1' })).statusCode).toBe(409);
    const [row] = await t.rows<{ nom: string }>(sql`select nom_escola as nom from bse_escola where cod_bse_escola = 1`);
    expect(row!.nom).toBe('Rede Portal Escolar');
  });

  it('answers 404 for a school that does not exist', async () => {
    expect(
      (await t.as(master, { method: 'PUT', url: '/api/bse_escola/999', payload: { nomEscola: 'Nada', endereco: address } })).statusCode,
    ).toBe(404);
    expect((await t.as(master, { method: 'GET', url: '/api/bse_escola/999' })).statusCode).toBe(404);
    expect((await t.as(master, { method: 'DELETE', url: '/api/bse_escola/999' })).statusCode).toBe(404);
  });
});

describe('DELETE /api/bse_escola/{id}', () => {
  it('is refused while units or users exist, with the document’s message', async () => {
    const res = await t.as(master, { method: 'DELETE', url: '/api/bse_escola/2' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'DEPENDENCIES',
      message: 'Existem usuários cadastrados nesta escola. Favor apagar esses registros e tentar novamente.',
    });
    expect((await t.as(master, { method: 'GET', url: '/api/bse_escola/2' })).statusCode).toBe(200);
  });

  it('deletes an empty school with its address', async () => {
    const created = (await post({ nomEscola: 'Escola Vazia', cstTxtPrefixoLogin: 'VZ', endereco: address })).json();
    const before = await counts();
    const res = await t.as(master, { method: 'DELETE', url: `/api/bse_escola/${created.codBseEscola}` });
    expect(res.statusCode).toBe(200);
    expect(await counts()).toEqual({ schools: before.schools - 1, addresses: before.addresses - 1 });
  });
});

describe('/api/bse_endereco', () => {
  it('lets a Gestor read and change only addresses of their school and its units', async () => {
    const [aurora] = await t.rows<{ id: number }>(sql`select cod_bse_endereco as id from bse_escola where cst_txt_prefixo_login = 'AU'`);
    const [horizonte] = await t.rows<{ id: number }>(sql`select cod_bse_endereco as id from bse_escola where cst_txt_prefixo_login = 'HO'`);
    expect((await t.as(gestor, { method: 'GET', url: `/api/bse_endereco/${aurora!.id}` })).json()).toMatchObject({
      dscCidade: 'Belo Horizonte',
    });
    expect((await t.as(gestor, { method: 'GET', url: `/api/bse_endereco/${horizonte!.id}` })).statusCode).toBe(404);
    const put = (id: number) =>
      t.as(gestor, { method: 'PUT', url: `/api/bse_endereco/${id}`, payload: { ...address, dscRua: 'Rua Nova' } });
    expect((await put(horizonte!.id)).statusCode).toBe(404);
    expect((await put(aurora!.id)).json()).toMatchObject({ dscRua: 'Rua Nova', dscEstado: 'AC' });
    const [row] = await t.rows<{ rua: string }>(sql`select dsc_rua as rua from bse_endereco where cod_bse_endereco = ${horizonte!.id}`);
    expect(row!.rua).toBe('Rua dos Andradas');
    const diretor = await t.login('AUCE-0001', 'Diretor@2026');
    expect((await t.as(diretor, { method: 'GET', url: `/api/bse_endereco/${aurora!.id}` })).statusCode).toBe(403);
  });
});
