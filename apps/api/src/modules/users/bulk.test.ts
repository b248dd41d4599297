import type { BulkEvent, BulkPreviewAnswer, BulkRow } from '@portal/shared/users';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../test/build-app';
import { bulkRow, countUsers, countsAgainstUsers, demoIds, freshLogin, ndjson, nextLoginsOf } from './users.fixtures';

let t: TestApp;
let ids: ReturnType<typeof demoIds>;
let diretor: string;
let master: string;
let classA: number;
beforeAll(async () => {
  t = await buildTestApp();
  ids = demoIds(t);
  diretor = await t.login('AUCE-0001', 'Diretor@2026');
  master = await t.login('REMT-0001', 'Master@2026');
  classA = await ids.classOf('6º Ano A');
});
afterAll(() => t.close());

const preview = (token: string, payload: unknown) =>
  t.as(token, { method: 'POST', url: '/api/bse_usuario/validarUsuariosEmMassa/x', payload: payload as object });
const commit = (token: string, payload: unknown) =>
  t.as(token, { method: 'POST', url: '/api/bse_usuario/criarUsuariosEmMassa/x', payload: payload as object });
const row = bulkRow;

// Each test reads the next logins itself: tests run in any order.
const nextLogins = (prefix: string, count: number) => nextLoginsOf(t, prefix, count);

/**
 * One row of each case of the issue: valid, wrong profile, taken or repeated login, missing name,
 * short password, outside scope. `given` is the row-2 login, typed in lower case.
 */
async function mixedFile(given: string): Promise<BulkRow[]> {
  const ho = String(await ids.school('HO'));
  const su = String(await ids.unit('SU'));
  return [
    row({ nomUsuario: 'Gerada Silva' }),
    row({
      nomUsuario: 'Dada Souza',
      cstLogin: given.toLowerCase(),
      txtSenha: 'Dada@2026',
      codBseEscola: String(await ids.school('AU')),
      codBseUnidade: String(await ids.unit('CE')),
    }),
    row({ nomUsuario: '' }),
    row({ nomUsuario: 'Curta Senha', txtSenha: '123' }),
    row({ nomUsuario: 'Diretor Não', codBsePerfil: '3' }),
    row({ nomUsuario: 'Perfil Nove', codBsePerfil: '9' }),
    row({ nomUsuario: 'Login Tomado', cstLogin: 'AUCE-0004' }),
    row({ nomUsuario: 'Login Repetido', cstLogin: given }),
    row({ nomUsuario: 'Outra Escola', codBseEscola: ho }),
    row({ nomUsuario: 'Outra Unidade', codBseUnidade: su }),
    row({ nomUsuario: 'Login Torto', cstLogin: 'abc' }),
    row({ nomUsuario: 'Professor Novo', codBsePerfil: '5', txtSenha: 'Prof@2026' }),
  ];
}

describe('POST /api/bse_usuario/validarUsuariosEmMassa/x (preview)', () => {
  it('checks every row with its status and Portuguese message, generating blank logins, and writes nothing', async () => {
    const before = await countUsers(t);
    const given = freshLogin();
    const [first, second] = await nextLogins('AUCE', 2);
    const res = await preview(diretor, { codBseTurma: classA, usuarios: await mixedFile(given) });
    expect(res.statusCode).toBe(200);
    const body = res.json<BulkPreviewAnswer>();
    const brief = body.linhas.map((l) => [l.linha, l.status, l.cstLogin, l.erros.map((e) => e.message).join(' | ')]);
    expect(brief).toEqual([
      [1, 'valido', first, ''],
      [2, 'valido', given, ''],
      [3, 'incorreto', '', 'Informe o nome do usuário.'],
      [4, 'incorreto', '', 'A senha deve ter no mínimo 5 caracteres'],
      [5, 'naoPermitido', '', 'Seu perfil não pode criar usuários deste perfil.'],
      [6, 'incorreto', '', 'Perfil inválido.'],
      [7, 'conflitante', 'AUCE-0004', 'Login já cadastrado.'],
      [8, 'conflitante', given, 'Login repetido no arquivo.'],
      [9, 'incorreto', '', 'Escola fora do seu acesso.'],
      [10, 'incorreto', '', 'Unidade fora do seu acesso.'],
      [11, 'incorreto', 'ABC', 'O login deve ter o formato XXXX-XXXX.'],
      [12, 'valido', second, ''],
    ]);
    expect(body.linhas[0]).toMatchObject({ loginGerado: true, senhaGerada: true });
    expect(body.contagem).toEqual({ total: 12, validos: 3, incorretos: 6, conflitantes: 2, naoPermitidos: 1 });
    expect(await countUsers(t)).toBe(before);
  });
});

