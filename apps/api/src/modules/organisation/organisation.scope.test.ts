import { PROFILE_NAMES, type ProfileCode } from '@portal/shared/common/profiles';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BY_PROFILE, type TestApp, buildTestApp } from '../../test/build-app';

/**
 * DECISIONS.md "Profiles": a profile asking for another school's unit, class or user by id is
 * refused (403 for the capability, 404 where even existence must not leak), whatever the route,
 * and nothing of the other school changes. Every Aurora profile asks for Horizonte's records.
 */
let t: TestApp;
const ho = { school: 0, unit: 0, class: 0, student: 0, address: 0 };

beforeAll(async () => {
  t = await buildTestApp();
  const [row] = await t.rows<typeof ho>(sql`
    select e.cod_bse_escola as school, u.cod_bse_unidade as unit, tu.cod_bse_turma as class,
           us.cod_bse_usuario as student, e.cod_bse_endereco as address
    from bse_escola e
    join bse_unidade u on u.cod_bse_escola = e.cod_bse_escola
    join bse_turma tu on tu.cod_bse_unidade = u.cod_bse_unidade
    join bse_usuario_turma ut on ut.cod_bse_turma = tu.cod_bse_turma
    join bse_usuario us on us.cod_bse_usuario = ut.cod_bse_usuario and us.cst_login = 'HOSU-0003'
    where e.cst_txt_prefixo_login = 'HO'`);
  Object.assign(ho, row);
});
afterAll(() => t.close());

function requests() {
  return [
    { method: 'GET', url: `/api/bse_unidade/${ho.unit}` },
    { method: 'GET', url: `/api/bse_unidade/unidadesDaEscola/${ho.school}` },
    { method: 'GET', url: `/api/bse_unidade/usuariosDaUnidade/${ho.unit}` },
    { method: 'GET', url: `/api/bse_turma/${ho.class}` },
    { method: 'GET', url: `/api/bse_turma/usuariosDaTurma/${ho.class}` },
    { method: 'GET', url: `/api/bse_turma/turmasDaUnidade/${ho.unit}` },
    { method: 'GET', url: `/api/bse_usuario_turma/carregarTurmasDoUsuario/${ho.student}` },
    { method: 'GET', url: `/api/bse_endereco/${ho.address}` },
    { method: 'GET', url: `/api/bse_escola/${ho.school}` },
    { method: 'PUT', url: `/api/bse_unidade/${ho.unit}`, payload: { nomUnidade: 'Tomada', cstTxtPrefixoLogin: 'TO' } },
    { method: 'PUT', url: `/api/bse_turma/${ho.class}`, payload: { nomTurma: 'Tomada' } },
    {
      method: 'PUT',
      url: `/api/bse_endereco/${ho.address}`,
      payload: { dscCep: '30130010', dscRua: 'X', dscBairro: 'Y', dscCidade: 'Z', dscEstado: 'MG' },
    },
    { method: 'POST', url: '/api/bse_turma', payload: { nomTurma: 'Intrusa', codBseUnidade: ho.unit } },
    { method: 'POST', url: '/api/bse_unidade', payload: { nomUnidade: 'Intrusa', cstTxtPrefixoLogin: 'IN', codBseEscola: ho.school } },
    { method: 'DELETE', url: `/api/bse_usuario_turma/${ho.class}/${ho.student}` },
    { method: 'DELETE', url: `/api/bse_turma/${ho.class}` },
    { method: 'DELETE', url: `/api/bse_unidade/${ho.unit}` },
  ] as const;
}

const snapshot = () =>
  t.rows(sql`
    select (select nom_unidade from bse_unidade where cod_bse_unidade = ${ho.unit}) as unit,
           (select nom_turma from bse_turma where cod_bse_turma = ${ho.class}) as class,
           (select dsc_rua from bse_endereco where cod_bse_endereco = ${ho.address}) as street,
           (select count(*)::int from bse_usuario_turma where cod_bse_turma = ${ho.class}) as members,
           (select count(*)::int from bse_turma) as classes,
           (select count(*)::int from bse_unidade) as units`);

describe.each([2, 3, 4, 5, 6, 7] as ProfileCode[])('an Aurora %s asking for Horizonte', (profile) => {
  it(`refuses every request of ${PROFILE_NAMES[profile]} and changes nothing`, async () => {
    const { login, password } = DEMO_BY_PROFILE[profile]!;
    const token = await t.login(login, password);
    const before = await snapshot();
    const answers: string[] = [];
    for (const request of requests()) {
      const res = await t.as(token, { ...request, payload: 'payload' in request ? request.payload : undefined });
      if (res.statusCode !== 403 && res.statusCode !== 404) answers.push(`${request.method} ${request.url} -> ${res.statusCode}`);
    }
    expect(answers).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });
});

describe('the Master', () => {
  it('reads every school’s unit, class and user', async () => {
    const token = await t.login('REMT-0001', 'Master@2026');
    for (const request of requests().filter((r) => r.method === 'GET' && !r.url.includes('usuariosDaUnidade'))) {
      expect((await t.as(token, request)).statusCode, request.url).toBe(200);
    }
    expect((await t.as(token, { method: 'GET', url: `/api/bse_unidade/usuariosDaUnidade/${ho.unit}` })).statusCode).toBe(200);
  });
});

describe('the Horizonte Gestor', () => {
  it('sees none of Aurora’s units, classes or users', async () => {
    const token = await t.login('HOMT-0001', 'Gestor@2026');
    const body = async (url: string) => JSON.stringify((await t.as(token, { method: 'GET', url })).json());
    for (const url of ['/api/bse_unidade', '/api/bse_turma', '/api/bse_unidade/usuariosDaUnidade/' + ho.unit]) {
      const text = await body(url);
      expect(text, url).not.toMatch(/Aurora|AUCE|Unidade Centro|6º Ano/);
    }
    expect(await body('/api/bse_turma?q=aurora')).toContain('"total":0');
  });
});
