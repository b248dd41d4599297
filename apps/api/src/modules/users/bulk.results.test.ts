import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BulkBatchDto, BulkBatchListItem, BulkCommitResult, BulkEvent, BulkRow } from '@portal/shared/users';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { type TestApp, buildTestApp } from '../../test/build-app';
import { demoIds, ndjson } from './users.fixtures';
import { bulkVault } from './bulk.vault';

/** Issue 8: a bulk creation's result is kept, encrypted, for its creator to download again for 24 hours. */
let t: TestApp;
let ids: ReturnType<typeof demoIds>;
let diretor: string;
beforeAll(async () => {
  t = await buildTestApp();
  ids = demoIds(t);
  diretor = await t.login('AUCE-0001', 'Diretor@2026');
});
afterAll(() => t.close());

const row = (nomUsuario: string, over: Partial<BulkRow> = {}): BulkRow => ({ nomUsuario, codBsePerfil: '6', ...over });

/** Commits a file and returns the result line (the creator may ignore it: the reply "lost"). */
async function importStudents(token: string, className: string, usuarios: BulkRow[]): Promise<BulkCommitResult> {
  const res = await t.as(token, {
    method: 'POST',
    url: '/api/bse_usuario/criarUsuariosEmMassa/x',
    payload: { codBseTurma: await ids.classOf(className), usuarios },
  });
  const last = ndjson<BulkEvent>(res.body).at(-1)!;
  if (last.tipo !== 'resultado') throw new Error(res.body);
  return last.resultado;
}

const unique = () => Math.random().toString(36).slice(2, 8);
const getBatch = (token: string, id: number | string) => t.as(token, { method: 'GET', url: `/api/bse_usuario/lotesEmMassa/${id}` });
const listBatches = (token: string) => t.as(token, { method: 'GET', url: '/api/bse_usuario/lotesEmMassa' });

