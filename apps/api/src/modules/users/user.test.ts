import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BY_PROFILE, type TestApp, buildTestApp, ownTestApp } from '../../test/build-app';
import { countUsers, demoIds, sendUserForm } from './users.fixtures';

let t: TestApp;
let ids: ReturnType<typeof demoIds>;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await buildTestApp();
  ids = demoIds(t);
  tokens.master = await t.login('REMT-0001', 'Master@2026');
  tokens.gestor = await t.login('AUMT-0001', 'Gestor@2026');
  tokens.diretor = await t.login('AUCE-0001', 'Diretor@2026');
  tokens.coord = await t.login('AUCE-0002', 'Coord@2026');
  tokens.diretorHo = await t.login('HOSU-0001', 'Diretor@2026');
});
afterAll(() => t.close());

const get = (token: string, id: number) => t.as(token, { method: 'GET', url: `/api/bse_usuario/${id}` });
const names = (res: { json(): { items: { nomUsuario: string }[] } }) => res.json().items.map((u) => u.nomUsuario);

describe('GET /api/bse_usuario (list by profile tab)', () => {
  // Totals of the demo network: on a database of its own, where no other test adds users.
  const own = ownTestApp({ master: 'REMT-0001', gestor: 'AUMT-0001', diretor: 'AUCE-0001', diretorHo: 'HOSU-0001' });
  const tokens = own.tokens;
  const list = (token: string, query: string) => own.t.as(token, { method: 'GET', url: `/api/bse_usuario?${query}` });
  it('answers the Master every student of the network with school, unit and class, paged', async () => {
    const res = await list(tokens.master, 'codBsePerfil=6&pageSize=100');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 15, page: 1, pageSize: 100 });
    expect(body.items.find((u: { cstLogin: string }) => u.cstLogin === 'AUCE-0004')).toEqual({
      codBseUsuario: await ids.user('AUCE-0004'),
      cstLogin: 'AUCE-0004',
      nomUsuario: 'Alice Aluna',
      codBsePerfil: 6,
      nomPerfil: 'Aluno',
      codBseEscola: await ids.school('AU'),
      nomEscola: 'Escola Aurora',
      codBseUnidade: await ids.unit('CE'),
      nomUnidade: 'Unidade Centro',
      nomTurmas: '6º Ano A',
      indAtivo: 'S',
      imgAvatar: null,
      cstTxtPrefixoLoginEscola: 'AU',
      cstTxtPrefixoLoginUnidade: 'CE',
      codBseTurma: await ids.classOf('6º Ano A'),
      nomTurma: '6º Ano A',
      arrayCodBseTurmas: [await ids.classOf('6º Ano A')],
    });
    expect(res.body).not.toMatch(/senha|argon/i);
  });

  it('answers the documents’ call without codBsePerfil: every user of the caller’s scope, paged, with the documented fields', async () => {
    type Row = { codBseUsuario: number; cstLogin: string; codBsePerfil: number; codBseEscola: number; codBseUnidade: number | null };
    const tabsTotal = async (token: string) => {
      let sum = 0;
      for (const profile of [1, 2, 3, 4, 5, 6, 7, 8]) sum += (await list(token, `codBsePerfil=${profile}`)).json<{ total: number }>().total;
      return sum;
    };
    for (const who of ['master', 'gestor', 'diretor', 'diretorHo'] as const) {
      const res = await list(tokens[who], '');
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<{ items: Row[]; total: number; page: number; pageSize: number }>();
      expect(body).toMatchObject({ page: 1, pageSize: 10, total: await tabsTotal(tokens[who]) });
      expect(body.items).toHaveLength(Math.min(10, body.total));
      expect(res.body).not.toMatch(/senha|argon/i);
      // Every row is one the caller's profile tabs show, field for field.
      const all = (await list(tokens[who], 'pageSize=100')).json<{ items: Row[]; total: number }>();
      expect(all.items).toHaveLength(all.total);
      for (const profile of new Set(all.items.map((u) => u.codBsePerfil))) {
        const tab = (await list(tokens[who], `codBsePerfil=${profile}&pageSize=100`)).json<{ items: Row[] }>().items;
        expect(all.items.filter((u) => u.codBsePerfil === profile)).toEqual(tab);
      }
    }
    // Scope: a Diretor sees only their unit, never a profile above theirs; a Gestor only their school.
    const diretor = (await list(tokens.diretor, 'pageSize=100')).json<{ items: Row[] }>().items;
    expect(diretor.every((u) => u.codBseUnidade === diretor[0]!.codBseUnidade && u.codBsePerfil >= 3)).toBe(true);
    expect(diretor.map((u) => u.cstLogin)).not.toContain('HOSU-0003');
    const gestor = (await list(tokens.gestor, 'pageSize=100')).json<{ items: Row[] }>().items;
    expect(new Set(gestor.map((u) => u.codBseEscola))).toEqual(new Set([await ids.school('AU')]));
    // The documented fields on each row; a search or a later page without a profile too.
    const alice = (await list(tokens.master, 'q=alice')).json<{ items: Record<string, unknown>[] }>().items;
    expect(alice.map((u) => u.cstLogin)).toEqual(['AUCE-0004']);
    expect(Object.keys(alice[0]!)).toEqual(
      expect.arrayContaining([
        'imgAvatar',
        'codBseTurma',
        'nomTurma',
        'arrayCodBseTurmas',
        'cstTxtPrefixoLoginEscola',
        'cstTxtPrefixoLoginUnidade',
        'nomPerfil',
        'nomEscola',
        'nomUnidade',
      ]),
    );
    const total = (await list(tokens.gestor, '')).json<{ total: number }>().total;
    expect((await list(tokens.gestor, 'page=40')).json()).toEqual({ items: [], total, page: 40, pageSize: 10 });
    const teacher = (await list(tokens.diretor, 'q=AUCE-0003')).json<{ items: Record<string, unknown>[] }>().items[0]!;
    expect(teacher).toMatchObject({ codBseTurma: null, nomTurma: null, nomTurmas: '6º Ano A, 6º Ano B' });
    expect(teacher.arrayCodBseTurmas).toEqual([await ids.classOf('6º Ano A'), await ids.classOf('6º Ano B')]);
  });

  it('keeps each caller inside their scope: a Gestor their school, a Diretor their unit', async () => {
    expect((await list(tokens.gestor, 'codBsePerfil=6')).json().total).toBe(10);
    expect((await list(tokens.diretorHo, 'codBsePerfil=6')).json().total).toBe(5);
    expect((await list(tokens.diretor, 'codBsePerfil=5&pageSize=50')).json().items.map((u: { cstLogin: string }) => u.cstLogin)).toEqual([
      'AUCE-0003',
    ]);
    // profiles they may not create are not theirs to see either
    expect((await list(tokens.gestor, 'codBsePerfil=2')).json().total).toBe(0);
    expect((await list(tokens.diretor, 'codBsePerfil=3')).json().total).toBe(0);
    // nor through a search, a class or a later page (the rule is in the WHERE, the kept counts included)
    expect((await list(tokens.gestor, 'codBsePerfil=2&q=a')).json()).toMatchObject({ items: [], total: 0 });
    expect((await list(tokens.diretor, 'codBsePerfil=3&page=2')).json()).toMatchObject({ items: [], total: 0 });
    expect((await list(tokens.master, 'codBsePerfil=1')).json().total).toBe(1);
  });

  it('searches name or login (case and accents of the query as typed), sorts and pages on the server', async () => {
    expect(names(await list(tokens.master, 'codBsePerfil=6&q=beatriz'))).toEqual(['Beatriz Souza']);
    expect(names(await list(tokens.master, `codBsePerfil=6&q=${encodeURIComponent('HELOÍSA')}`))).toEqual(['Heloísa Dias']);
    const byLogin = await list(tokens.master, 'codBsePerfil=6&q=hosu-000&sort=-cstLogin');
    expect(byLogin.json().items.map((u: { cstLogin: string }) => u.cstLogin)).toEqual([
      'HOSU-0007',
      'HOSU-0006',
      'HOSU-0005',
      'HOSU-0004',
      'HOSU-0003',
    ]);
    const page2 = await list(tokens.gestor, 'codBsePerfil=6&pageSize=3&page=2&sort=nomUsuario');
    expect(page2.json()).toMatchObject({ total: 10, page: 2, pageSize: 3 });
    expect(names(page2)).toEqual(['Davi Rocha', 'Eduarda Melo', 'Felipe Costa']);
    expect((await list(tokens.gestor, 'codBsePerfil=6&pageSize=10&page=5')).json()).toEqual({
      items: [],
      total: 10,
      page: 5,
      pageSize: 10,
    });
    expect((await list(tokens.master, 'codBsePerfil=6&q=100%25')).json().total).toBe(0);
    const byClass = await list(tokens.diretor, `codBsePerfil=6&codBseTurma=${await ids.classOf('6º Ano B')}`);
    expect(byClass.json().total).toBe(4);
  });

  it('answers a searched page with the rows of the plain list, in any sort, and the total even past its last page', async () => {
    type Item = { codBseUsuario: number; nomEscola: string; nomUnidade: string | null };
    const plain = new Map<number, Item>(
      (await list(tokens.master, 'codBsePerfil=6&pageSize=100')).json<{ items: Item[] }>().items.map((u) => [u.codBseUsuario, u]),
    );
    for (const sort of ['nomEscola', '-nomEscola', 'nomUnidade', '-nomUnidade']) {
      const body = (await list(tokens.master, `codBsePerfil=6&q=a&pageSize=100&sort=${sort}`)).json<{ items: Item[]; total: number }>();
      expect(body.total).toBe(body.items.length);
      expect(body.total).toBeGreaterThan(5);
      for (const item of body.items) expect(item).toEqual(plain.get(item.codBseUsuario));
      const field = sort.replace('-', '') as 'nomEscola' | 'nomUnidade';
      const keys = body.items.map((u) => u[field] ?? '');
      const sorted = [...keys].sort((a, b) => a.localeCompare(b, 'pt'));
      expect(keys).toEqual(sort.startsWith('-') ? sorted.reverse() : sorted);
    }
    const first = (await list(tokens.master, 'codBsePerfil=6&q=a&pageSize=10')).json<{ total: number }>();
    const past = await list(tokens.master, 'codBsePerfil=6&q=a&pageSize=10&page=50');
    expect(past.json()).toEqual({ items: [], total: first.total, page: 50, pageSize: 10 });
  });

  it('refuses bad queries with 400 and the Professor with 403', async () => {
    expect((await list(tokens.master, 'codBsePerfil=6&pageSize=500')).statusCode).toBe(400);
    expect((await list(tokens.master, 'codBsePerfil=x')).statusCode).toBe(400);
    expect((await list(tokens.master, 'codBsePerfil=6&sort=txtSenha')).statusCode).toBe(400);
    const professor = await own.t.login(DEMO_BY_PROFILE[5]!.login, DEMO_BY_PROFILE[5]!.password);
    expect((await list(professor, 'codBsePerfil=6')).statusCode).toBe(403);
  });
});

