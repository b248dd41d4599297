import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BY_PROFILE, type TestApp, buildTestApp } from '../test/build-app';
import { containsPattern, searchKey } from './search';

/*
 * Every list searched by name ignores accents and case ('heloisa' finds Heloísa, 'JOAO' finds João),
 * and what the user types is taken literally (`%`, `_`, `\`, and their full-width forms, which
 * unaccent turns into the ASCII ones). Each test makes the rows it searches for.
 */
describe('search by name', () => {
  let t: TestApp;
  let master: string;

  beforeAll(async () => {
    t = await buildTestApp();
    master = await t.login(DEMO_BY_PROFILE[1]!.login, DEMO_BY_PROFILE[1]!.password);
  });
  afterAll(() => t.close());

  const tag = () => randomBytes(3).toString('hex').toUpperCase();
  const two = () =>
    tag()
      .replace(/[^A-Z]/g, 'Q')
      .padEnd(2, 'Q')
      .slice(0, 2);

  async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
    const [row] = await t.rows<T>(query);
    return row!;
  }

  /** A school (with a free prefix), a unit and a class of its own, named as given. */
  async function makeSchool(names: { school: string; unit?: string; class?: string }) {
    let prefix = two();
    while ((await t.rows(sql`select 1 from bse_escola where cst_txt_prefixo_login = ${prefix}`)).length) prefix = two();
    const school = await one<{ id: number }>(
      sql`insert into bse_escola (nom_escola, cst_txt_prefixo_login, cst_codigo) values (${names.school}, ${prefix}, 'ABCDEF') returning cod_bse_escola as id`,
    );
    const unit = await one<{ id: number }>(
      sql`insert into bse_unidade (nom_unidade, cst_txt_prefixo_login, cod_bse_escola) values (${names.unit ?? `Unidade ${tag()}`}, 'MT', ${school.id}) returning cod_bse_unidade as id`,
    );
    const cls = await one<{ id: number }>(
      sql`insert into bse_turma (nom_turma, cod_bse_unidade) values (${names.class ?? `Turma ${tag()}`}, ${unit.id}) returning cod_bse_turma as id`,
    );
    return { school: school.id, unit: unit.id, class: cls.id, prefix };
  }

  async function makeStudent(name: string, place: { school: string | number; unit: number; class: number; prefix: string }) {
    const login = `${place.prefix}MT-${String(Math.floor(Math.random() * 9000) + 1000)}`;
    const user = await one<{ id: number }>(
      sql`insert into bse_usuario (cst_login, nom_usuario, txt_senha, cod_bse_perfil, cod_bse_escola, cod_bse_unidade)
          values (${login}, ${name}, 'x', 6, ${place.school}, ${place.unit}) returning cod_bse_usuario as id`,
    );
    await t.rows(sql`insert into bse_usuario_turma (cod_bse_usuario, cod_bse_turma, ind_atual) values (${user.id}, ${place.class}, 'S')`);
    return { id: user.id, login };
  }

  const get = (token: string, url: string) => t.as(token, { method: 'GET', url });
  const names = async (token: string, url: string, field: string) => {
    const res = await get(token, url);
    expect(res.statusCode).toBe(200);
    return res.json<{ items: Record<string, unknown>[] }>().items.map((item) => item[field]);
  };

  it('finds users in the users list and in a class whatever the accents and the case', async () => {
    const place = await makeSchool({ school: `Escola Busca ${tag()}` });
    const heloisa = `Heloísa Araújo ${tag()}`;
    const joao = `João Conceição ${tag()}`;
    await makeStudent(heloisa, place);
    const joaoUser = await makeStudent(joao, place);
    await makeStudent(`Helena Souza ${tag()}`, place);

    const users = (q: string) => names(master, `/api/bse_usuario?codBsePerfil=6&pageSize=100&q=${encodeURIComponent(q)}`, 'nomUsuario');
    // The demo network has a Heloísa of its own: both are found, the other Helena is not.
    expect(await users('heloisa')).toEqual(expect.arrayContaining([heloisa, 'Heloísa Dias']));
    expect((await users('heloisa')).some((name) => String(name).startsWith('Helena'))).toBe(false);
    expect(await users('HELOÍSA ARAUJO')).toEqual([heloisa]);
    expect(await users('JOAO')).toContain(joao);
    expect(await users('conceicao')).toEqual([joao]);
    // The login is searched too, in any case.
    expect(await users(joaoUser.login.toLowerCase())).toEqual([joao]);

    const members = (q: string) =>
      names(master, `/api/bse_turma/usuariosDaTurma/${place.class}?codBsePerfil=6&q=${encodeURIComponent(q)}`, 'nomUsuario');
    expect(await members('heloisa')).toEqual([heloisa]);
    expect(await members('joão')).toEqual([joao]);
    const unitMembers = await names(master, `/api/bse_unidade/usuariosDaUnidade/${place.unit}?q=ARAUJO`, 'nomUsuario');
    expect(unitMembers).toEqual([heloisa]);
  });

  it('takes %, _ and \\ literally, also in their full-width forms', async () => {
    const place = await makeSchool({ school: `Escola Literal ${tag()}` });
    const percent = `Ana 100% ${tag()}`;
    const underscore = `Bia_Lima ${tag()}`;
    await makeStudent(percent, place);
    await makeStudent(underscore, place);
    await makeStudent(`Caio Backslash ${tag()}`, place);
    const members = (q: string) =>
      names(master, `/api/bse_turma/usuariosDaTurma/${place.class}?codBsePerfil=6&q=${encodeURIComponent(q)}`, 'nomUsuario');
    expect(await members('%')).toEqual([percent]);
    expect(await members('％')).toEqual([percent]);
    expect(await members('_')).toEqual([underscore]);
    expect(await members('＿')).toEqual([underscore]);
    expect(await members('\\')).toEqual([]);
    expect(await members('＼')).toEqual([]);
  });

  it('finds schools, units and classes whatever the accents and the case', async () => {
    const suffix = tag();
    const place = await makeSchool({
      school: `Escola São Tomé ${suffix}`,
      unit: `Unidade Açaí ${suffix}`,
      class: `Turma Ênfase ${suffix}`,
    });

    expect(await names(master, `/api/bse_escola?q=${encodeURIComponent(`SAO TOME ${suffix}`)}`, 'nomEscola')).toEqual([
      `Escola São Tomé ${suffix}`,
    ]);
    expect(await names(master, `/api/bse_unidade?q=${encodeURIComponent(`acai ${suffix}`)}`, 'nomUnidade')).toEqual([
      `Unidade Açaí ${suffix}`,
    ]);
    // The units list also searches the school's name.
    expect(await names(master, `/api/bse_unidade?q=${encodeURIComponent(`são tome ${suffix}`)}`, 'codBseUnidade')).toEqual([place.unit]);
    expect(await names(master, `/api/bse_turma?q=${encodeURIComponent(`ENFASE ${suffix}`)}`, 'nomTurma')).toEqual([
      `Turma Ênfase ${suffix}`,
    ]);
  });

  it('finds paths and chapters whatever the accents and the case', async () => {
    const suffix = tag();
    const title = `Ciências da Natureza ${suffix}`;
    const [path] = await t.rows<{ id: number }>(
      sql`insert into trl_livro (dsc_titulo, num_sequencia) values (${title}, (select coalesce(max(num_sequencia), 0) + 1 from trl_livro where cod_bse_turma is null)) returning cod_trl_livro as id`,
    );
    await t.rows(
      sql`insert into trl_capitulo (dsc_titulo, cod_trl_livro, num_sequencia) values (${`Ação e Reação ${suffix}`}, ${path!.id}, 1)`,
    );
    expect(
      await names(master, `/api/trl_livro?codBseTurma=-1&q=${encodeURIComponent(`CIENCIAS DA NATUREZA ${suffix}`)}`, 'dscTitulo'),
    ).toEqual([title]);
    const chapters = await get(master, `/api/trl_capitulo?codTrlLivro=${path!.id}&q=${encodeURIComponent(`acao e reacao`)}`);
    expect(chapters.statusCode).toBe(200);
    expect(JSON.stringify(chapters.json())).toContain(`Ação e Reação ${suffix}`);
  });

  it('lets the trigram indexes serve a name search', async () => {
    // The tables of a test are small, so the planner would rather read them; with sequential scans
    // off it shows whether an index can answer the condition at all.
    const plan = async (query: ReturnType<typeof sql>) =>
      t.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const result = (await tx.execute(sql`explain ${query}`)) as { rows: Record<string, string>[] };
        return result.rows.map((row) => Object.values(row).join(' ')).join('\n');
      });
    const q = 'heloisa';
    expect(await plan(sql`select cod_bse_usuario from bse_usuario where txt_busca like ${containsPattern(q)}`)).toContain(
      'bse_usuario_busca_trgm_idx',
    );
    expect(
      await plan(sql`select cod_bse_escola from bse_escola where ${searchKey(sql.raw('nom_escola'))} like ${containsPattern(q)}`),
    ).toContain('bse_escola_busca_trgm_idx');
    expect(
      await plan(sql`select cod_bse_turma from bse_turma where ${searchKey(sql.raw('nom_turma'))} like ${containsPattern(q)}`),
    ).toContain('bse_turma_busca_trgm_idx');
  });
});
