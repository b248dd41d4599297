import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReference } from '../../seed/reference';
import { type TestApp, buildTestApp } from '../../test/build-app';

let t: TestApp;
let master: string;
let professor: string;
beforeAll(async () => {
  t = await buildTestApp();
  master = await t.login('REMT-0001', 'Master@2026');
  professor = await t.login('AUCE-0003', 'Prof@2026');
});
afterAll(() => t.close());

const get = (token: string, url: string) => t.as(token, { method: 'GET', url });

describe('profiles (/api/bse_perfil)', () => {
  it('lists the seven profiles with who may create each', async () => {
    const res = await get(professor, '/api/bse_perfil');
    expect(res.statusCode).toBe(200);
    // The built-in seven (codes 1-7); profiles other tests add come after them.
    const builtIn = res.json().filter((p: { codBsePerfil: number }) => p.codBsePerfil <= 7);
    expect(builtIn.map((p: { nomPerfil: string; codPerfilCriacao: number }) => `${p.nomPerfil}:${p.codPerfilCriacao}`)).toEqual([
      'Master:1',
      'Gestor:1',
      'Diretor:2',
      'Coordenador:2',
      'Professor:4',
      'Aluno:4',
      'Assistente:1',
    ]);
    expect((await get(professor, '/api/bse_perfil/6')).json()).toEqual({
      codBsePerfil: 6,
      nomPerfil: 'Aluno',
      codPerfilCriacao: 4,
      indAcessoPortal: 'S',
    });
    expect((await get(professor, '/api/bse_perfil/99')).statusCode).toBe(404);
  });

  it('answers the calendar’s profiles from the caller’s level down', async () => {
    const codes = async (token: string) =>
      (await get(token, '/api/bse_perfil/perfisCalendario/x')).json().map((p: { codBsePerfil: number }) => p.codBsePerfil);
    expect(await codes(master)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await codes(professor)).toEqual([5, 6]);
  });

  it('lets the Master add, change and delete a profile, never the built-in ones', async () => {
    const created = await t.as(master, { method: 'POST', url: '/api/bse_perfil', payload: { nomPerfil: 'Monitor', codPerfilCriacao: 3 } });
    expect(created.statusCode).toBe(200);
    const code = created.json().codBsePerfil;
    expect(code).toBeGreaterThan(7);
    expect(created.json()).toMatchObject({ nomPerfil: 'Monitor', codPerfilCriacao: 3, indAcessoPortal: 'S' });
    const changed = await t.as(master, {
      method: 'PUT',
      url: `/api/bse_perfil/${code}`,
      payload: { nomPerfil: 'Monitoria', codPerfilCriacao: 2, indAcessoPortal: 'N' },
    });
    expect(changed.json()).toMatchObject({ nomPerfil: 'Monitoria', indAcessoPortal: 'N' });
    const bad = await t.as(master, { method: 'POST', url: '/api/bse_perfil', payload: { nomPerfil: '', codPerfilCriacao: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.nomPerfil).toBe('Informe o nome do perfil.');
    const masterProfile = await t.as(master, {
      method: 'PUT',
      url: '/api/bse_perfil/1',
      payload: { nomPerfil: 'Master', codPerfilCriacao: 3 },
    });
    expect(masterProfile.statusCode).toBe(409);
    expect(masterProfile.json().message).toBe('O perfil Master não pode ser alterado.');
    const builtIn = await t.as(master, { method: 'DELETE', url: '/api/bse_perfil/6' });
    expect(builtIn.statusCode).toBe(409);
    expect(builtIn.json().message).toBe('Os perfis do sistema não podem ser apagados.');
    expect((await t.as(master, { method: 'DELETE', url: `/api/bse_perfil/${code}` })).statusCode).toBe(200);
    expect((await t.as(master, { method: 'DELETE', url: `/api/bse_perfil/${code}` })).statusCode).toBe(404);
    expect(
      (await t.as(professor, { method: 'POST', url: '/api/bse_perfil', payload: { nomPerfil: 'Outro', codPerfilCriacao: 1 } })).statusCode,
    ).toBe(403);
  });

  it('refuses to delete a profile that users have', async () => {
    const created = await t.as(master, {
      method: 'POST',
      url: '/api/bse_perfil',
      payload: { nomPerfil: 'Estagiário', codPerfilCriacao: 1 },
    });
    const code = created.json().codBsePerfil;
    await t.rows(sql`update bse_usuario set cod_bse_perfil = ${code} where cst_login = 'AUCE-0013'`);
    const res = await t.as(master, { method: 'DELETE', url: `/api/bse_perfil/${code}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('O registro não pode ser apagado por dependências no banco de dados.');
  });
});

describe('catalogues', () => {
  it('answer the seeded countries, checklist and information to anyone signed in', async () => {
    const countries = (await get(professor, '/api/pais')).json().map((p: { nomPais: string }) => p.nomPais);
    expect(countries).toEqual(
      expect.arrayContaining([
        'Brasil',
        'Argentina',
        'Bolívia',
        'Chile',
        'Colômbia',
        'Equador',
        'Paraguai',
        'Peru',
        'Uruguai',
        'Venezuela',
        'Guiana',
        'Suriname',
      ]),
    );
    expect(countries).toEqual([...countries].sort((a: string, b: string) => a.localeCompare(b, 'pt')));
    expect(countries.indexOf('Síria')).toBeLessThan(countries.indexOf('Suriname'));
    const checklist = (await get(professor, '/api/check-list')).json();
    expect(checklist.length).toBeGreaterThanOrEqual(3);
    expect(checklist[0]).toEqual({ codCheckList: expect.any(Number), nomCheckList: expect.any(String) });
    const info = (await get(professor, '/api/informacao')).json();
    // The eight subjects of DECISIONS.md, in order, with the copy correction 'Críticas'.
    expect(info).toEqual(
      ['Ajuda', 'Escola', 'Críticas e Elogios', 'Calendário', 'Dúvidas', 'Problema técnico', 'Trilha', 'Outro'].map((nomInformacao, i) => ({
        codInformacao: i + 1,
        nomInformacao,
      })),
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/pais' })).statusCode).toBe(401);
  });

  it('are seeded once: a second start adds nothing', async () => {
    const [before] = await t.rows<{ n: number }>(sql`select count(*)::int as n from pais`);
    await seedReference(t.db);
    const [after] = await t.rows<{ n: number }>(sql`select count(*)::int as n from pais`);
    expect(after!.n).toBe(before!.n);
  });
});