describe('GET /api/bse_usuario/{id}: another school or unit’s user is refused', () => {
  it('answers 404 to every profile asking outside its reach, and the user to the one inside', async () => {
    const hoStudent = await ids.user('HOSU-0003');
    const auStudent = await ids.user('AUCE-0004');
    for (const token of [tokens.gestor!, tokens.diretor!, tokens.coord!]) expect((await get(token, hoStudent)).statusCode).toBe(404);
    expect((await get(tokens.diretorHo!, auStudent)).statusCode).toBe(404);
    expect((await get(tokens.diretor!, await ids.user('AUMT-0001'))).statusCode).toBe(404);
    const mine = await get(tokens.diretor!, auStudent);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      cstLogin: 'AUCE-0004',
      codBseTurma: await ids.classOf('6º Ano A'),
      nomTurma: '6º Ano A',
      cstTxtPrefixoLoginEscola: 'AU',
      cstTxtPrefixoLoginUnidade: 'CE',
    });
    expect((await get(tokens.master!, hoStudent)).statusCode).toBe(200);
    // Professor, Aluno and Assistente have no users area at all.
    for (const profile of [5, 6, 7]) {
      const token = await t.login(DEMO_BY_PROFILE[profile]!.login, DEMO_BY_PROFILE[profile]!.password);
      expect((await get(token, hoStudent)).statusCode).toBe(403);
    }
  });
});

