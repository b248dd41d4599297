import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../test/build-app';
import { countUsers, countsAgainstUsers, demoIds, sendUserForm } from './users.fixtures';

let t: TestApp;
let ids: ReturnType<typeof demoIds>;
let master: string;
let diretor: string;
beforeAll(async () => {
  t = await buildTestApp();
  ids = demoIds(t);
  master = await t.login('REMT-0001', 'Master@2026');
  diretor = await t.login('AUCE-0001', 'Diretor@2026');
});
afterAll(() => t.close());

const me = (token: string) => t.as(token, { method: 'GET', url: '/api/bse_usuario/getMeusDados/x' });
const setActive = (token: string, id: number, indAtivo: 'S' | 'N') =>
  t.as(token, { method: 'PUT', url: `/api/bse_usuario/ativo/${id}`, payload: { indAtivo } });
const remove = (token: string, id: number) => t.as(token, { method: 'DELETE', url: `/api/bse_usuario/${id}` });
const classesOf = async (userId: number) =>
  (
    await t.rows<{ nom: string; atual: string }>(
      sql`select t.nom_turma as nom, ut.ind_atual as atual from bse_usuario_turma ut join bse_turma t using (cod_bse_turma) where ut.cod_bse_usuario = ${userId} order by t.nom_turma`,
    )
  ).map((r) => `${r.nom}:${r.atual}`);

describe('PUT /api/bse_usuario/{codBseUsuario}', () => {
  it('changes name, class and password; the new password ends the user’s sessions', async () => {
    const id = await ids.user('AUCE-0006');
    const session = await t.login('AUCE-0006', 'Aluno@2026');
    const res = await sendUserForm(
      t,
      diretor,
      {
        cstLogin: 'AUCE-0006',
        nomUsuario: 'Beatriz Souza Lima',
        txtSenha: 'Bia@2026',
        codBsePerfil: 6,
        codBseTurma: await ids.classOf('6º Ano B'),
      },
      [],
      id,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ nomUsuario: 'Beatriz Souza Lima', nomTurma: '6º Ano B' });
    expect(await classesOf(id)).toEqual(['6º Ano B:S']);
    expect((await me(session)).statusCode).toBe(401);
    await t.login('AUCE-0006', 'Bia@2026');
  });

  it('keeps the password and the sessions when the password is left blank', async () => {
    const id = await ids.user('AUCE-0007');
    const session = await t.login('AUCE-0007', 'Aluno@2026');
    const res = await sendUserForm(
      t,
      diretor,
      { cstLogin: 'AUCE-0007', nomUsuario: 'Caio Lima', txtSenha: '', codBsePerfil: 6, codBseTurma: await ids.classOf('6º Ano A') },
      [],
      id,
    );
    expect(res.statusCode).toBe(200);
    expect((await me(session)).statusCode).toBe(200);
  });

  it('answers the server message on 400, 409 for a login of another user, and never moves the admin to another profile', async () => {
    const id = await ids.user('AUCE-0008');
    const short = await sendUserForm(
      t,
      diretor,
      { cstLogin: 'AUCE-0008', nomUsuario: 'Davi Rocha', txtSenha: '123', codBsePerfil: 6, codBseTurma: await ids.classOf('6º Ano A') },
      [],
      id,
    );
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('A senha deve ter no mínimo 5 caracteres');
    const taken = await sendUserForm(
      t,
      diretor,
      { cstLogin: 'AUCE-0004', nomUsuario: 'Davi Rocha', codBsePerfil: 6, codBseTurma: await ids.classOf('6º Ano A') },
      [],
      id,
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Login já cadastrado.');
    const admin = await sendUserForm(
      t,
      master,
      { cstLogin: 'REMT-0001', nomUsuario: 'Administrador da Rede', codBsePerfil: 2, codBseEscola: await ids.school('AU') },
      [],
      1,
    );
    expect(admin.statusCode).toBe(409);
    expect(admin.json().message).toBe('O perfil do usuário administrador não pode ser alterado.');
    const other = await sendUserForm(
      t,
      diretor,
      { cstLogin: 'HOSU-0003', nomUsuario: 'Heitor Aluno', codBsePerfil: 6, codBseTurma: await ids.classOf('6º Ano A') },
      [],
      await ids.user('HOSU-0003'),
    );
    expect(other.statusCode).toBe(404);
    expect((await t.rows<{ n: string }>(sql`select nom_usuario as n from bse_usuario where cod_bse_usuario = ${id}`))[0]?.n).toBe(
      'Davi Rocha',
    );
  });
});