describe('POST /api/bse_usuario/criarUsuariosEmMassa/x (commit)', () => {
  it('creates the valid rows in the class, reports progress, and answers the §8 partial-success text with the logins and passwords', async () => {
    const given = freshLogin();
    const [first, second] = await nextLogins('AUCE', 2);
    const res = await commit(diretor, { codBseTurma: classA, usuarios: await mixedFile(given) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/x-ndjson');
    const events = ndjson<BulkEvent>(res.body);
    expect(events.filter((e) => e.tipo === 'progresso').at(-1)).toEqual({ tipo: 'progresso', feitos: 3, total: 3 });
    const last = events.at(-1)!;
    if (last.tipo !== 'resultado') throw new Error(res.body);
    const { resultado } = last;
    expect(resultado.mensagem).toBe(
      '3 usuários cadastrados com sucesso. Registros não cadastrados: 6 incorretos, 2 conflitantes, 1 com perfil que o seu perfil não pode criar.',
    );
    expect(resultado.criados.map((c) => [c.linha, c.cstLogin, c.codBsePerfil])).toEqual([
      [1, first, 6],
      [2, given, 6],
      [12, second, 5],
    ]);
    const generated = resultado.criados[0]!.txtSenha;
    expect(generated).toMatch(/^[a-zA-Z2-9]{8}$/);
    expect(resultado.criados[1]!.txtSenha).toBe('Dada@2026');
    const token = await t.login(first!, generated);
    const me = await t.as(token, { method: 'GET', url: '/api/bse_usuario/getMeusDados/x' });
    expect(me.json()).toMatchObject({ nomUsuario: 'Gerada Silva', nomTurma: '6º Ano A', nomUnidade: 'Unidade Centro' });
    await t.login(second!, 'Prof@2026');
    const hashes = await t.rows<{ h: string }>(sql`select txt_senha as h from bse_usuario where cst_login = ${given}`);
    expect(hashes[0]!.h).toMatch(/^\$argon2id\$/);
    const { kept, real } = await countsAgainstUsers(t);
    expect(kept).toEqual(real);
  });

  it('says the file is all done when every row is created, and fails without writing when none is valid', async () => {
    const expected = [...(await nextLogins('HOMT', 1)), ...(await nextLogins('HOSU', 1))];
    const ok = await commit(master, {
      codBseTurma: await ids.classOf('7º Ano A'),
      usuarios: [row({ nomUsuario: 'Gestora Sul', codBsePerfil: '2' }), row({ nomUsuario: 'Aluna Sul' })],
    });
    const done = ndjson<BulkEvent>(ok.body).at(-1)!;
    if (done.tipo !== 'resultado') throw new Error(ok.body);
    expect(done.resultado.mensagem).toBe('2 usuários cadastrados com sucesso.');
    expect(done.resultado.criados.map((c) => c.cstLogin)).toEqual(expected);
    expect(done.resultado.criados[0]).toMatchObject({ codBseUnidade: null });
    const before = await countUsers(t);
    const none = await commit(diretor, { codBseTurma: classA, usuarios: [row({ nomUsuario: 'x' })] });
    const failed = ndjson<BulkEvent>(none.body).at(-1)!;
    expect(failed.tipo === 'resultado' && failed.resultado.mensagem).toBe(
      'Nenhum usuário cadastrado. Registros não cadastrados: 1 incorretos.',
    );
    expect(await countUsers(t)).toBe(before);
  });

  it('leaves nothing half-written when the database fails after the users were inserted', async () => {
    const before = await countUsers(t);
    const links = (await t.rows<{ n: number }>(sql`select count(*)::int as n from bse_usuario_turma`))[0]!.n;
    // The users are in; the class links of the same transaction then fail.
    await t.rows(sql`create function falha_teste() returns trigger language plpgsql as $$
      begin raise exception 'falha de teste'; end $$`);
    await t.rows(sql`create trigger falha_teste before insert on bse_usuario_turma for each row execute function falha_teste()`);
    const usuarios = Array.from({ length: 40 }, (_, i) => row({ nomUsuario: `Aluno Lote ${i}`, txtSenha: `Senha${i}x` }));
    const res = await commit(diretor, { codBseTurma: classA, usuarios });
    const last = ndjson<BulkEvent>(res.body).at(-1)!;
    expect(last).toMatchObject({ tipo: 'erro', erro: { statusCode: 500, message: 'Algo deu errado ao enviar dados para o servidor.' } });
    expect(await countUsers(t)).toBe(before);
    expect(await countUsers(t, sql`nom_usuario like 'Aluno Lote%'`)).toBe(0);
    expect((await t.rows<{ n: number }>(sql`select count(*)::int as n from bse_usuario_turma`))[0]!.n).toBe(links);
    await t.rows(sql`drop trigger falha_teste on bse_usuario_turma`);
    await t.rows(sql`drop function falha_teste()`);
  });
});

describe('refused bulk requests (nothing written)', () => {
  it('answers 400 with the documents’ texts for a missing class, an empty or oversized file and wrong types', async () => {
    const before = await countUsers(t);
    const noClass = await preview(diretor, { usuarios: [row({})] });
    expect(noClass.statusCode).toBe(400);
    expect(noClass.json().message).toBe('Selecione uma turma antes de escolher o arquivo!');
    const empty = await commit(diretor, { codBseTurma: classA, usuarios: [] });
    expect(empty.json().message).toBe('Carregue um registro .CSV formatado.');
    const tooMany = await preview(diretor, { codBseTurma: classA, usuarios: Array.from({ length: 5001 }, () => row({})) });
    expect(tooMany.json().message).toBe('O arquivo pode ter no máximo 5000 registros.');
    expect((await commit(diretor, { codBseTurma: classA, usuarios: 'nomUsuario;codBsePerfil' })).statusCode).toBe(400);
    expect((await commit(diretor, { codBseTurma: classA, usuarios: [{ nomUsuario: { $gt: '' } }] })).statusCode).toBe(400);
    expect((await commit(diretor, { codBseTurma: 'abc', usuarios: [row({})] })).statusCode).toBe(400);
    expect(await countUsers(t)).toBe(before);
  });

  it('answers 413 to a 50 MB body, 404 to another unit’s class, 403 to a Gestor', async () => {
    const before = await countUsers(t);
    const big = JSON.stringify({ codBseTurma: classA, usuarios: [row({ nomUsuario: 'x'.repeat(50 * 1024 * 1024) })] });
    const huge = await t.as(diretor, {
      method: 'POST',
      url: '/api/bse_usuario/criarUsuariosEmMassa/x',
      payload: big,
      headers: { 'content-type': 'application/json' },
    });
    expect(huge.statusCode).toBe(413);
    const other = await commit(diretor, { codBseTurma: await ids.classOf('7º Ano A'), usuarios: [row({})] });
    expect(other.statusCode).toBe(404);
    const gestor = await t.login('AUMT-0001', 'Gestor@2026');
    expect((await commit(gestor, { codBseTurma: classA, usuarios: [row({})] })).statusCode).toBe(403);
    expect(await countUsers(t)).toBe(before);
  });
});