describe('GET /api/bse_usuario/setSequencial/{prefix}', () => {
  // The next number after the demo network's: on a database of its own, where no other test adds users.
  const own = ownTestApp({ diretor: 'AUCE-0001' });
  it('answers the next free 4-digit sequence of a prefix', async () => {
    const seq = (prefix: string) => own.t.as(own.tokens.diretor, { method: 'GET', url: `/api/bse_usuario/setSequencial/${prefix}` });
    expect((await seq('AUCE')).json()).toEqual({ proxSeq: 14 });
    expect((await t.as(tokens.master!, { method: 'GET', url: '/api/bse_usuario/setSequencial/ZZQQ' })).json()).toEqual({ proxSeq: 1 });
    const bad = await seq('A1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('O prefixo deve ter 4 letras.');
  });
});

describe('POST /api/bse_usuario (§5 User, §8 Users)', () => {
  it('creates a student with the generated login; the student signs in; the same login again is 409', async () => {
    const classA = await ids.classOf('6º Ano A');
    const { proxSeq } = (await t.as(tokens.diretor!, { method: 'GET', url: '/api/bse_usuario/setSequencial/AUCE' })).json();
    const login = `AUCE-${String(proxSeq).padStart(4, '0')}`;
    const fields = { cstLogin: login, nomUsuario: 'Nina Nova', txtSenha: 'Nina@2026', codBsePerfil: 6, codBseTurma: classA };
    const res = await sendUserForm(t, tokens.diretor!, fields);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      cstLogin: login,
      nomUsuario: 'Nina Nova',
      codBsePerfil: 6,
      codBseTurma: classA,
      nomUnidade: 'Unidade Centro',
      indAtivo: 'S',
    });
    expect(res.body).not.toMatch(/Nina@2026|argon/);
    await t.login(login, 'Nina@2026');
    const again = await sendUserForm(t, tokens.diretor!, { ...fields, nomUsuario: 'Outra Nina' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'Login já cadastrado.', fields: { cstLogin: 'Login já cadastrado.' } });
    expect(await countUsers(t, sql`cst_login = ${login}`)).toBe(1);
  });

  it('answers 400 "Informações inválidas." with each field’s message, writing nothing', async () => {
    const before = await countUsers(t);
    const res = await sendUserForm(t, tokens.master!, { cstLogin: 'AB', nomUsuario: 'Al', txtSenha: '123', codBsePerfil: 6 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Informações inválidas.',
      fields: {
        cstLogin: 'O login precisa ter no mínimo 5 caracteres.',
        nomUsuario: 'Informe o nome do usuário.',
        txtSenha: 'A senha deve ter no mínimo 5 caracteres',
        codBseTurma: 'Selecione uma turma para o aluno.',
      },
    });
    const gestor = await sendUserForm(t, tokens.master!, {
      cstLogin: 'REMT-0900',
      nomUsuario: 'Gil Gestor',
      txtSenha: 'Gil@2026',
      codBsePerfil: 2,
      codBseEscola: 1,
    });
    expect(gestor.json().fields).toEqual({ codBseEscola: 'Selecione uma escola para o gestor.' });
    const teacher = await sendUserForm(t, tokens.master!, {
      cstLogin: 'AUCE-0900',
      nomUsuario: 'Teo Prof',
      txtSenha: 'Teo@2026',
      codBsePerfil: 5,
    });
    expect(teacher.json().fields).toEqual({ arrayCodBseTurmas: 'Selecione pelo menos uma turma para o professor.' });
    const coord = await sendUserForm(t, tokens.master!, {
      cstLogin: 'AUCE-0901',
      nomUsuario: 'Cora Coord',
      txtSenha: 'Cora@2026',
      codBsePerfil: 4,
    });
    expect(coord.json().fields).toEqual({ codBseUnidade: 'Selecione uma unidade.' });
    const types = await sendUserForm(t, tokens.master!, {
      cstLogin: 'AUCE-0902',
      nomUsuario: 'Tipo Errado',
      txtSenha: 'Tipo@2026',
      codBsePerfil: 'seis',
    });
    expect(types.json().fields).toEqual({ codBsePerfil: 'Selecione um perfil.' });
    const json = await t.as(tokens.master!, { method: 'POST', url: '/api/bse_usuario', payload: { nomUsuario: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(await countUsers(t)).toBe(before);
  });

  it('creates a teacher of several classes of one unit, and refuses classes of two units', async () => {
    const a = await ids.classOf('6º Ano A');
    const b = await ids.classOf('6º Ano B');
    const res = await sendUserForm(t, tokens.coord!, {
      cstLogin: 'AUCE-0910',
      nomUsuario: 'Tânia Professora',
      txtSenha: 'Tania@2026',
      codBsePerfil: 5,
      arrayCodBseTurmas: [a, b],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ arrayCodBseTurmas: [a, b], codBseUnidade: await ids.unit('CE') });
    const mixed = await sendUserForm(t, tokens.master!, {
      cstLogin: 'AUCE-0911',
      nomUsuario: 'Mista Professora',
      txtSenha: 'Mista@2026',
      codBsePerfil: 5,
      arrayCodBseTurmas: [a, await ids.classOf('7º Ano A')],
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().fields).toEqual({ arrayCodBseTurmas: 'As turmas devem ser da unidade escolhida.' });
  });

  it('lets nobody create a profile or a place outside what they may create', async () => {
    const ho = await ids.classOf('7º Ano A');
    const student = { nomUsuario: 'Fora Escopo', txtSenha: 'Fora@2026', codBsePerfil: 6 };
    const other = await sendUserForm(t, tokens.diretor!, { ...student, cstLogin: 'HOSU-0920', codBseTurma: ho });
    expect(other.statusCode).toBe(403);
    const director = await sendUserForm(t, tokens.diretor!, {
      cstLogin: 'AUCE-0921',
      nomUsuario: 'Novo Diretor',
      txtSenha: 'Dir@2026',
      codBsePerfil: 3,
      codBseUnidade: await ids.unit('CE'),
    });
    expect(director.statusCode).toBe(403);
    expect(director.json().message).toBe('Seu perfil não pode criar usuários deste perfil.');
    const gestor = await sendUserForm(t, tokens.gestor!, {
      cstLogin: 'AUMT-0922',
      nomUsuario: 'Outro Gestor',
      txtSenha: 'Ges@2026',
      codBsePerfil: 2,
      codBseEscola: await ids.school('AU'),
    });
    expect(gestor.statusCode).toBe(403);
    const hoDirector = await sendUserForm(t, tokens.gestor!, {
      cstLogin: 'HOSU-0923',
      nomUsuario: 'Diretor Sul',
      txtSenha: 'Dir@2026',
      codBsePerfil: 3,
      codBseUnidade: await ids.unit('SU'),
    });
    expect(hoDirector.statusCode).toBe(403);
    const auDirector = await sendUserForm(t, tokens.gestor!, {
      cstLogin: 'AUCE-0924',
      nomUsuario: 'Diretora Centro',
      txtSenha: 'Dir@2026',
      codBsePerfil: 3,
      codBseUnidade: await ids.unit('CE'),
    });
    expect(auDirector.statusCode).toBe(200);
    expect(await countUsers(t, sql`cst_login in ('HOSU-0920', 'AUCE-0921', 'AUMT-0922', 'HOSU-0923')`)).toBe(0);
  });

  it('saves the avatar re-encoded, and refuses a script posing as an image or a 50 MB file without writing the user', async () => {
    const photo = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#2255aa' } })
      .png()
      .toBuffer();
    const fields = { nomUsuario: 'Foto Aluno', txtSenha: 'Foto@2026', codBsePerfil: 6, codBseTurma: await ids.classOf('6º Ano B') };
    const ok = await sendUserForm(t, tokens.diretor!, { ...fields, cstLogin: 'AUCE-0930' }, [
      { field: 'imgAvatar', name: 'f.png', type: 'image/png', data: photo },
    ]);
    expect(ok.statusCode).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: ok.json().imgAvatar });
    expect((await sharp(served.rawPayload).metadata()).format).toBe('jpeg');

    const script = Buffer.from('#!/bin/sh\nrm -rf /\n<script>alert(1)</script>');
    const fake = await sendUserForm(t, tokens.diretor!, { ...fields, cstLogin: 'AUCE-0931' }, [
      { field: 'imgAvatar', name: 'foto.jpg', type: 'image/jpeg', data: script },
    ]);
    expect(fake.statusCode).toBe(400);
    expect(fake.json().fields).toEqual({ imgAvatar: 'Arquivo inválido. Formatos válidos: jpeg e png' });
    const huge = await sendUserForm(t, tokens.diretor!, { ...fields, cstLogin: 'AUCE-0932' }, [
      { field: 'imgAvatar', name: 'big.png', type: 'image/png', data: Buffer.alloc(50 * 1024 * 1024, 7) },
    ]);
    expect(huge.statusCode).toBe(413);
    const two = await sendUserForm(t, tokens.diretor!, { ...fields, cstLogin: 'AUCE-0933' }, [
      { field: 'imgAvatar', name: 'a.png', type: 'image/png', data: photo },
      { field: 'imgAvatar', name: 'b.png', type: 'image/png', data: photo },
    ]);
    expect(two.json().fields).toEqual({ imgAvatar: 'Permitido somente 1 imagem.' });
    expect(await countUsers(t, sql`cst_login in ('AUCE-0931', 'AUCE-0932', 'AUCE-0933')`)).toBe(0);
  });
});
