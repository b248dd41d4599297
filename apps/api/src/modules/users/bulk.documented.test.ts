import { type BulkBatchDto, type BulkBatchListItem, type BulkRow, bulkOutcome } from '@portal/shared/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../test/build-app';
import { countUsers, countsAgainstUsers, demoIds, freshLogin, nextLoginsOf } from './users.fixtures';

/**
 * The documents' bulk creation (2-access §7 `POST /bse_usuario/criarUsuariosEmMassa/x`: "body is an array of users.
 * The text answer is read"; §8 Bulk; issue 25) beside the screen's streamed call: the plain array, each row naming the
 * chosen class, answered with §8's text, which the old screen's rule reads ('sucesso' with 'incorretos',
 * 'conflitantes' or 'não pode criar': partial; 'sucesso' alone: done; anything else: failure).
 */

let t: TestApp;
let ids: ReturnType<typeof demoIds>;
let diretor: string;
let master: string;
let classA: number;
beforeAll(async () => {
  t = await buildTestApp();
  ids = demoIds(t);
  [diretor, master] = await Promise.all([t.login('AUCE-0001', 'Diretor@2026'), t.login('REMT-0001', 'Master@2026')]);
  classA = await ids.classOf('6º Ano A');
});
afterAll(() => t.close());

type Row = Partial<Record<keyof BulkRow, string>> & { codBseTurma?: number | string };
/** A row of the documents' body: the file's columns and the chosen class. */
const row = (over: Row = {}): Row => ({
  nomUsuario: 'Aluno Novo',
  codBsePerfil: '6',
  txtSenha: '',
  cstLogin: '',
  codBseEscola: '',
  codBseUnidade: '',
  codBseTurma: classA,
  ...over,
});
const commit = (token: string, payload: unknown) =>
  t.as(token, { method: 'POST', url: '/api/bse_usuario/criarUsuariosEmMassa/x', payload: payload as object });

const nextLogins = (prefix: string, count: number) => nextLoginsOf(t, prefix, count);

describe('POST /api/bse_usuario/criarUsuariosEmMassa/x with the documents’ array', () => {
  it('creates the valid rows in the class and answers §8’s partial-success text, which the old rule reads as partial', async () => {
    const given = freshLogin();
    const [generatedLogin] = await nextLogins('AUCE', 1);
    const res = await commit(diretor, [
      row({ nomUsuario: 'Gerada Texto' }),
      row({ nomUsuario: 'Dada Texto', cstLogin: given, txtSenha: 'Dada@2026' }),
      row({ nomUsuario: '' }),
      row({ nomUsuario: 'Login Tomado', cstLogin: 'AUCE-0004' }),
      row({ nomUsuario: 'Diretor Não', codBsePerfil: '3' }),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe(
      '2 usuários cadastrados com sucesso. Registros não cadastrados: 1 incorretos, 1 conflitantes, 1 com perfil que o seu perfil não pode criar.',
    );
    expect(bulkOutcome(res.body)).toBe('partial');

    // The users exist, in the class, with the password the file gave.
    const me = await t.as(await t.login(given, 'Dada@2026'), { method: 'GET', url: '/api/bse_usuario/getMeusDados/x' });
    expect(me.json()).toMatchObject({ nomUsuario: 'Dada Texto', nomTurma: '6º Ano A' });
    // The generated password is not in the text: it is kept for its creator, as the screen's call keeps it.
    const [batch] = (await t.as(diretor, { method: 'GET', url: '/api/bse_usuario/lotesEmMassa' })).json<BulkBatchListItem[]>();
    expect(batch).toMatchObject({ numCriados: 2, nomTurma: '6º Ano A' });
    const kept = (
      await t.as(diretor, { method: 'GET', url: `/api/bse_usuario/lotesEmMassa/${batch!.codBseUsuarioLote}` })
    ).json<BulkBatchDto>();
    const generated = kept.criados.find((c) => c.nomUsuario === 'Gerada Texto')!;
    expect(generated.cstLogin).toBe(generatedLogin);
    await t.login(generated.cstLogin, generated.txtSenha);
    const { kept: counted, real } = await countsAgainstUsers(t);
    expect(counted).toEqual(real);
  });

  it('says "sucesso" alone when every row is created, and fails without writing when none is valid', async () => {
    const all = await commit(master, [
      row({ nomUsuario: 'Gestora Texto', codBsePerfil: '2', codBseTurma: await ids.classOf('7º Ano A') }),
      row({ nomUsuario: 'Aluna Texto', codBseTurma: String(await ids.classOf('7º Ano A')) }),
    ]);
    expect(all.statusCode).toBe(200);
    expect(all.body).toBe('2 usuários cadastrados com sucesso.');
    expect(bulkOutcome(all.body)).toBe('success');

    const before = await countUsers(t);
    const none = await commit(diretor, [row({ nomUsuario: 'x' }), row({ nomUsuario: 'Perfil Nove', codBsePerfil: '9' })]);
    expect(none.statusCode).toBe(200);
    expect(none.body).toBe('Nenhum usuário cadastrado. Registros não cadastrados: 2 incorretos.');
    expect(bulkOutcome(none.body)).toBe('failure');
    expect(await countUsers(t)).toBe(before);
  });

  it('refuses the request itself with the documents’ Portuguese texts, writing nothing', async () => {
    const before = await countUsers(t);
    const cases: [unknown, string, string][] = [
      [[], '_', 'Carregue um registro .CSV formatado.'],
      [[row({ codBseTurma: undefined })], '0.codBseTurma', 'Selecione uma turma antes de escolher o arquivo!'],
      [[row({ codBseTurma: 'abc' })], '0.codBseTurma', 'Selecione uma turma antes de escolher o arquivo!'],
      [[row(), row({ codBseTurma: classA + 1 })], '1.codBseTurma', 'Todos os registros devem ser da mesma turma.'],
      [Array.from({ length: 5001 }, () => row()), '_', 'O arquivo pode ter no máximo 5000 registros.'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await commit(diretor, payload);
      expect(res.statusCode, field).toBe(400);
      expect(res.json<{ message: string }>().message, field).toBe(message);
      if (field !== '_') expect(res.json<{ fields: Record<string, string> }>().fields[field]).toBe(message);
    }
    expect((await commit(diretor, [{ nomUsuario: { $gt: '' }, codBseTurma: classA }])).statusCode).toBe(400);
    expect(await countUsers(t)).toBe(before);
  });

  it('another unit’s class is 404, a profile without bulk creation 403, and nothing is written', async () => {
    const before = await countUsers(t);
    expect((await commit(diretor, [row({ codBseTurma: await ids.classOf('7º Ano A') })])).statusCode).toBe(404);
    for (const [login, password] of [
      ['AUMT-0001', 'Gestor@2026'],
      ['AUCE-0003', 'Prof@2026'],
      ['AUCE-0004', 'Aluno@2026'],
    ]) {
      expect((await commit(await t.login(login!, password!), [row()])).statusCode, login).toBe(403);
    }
    expect(await countUsers(t)).toBe(before);
  });

  it('keeps the screen’s body and its stream beside it', async () => {
    const res = await commit(diretor, {
      codBseTurma: classA,
      usuarios: [{ ...row({ nomUsuario: 'Pelo Fluxo' }), codBseTurma: undefined }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/x-ndjson');
    expect(res.body.trim().split('\n').at(-1)).toContain('"mensagem":"1 usuários cadastrados com sucesso."');
  });
});
