import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BY_PROFILE, type TestApp, buildTestApp } from '../../test/build-app';

/*
 * GET /api/bse_endereco and DELETE /api/bse_endereco/{id} (2-access §7 "Address calls", capability
 * `address:manage`): a Master manages every address, a Gestor those of their school and its units.
 * Each test makes the addresses it lists or deletes, named with a tag of its own.
 */
let t: TestApp;
let master: string;
let gestor: string;

beforeAll(async () => {
  t = await buildTestApp();
  master = await t.login(DEMO_BY_PROFILE[1]!.login, DEMO_BY_PROFILE[1]!.password);
  gestor = await t.login(DEMO_BY_PROFILE[2]!.login, DEMO_BY_PROFILE[2]!.password);
});
afterAll(() => t.close());

const tag = () => randomBytes(3).toString('hex');
const DEPENDENCIES = 'O registro não pode ser apagado por dependências no banco de dados.';

async function makeAddress(city: string): Promise<number> {
  const [row] = await t.rows<{ id: number }>(
    sql`insert into bse_endereco (dsc_cep, dsc_rua, dsc_bairro, dsc_cidade, dsc_estado)
        values ('01001000', 'Rua das Flores', 'Centro', ${city}, 'SP') returning cod_bse_endereco as id`,
  );
  return row!.id;
}

/** A new unit of the school with `prefix`, holding a new address in `city`. */
async function makeUnitWithAddress(schoolPrefix: string, city: string): Promise<{ unit: number; address: number }> {
  const address = await makeAddress(city);
  const letters = () => Array.from(randomBytes(2), (b) => String.fromCharCode(65 + (b % 26))).join('');
  for (;;) {
    const prefix = letters();
    const rows = await t.rows<{ id: number }>(
      sql`insert into bse_unidade (nom_unidade, cst_txt_prefixo_login, cod_bse_escola, cod_bse_endereco)
          select ${`Unidade ${city}`}, ${prefix}, cod_bse_escola, ${address} from bse_escola where cst_txt_prefixo_login = ${schoolPrefix}
          on conflict do nothing returning cod_bse_unidade as id`,
    );
    if (rows[0]) return { unit: rows[0].id, address };
  }
}

async function schoolAddress(prefix: string): Promise<number> {
  const [row] = await t.rows<{ id: number }>(sql`select cod_bse_endereco as id from bse_escola where cst_txt_prefixo_login = ${prefix}`);
  return row!.id;
}

const list = (token: string, query: string) => t.as(token, { method: 'GET', url: `/api/bse_endereco${query}` });
const remove = (token: string, id: number | string) => t.as(token, { method: 'DELETE', url: `/api/bse_endereco/${id}` });
const exists = async (id: number) => (await t.rows(sql`select 1 from bse_endereco where cod_bse_endereco = ${id}`)).length === 1;