describe('PUT /api/bse_usuario/ativo/{id} (the students’ switch)', () => {
  it('deactivating ends the student’s sessions at once; reactivating lets them sign in again', async () => {
    const id = await ids.user('AUCE-0009');
    const session = await t.login('AUCE-0009', 'Aluno@2026');
    const off = await setActive(diretor, id, 'N');
    expect(off.statusCode).toBe(200);
    expect(off.json().indAtivo).toBe('N');
    expect((await me(session)).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'AUCE-0009', password: 'Aluno@2026' },
    });
    expect(login.statusCode).toBe(410);
    expect((await setActive(diretor, id, 'S')).json().indAtivo).toBe('S');
    await t.login('AUCE-0009', 'Aluno@2026');
  });

  it('refuses the administrator, oneself, and another unit’s student', async () => {
    const admin = await setActive(master, 1, 'N');
    expect(admin.statusCode).toBe(409);
    expect(admin.json().message).toBe('O usuário administrador não pode ser apagado ou desativado');
    const self = await setActive(master, await ids.user('REMT-0001'), 'N');
    expect(self.statusCode).toBe(409);
    const masterTwo = await sendUserForm(t, master, {
      cstLogin: 'REMT-0100',
      nomUsuario: 'Segunda Master',
      txtSenha: 'Master2@2026',
      codBsePerfil: 1,
    });
    expect(masterTwo.json()).toMatchObject({ codBseEscola: 1, codBseUnidade: null });
    const second = await t.login('REMT-0100', 'Master2@2026');
    expect((await setActive(second, masterTwo.json().codBseUsuario, 'N')).json().message).toBe(
      'Você não pode apagar ou desativar o seu próprio usuário.',
    );
    expect((await setActive(diretor, await ids.user('HOSU-0004'), 'N')).statusCode).toBe(404);
    expect((await setActive(diretor, await ids.user('AUCE-0012'), 'X' as 'S')).statusCode).toBe(400);
  });
});

describe('DELETE /api/bse_usuario/{id}', () => {
  it('refuses the administrator with the document’s message', async () => {
    const res = await remove(master, 1);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('O usuário administrador não pode ser apagado ou desativado');
    expect(await countUsers(t, sql`cod_bse_usuario = 1`)).toBe(1);
  });

  it('deletes a student with their class links, and only within the caller’s unit', async () => {
    const id = await ids.user('AUCE-0010');
    expect((await t.as(await t.login('HOSU-0001', 'Diretor@2026'), { method: 'DELETE', url: `/api/bse_usuario/${id}` })).statusCode).toBe(
      404,
    );
    const res = await remove(diretor, id);
    expect(res.statusCode).toBe(200);
    expect(await countUsers(t, sql`cod_bse_usuario = ${id}`)).toBe(0);
    expect(await classesOf(id)).toEqual([]);
    expect((await remove(diretor, id)).statusCode).toBe(404);
  });

  it('refuses (409) a user that other records depend on, and deletes nothing', async () => {
    const id = await ids.user('AUCE-0011');
    // A record of a later feature (answers, grades, posts) refers to its author with ON DELETE RESTRICT.
    await t.rows(
      sql`create table nota_teste (id int primary key, cod_bse_usuario int not null references bse_usuario (cod_bse_usuario) on delete restrict)`,
    );
    await t.rows(sql`insert into nota_teste values (1, ${id})`);
    const res = await remove(diretor, id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'DEPENDENCIES', message: 'Existem usuários cadastrados com o usuário' });
    expect(await countUsers(t, sql`cod_bse_usuario = ${id}`)).toBe(1);
    expect(await classesOf(id)).toEqual(['6º Ano B:S']);
    await t.rows(sql`drop table nota_teste`);
  });
});

describe('the kept counts of the users list', () => {
  it('follow every create, move, profile change and delete', async () => {
    const created = await sendUserForm(t, master, {
      cstLogin: 'HOSU-0200',
      nomUsuario: 'Conta Nova',
      txtSenha: 'Conta@2026',
      codBsePerfil: 6,
      codBseTurma: await ids.classOf('7º Ano A'),
    });
    const id = created.json().codBseUsuario;
    await sendUserForm(
      t,
      master,
      { cstLogin: 'HOSU-0200', nomUsuario: 'Conta Nova', codBsePerfil: 5, arrayCodBseTurmas: [await ids.classOf('6º Ano A')] },
      [],
      id,
    );
    await sendUserForm(
      t,
      master,
      { cstLogin: 'HOSU-0200', nomUsuario: 'Conta Nova', codBsePerfil: 3, codBseUnidade: await ids.unit('SU') },
      [],
      id,
    );
    await remove(master, id);
    const { kept, real } = await countsAgainstUsers(t);
    expect(kept).toEqual(real);
    const total = (await t.as(master, { method: 'GET', url: '/api/bse_usuario?codBsePerfil=6' })).json().total;
    expect(total).toBe(await countUsers(t, sql`cod_bse_perfil = 6`));
  });
});