describe('a kept bulk result', () => {
  it('gives its creator back the logins and first passwords of a reply they never read, for 24 hours', async () => {
    const tag = unique();
    const started = Date.now();
    const committed = await importStudents(diretor, '6º Ano B', [
      row(`João Lote ${tag}`),
      row(`Heloísa Lote ${tag}`, { txtSenha: 'Helo@2026' }),
      row('', {}),
    ]);
    expect(committed.codBseUsuarioLote).toEqual(expect.any(Number));
    const id = committed.codBseUsuarioLote!;

    const mine = (await listBatches(diretor)).json<BulkBatchListItem[]>().find((b) => b.codBseUsuarioLote === id);
    expect(mine).toMatchObject({ numCriados: 2, nomTurma: '6º Ano B' });
    const keptHours = (Date.parse(mine!.datExpira) - started) / 3_600_000;
    expect(keptHours).toBeGreaterThan(23.9);
    expect(keptHours).toBeLessThan(24.1);

    const res = await getBatch(diretor, id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const batch = res.json<BulkBatchDto>();
    expect(batch).toMatchObject({ nomEscola: 'Escola Aurora', nomUnidade: 'Unidade Centro', nomTurma: '6º Ano B' });
    expect(batch.criados.map((c) => [c.nomUsuario, c.cstLogin, c.txtSenha])).toEqual(
      committed.criados.map((c) => [c.nomUsuario, c.cstLogin, c.txtSenha]),
    );
    expect(batch.criados[1]!.txtSenha).toBe('Helo@2026');
    // The kept password is the one that works.
    const first = batch.criados[0]!;
    const token = await t.login(first.cstLogin, first.txtSenha);
    const me = await t.as(token, { method: 'GET', url: '/api/bse_usuario/getMeusDados/x' });
    expect(me.json()).toMatchObject({ nomUsuario: `João Lote ${tag}`, nomTurma: '6º Ano B' });
  });

  it('is encrypted at rest: neither the names nor the passwords nor the logins are in the row', async () => {
    const tag = unique();
    const committed = await importStudents(diretor, '6º Ano A', [row(`Cifrado ${tag}`, { txtSenha: `Segredo${tag}` })]);
    const [stored] = await t.rows<{ dados: Uint8Array | Buffer }>(
      sql`select bin_dados as dados from bse_usuario_lote where cod_bse_usuario_lote = ${committed.codBseUsuarioLote}`,
    );
    const bytes = Buffer.from(stored!.dados);
    for (const clear of [`Cifrado ${tag}`, `Segredo${tag}`, committed.criados[0]!.cstLogin, 'Escola Aurora'])
      expect(bytes.includes(Buffer.from(clear))).toBe(false);
    expect(bytes.length).toBeGreaterThan(29);
  });

  it('is only its creator’s: another Coordenador or Master of the same unit gets 404, a Gestor 403, a bad id 400', async () => {
    const committed = await importStudents(diretor, '6º Ano A', [row(`Só Meu ${unique()}`)]);
    const id = committed.codBseUsuarioLote!;
    const coordenador = await t.login('AUCE-0002', 'Coord@2026');
    const master = await t.login('REMT-0001', 'Master@2026');
    for (const other of [coordenador, master]) {
      const res = await getBatch(other, id);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Só Meu');
      expect((await listBatches(other)).json<BulkBatchListItem[]>().some((b) => b.codBseUsuarioLote === id)).toBe(false);
      expect((await t.as(other, { method: 'DELETE', url: `/api/bse_usuario/lotesEmMassa/${id}` })).statusCode).toBe(404);
    }
    const gestor = await t.login('AUMT-0001', 'Gestor@2026');
    expect((await getBatch(gestor, id)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/bse_usuario/lotesEmMassa/${id}` })).statusCode).toBe(401);
    for (const bad of ['2147483648', '-1', '1e3', 'abc', '0']) expect((await getBatch(diretor, bad)).statusCode).toBe(400);
    expect((await getBatch(diretor, id)).statusCode).toBe(200);
  });

  it('can be discarded by its creator before it expires', async () => {
    const { codBseUsuarioLote: id } = await importStudents(diretor, '6º Ano A', [row(`Descartado ${unique()}`)]);
    const gone = await t.as(diretor, { method: 'DELETE', url: `/api/bse_usuario/lotesEmMassa/${id}` });
    expect(gone.statusCode).toBe(200);
    expect((await getBatch(diretor, id!)).statusCode).toBe(404);
    expect((await t.rows(sql`select 1 from bse_usuario_lote where cod_bse_usuario_lote = ${id}`)).length).toBe(0);
  });

  it('is no longer served once expired, and expired results are deleted', async () => {
    const { codBseUsuarioLote: id } = await importStudents(diretor, '6º Ano A', [row(`Expirado ${unique()}`)]);
    await t.rows(sql`update bse_usuario_lote set dat_expira = now() - interval '1 minute' where cod_bse_usuario_lote = ${id}`);
    expect((await getBatch(diretor, id!)).statusCode).toBe(404);
    expect((await listBatches(diretor)).json<BulkBatchListItem[]>().some((b) => b.codBseUsuarioLote === id)).toBe(false);
    // The next result kept purges the expired ones.
    await importStudents(diretor, '6º Ano A', [row(`Seguinte ${unique()}`)]);
    expect((await t.rows(sql`select 1 from bse_usuario_lote where cod_bse_usuario_lote = ${id}`)).length).toBe(0);
  });

  it('is not kept when nobody was created', async () => {
    const before = await t.rows<{ n: number }>(sql`select count(*)::int as n from bse_usuario_lote`);
    const committed = await importStudents(diretor, '6º Ano A', [row('x')]);
    expect(committed).toMatchObject({ codBseUsuarioLote: null, datExpira: null, criados: [] });
    expect(await t.rows(sql`select count(*)::int as n from bse_usuario_lote`)).toEqual(before);
  });
});

describe('the key of the kept results', () => {
  it('opens only with the same key and the same owner, and refuses altered bytes', () => {
    const vault = bulkVault('a'.repeat(40));
    const sealed = vault.seal({ senha: 'Abc12345' }, 7);
    expect(vault.open(sealed, 7)).toEqual({ senha: 'Abc12345' });
    expect(vault.open(sealed, 8)).toBeNull();
    expect(bulkVault('b'.repeat(40)).open(sealed, 7)).toBeNull();
    const altered = Buffer.from(sealed);
    altered[altered.length - 1]! ^= 1;
    expect(vault.open(altered, 7)).toBeNull();
    expect(vault.seal({ senha: 'Abc12345' }, 7).equals(sealed)).toBe(false);
    expect(() => bulkVault('short')).toThrow();
  });

  it('comes from BULK_RESULTS_KEY, or is generated once under DATA_DIR (mode 600) and kept', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-key-'));
    try {
      const first = loadConfig({ DATA_DIR: dataDir });
      expect(first.bulkResultsKey.length).toBeGreaterThanOrEqual(32);
      expect((await stat(path.join(dataDir, 'bulk-results-key'))).mode & 0o777).toBe(0o600);
      expect(loadConfig({ DATA_DIR: dataDir }).bulkResultsKey).toBe(first.bulkResultsKey);
      expect(first.bulkResultsKey).not.toBe(first.jwtSecret);
      const set = 'k'.repeat(48);
      expect(loadConfig({ DATA_DIR: dataDir, BULK_RESULTS_KEY: set }).bulkResultsKey).toBe(set);
      expect(() => loadConfig({ DATA_DIR: dataDir, BULK_RESULTS_KEY: 'curta' })).toThrow(/BULK_RESULTS_KEY/);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
