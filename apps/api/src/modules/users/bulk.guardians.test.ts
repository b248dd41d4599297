import { GUARDIAN_CONSENT_VERSION } from '@portal/shared/guardians';
import type { BulkEvent, BulkPreviewAnswer, BulkRow } from '@portal/shared/users';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../test/build-app';
import { bulkRow, demoIds, freshLogin, ndjson } from './users.fixtures';

/* Guardians in the bulk file (issue 27): profile 8, their students named by login in the optional column loginAluno. */

let t: TestApp;
let diretor: string;
let classA: number;
beforeAll(async () => {
  t = await buildTestApp();
  diretor = await t.login('AUCE-0001', 'Diretor@2026');
  classA = await demoIds(t).classOf('6º Ano A');
});
afterAll(() => t.close());

const row = bulkRow;
const send = (url: string, usuarios: BulkRow[]) =>
  t.as(diretor, { method: 'POST', url: `/api/bse_usuario/${url}/x`, payload: { codBseTurma: classA, usuarios } });

describe('guardian rows of a bulk file', () => {
  it('are checked against their students, get a guardian login, and follow their students once created', async () => {
    const newStudent = freshLogin();
    const file = [
      row({ nomUsuario: 'Nova Aluna', cstLogin: newStudent, txtSenha: 'Aluno@2026' }),
      // A mother of the new student and of Alice (already registered), both in one cell.
      row({ nomUsuario: 'Mãe da Família', codBsePerfil: '8', loginAluno: `${newStudent.toLowerCase()}; AUCE-0004` }),
      row({ nomUsuario: 'Sem Aluno', codBsePerfil: '8' }),
      row({ nomUsuario: 'Aluno Distante', codBsePerfil: '8', loginAluno: 'HOSU-0003' }),
      row({ nomUsuario: 'Login Errado', codBsePerfil: '8', loginAluno: 'XX' }),
    ];
    const preview = await send('validarUsuariosEmMassa', file);
    expect(preview.statusCode, preview.body).toBe(200);
    const lines = preview.json<BulkPreviewAnswer>().linhas;
    expect(lines.map((l) => l.status)).toEqual(['valido', 'valido', 'incorreto', 'incorreto', 'incorreto']);
    expect(lines[1]!.cstLogin).toMatch(/^AUCE-R\d{3}$/);
    expect(lines[2]!.erros).toEqual([
      {
        campo: 'loginAluno',
        messageKey: 'bulkGuardianStudentRequired',
        message: 'Informe em loginAluno o login do aluno de quem é responsável.',
      },
    ]);
    for (const line of lines.slice(3)) {
      expect(line.erros.map((e) => e.message)).toEqual(['Nenhum aluno com este login ao seu alcance, nem neste arquivo.']);
    }

    const res = await send('criarUsuariosEmMassa', file);
    const last = ndjson<BulkEvent>(res.body).at(-1)!;
    if (last.tipo !== 'resultado') throw new Error(res.body);
    const mother = last.resultado.criados.find((c) => c.codBsePerfil === 8)!;
    expect(mother.cstLogin).toBe(lines[1]!.cstLogin);
    const links = await t.rows<{ login: string }>(
      sql`select s.cst_login as login from bse_responsavel_aluno l join bse_usuario s on s.cod_bse_usuario = l.cod_aluno
          where l.cod_responsavel = ${mother.codBseUsuario} order by 1`,
    );
    expect(links.map((l) => l.login)).toEqual(['AUCE-0004', newStudent].sort());
    // Not a member of the class: a guardian is no student.
    expect(await t.rows(sql`select 1 from bse_usuario_turma where cod_bse_usuario = ${mother.codBseUsuario}`)).toEqual([]);
    // The guardian signs in with the first password and, once the term is accepted, reads both children.
    const token = await t.login(mother.cstLogin, mother.txtSenha);
    await t.as(token, { method: 'POST', url: '/api/responsavel/consentimento', payload: { versao: GUARDIAN_CONSENT_VERSION } });
    const children = (await t.as(token, { method: 'GET', url: '/api/responsavel/filhos' })).json<{ nomUsuario: string }[]>();
    expect(children.map((c) => c.nomUsuario)).toEqual(['Alice Aluna', 'Nova Aluna']);
  });
});