describe('GET /api/bse_endereco', () => {
  it('pages, sorts and searches the Master’s addresses, accents and case ignored', async () => {
    const suffix = tag();
    const a = await makeAddress(`São José ${suffix} A`);
    const b = await makeAddress(`São José ${suffix} B`);
    await makeAddress(`Outra Cidade ${suffix}`);

    const res = await list(master, `?q=${encodeURIComponent(`SAO JOSE ${suffix}`)}&sort=-dscCidade`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      items: [
        {
          codBseEndereco: b,
          dscCep: '01001000',
          dscRua: 'Rua das Flores',
          dscBairro: 'Centro',
          dscCidade: `São José ${suffix} B`,
          dscEstado: 'SP',
        },
        {
          codBseEndereco: a,
          dscCep: '01001000',
          dscRua: 'Rua das Flores',
          dscBairro: 'Centro',
          dscCidade: `São José ${suffix} A`,
          dscEstado: 'SP',
        },
      ],
      total: 2,
      page: 1,
      pageSize: 10,
    });
    const second = (await list(master, `?q=${encodeURIComponent(`são josé ${suffix}`)}&pageSize=1&page=2`)).json();
    expect(second).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(second.items.map((item: { codBseEndereco: number }) => item.codBseEndereco)).toEqual([b]);
  });

  it('shows a Gestor the addresses of their school and its units only', async () => {
    const suffix = tag();
    const mine = await makeUnitWithAddress('AU', `Aurora ${suffix}`);
    const theirs = await makeUnitWithAddress('HO', `Horizonte ${suffix}`);
    const free = await makeAddress(`Livre ${suffix}`);

    const ids = async (token: string) =>
      (await list(token, `?pageSize=100&q=${suffix}`)).json().items.map((item: { codBseEndereco: number }) => item.codBseEndereco);
    expect(await ids(gestor)).toEqual([mine.address]);
    expect((await ids(master)).sort()).toEqual([mine.address, theirs.address, free].sort());

    const all = (await list(gestor, '?pageSize=100')).json().items.map((item: { codBseEndereco: number }) => item.codBseEndereco);
    expect(all).toContain(await schoolAddress('AU'));
    expect(all).not.toContain(await schoolAddress('HO'));
    expect(all).not.toContain(theirs.address);
    expect(all).not.toContain(free);
  });

  it('is refused to profiles that do not manage addresses and checks the query', async () => {
    for (const profile of [3, 4, 5, 6, 7]) {
      const demo = DEMO_BY_PROFILE[profile]!;
      expect((await list(await t.login(demo.login, demo.password), '')).statusCode, `profile ${profile}`).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/bse_endereco' })).statusCode).toBe(401);
    expect((await list(master, '?pageSize=101')).statusCode).toBe(400);
    expect((await list(master, '?sort=nomEscola')).statusCode).toBe(400);
  });
});

describe('DELETE /api/bse_endereco/{id}', () => {
  it('deletes an address no school or unit names', async () => {
    const free = await makeAddress(`Apagar ${tag()}`);
    const res = await remove(master, free);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await exists(free)).toBe(false);
    expect((await remove(master, free)).statusCode).toBe(404);
  });

  it('refuses with 409 an address a school or a unit uses, and keeps it', async () => {
    const school = await schoolAddress('HO');
    const unit = await makeUnitWithAddress('HO', `Em uso ${tag()}`);
    for (const id of [school, unit.address]) {
      const res = await remove(master, id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'DEPENDENCIES', message: DEPENDENCIES });
      expect(await exists(id)).toBe(true);
    }
  });

  it('answers a Gestor 404 for another school’s address or a free one, 409 for their own', async () => {
    const suffix = tag();
    const other = await makeUnitWithAddress('HO', `Outra ${suffix}`);
    const free = await makeAddress(`Sem dono ${suffix}`);
    expect((await remove(gestor, other.address)).statusCode).toBe(404);
    expect((await remove(gestor, await schoolAddress('HO'))).statusCode).toBe(404);
    expect((await remove(gestor, free)).statusCode).toBe(404);
    expect(await exists(other.address)).toBe(true);
    expect(await exists(free)).toBe(true);

    const own = await makeUnitWithAddress('AU', `Própria ${suffix}`);
    const res = await remove(gestor, own.address);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(DEPENDENCIES);
    expect(await exists(own.address)).toBe(true);
  });

  it('is refused to other profiles and checks the id', async () => {
    const free = await makeAddress(`Protegida ${tag()}`);
    for (const profile of [3, 4, 5, 6, 7]) {
      const demo = DEMO_BY_PROFILE[profile]!;
      expect((await remove(await t.login(demo.login, demo.password), free)).statusCode, `profile ${profile}`).toBe(403);
    }
    expect(await exists(free)).toBe(true);
    expect((await remove(master, 'abc')).statusCode).toBe(400);
    expect((await remove(master, 0)).statusCode).toBe(400);
  });
});
