import type { BulkEvent, BulkPreviewAnswer, BulkRow } from '@portal/shared/users';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../test/build-app';
import { countUsers, demoIds, ndjson } from './users.fixtures';

/**
 * A network-sized file: 5,000 rows (the limit), a few dozen broken. Hashing 5,000 argon2id
 * passwords is the slow part in production (tens of seconds on two cores); the tests hash with
 * cheap parameters (test/setup.ts), so the stream's progress is checked by its shape, not its count.
 */
let t: TestApp;
let diretor: string;
let classB: number;
beforeAll(async () => {
  t = await buildTestApp();
  diretor = await t.login('AUCE-0001', 'Diretor@2026');
  classB = await demoIds(t).classOf('6º Ano B');
});
afterAll(() => t.close());

function bigFile(): BulkRow[] {
  return Array.from({ length: 5000 }, (_, i) => {
    const n = i + 1;
    const base: BulkRow = {
      nomUsuario: `Estudante ${n}`,
      codBsePerfil: '6',
      txtSenha: `Senha-${n}`,
      cstLogin: '',
      codBseEscola: '',
      codBseUnidade: '',
    };
    if (n % 500 === 0) return { ...base, nomUsuario: '' };
    if (n % 700 === 0) return { ...base, txtSenha: 'abc' };
    if (n % 900 === 0) return { ...base, cstLogin: 'AUCE-0004' };
    if (n % 1100 === 0) return { ...base, codBsePerfil: '2' };
    return base;
  });
}

describe('a 5,000-row file with broken rows', () => {
  it('is previewed without writing, then committed in one go', { timeout: 900_000 }, async () => {
    const before = await countUsers(t);
    const started = Date.now();
    const res = await t.as(diretor, {
      method: 'POST',
      url: '/api/bse_usuario/validarUsuariosEmMassa/x',
      payload: { codBseTurma: classB, usuarios: bigFile() },
    });
    expect(res.statusCode).toBe(200);
    const previewMs = Date.now() - started;
    const { contagem, linhas } = res.json<BulkPreviewAnswer>();
    // 10 rows without a name, 6 short passwords, 4 taken logins, 4 Gestores (which a Diretor may not create).
    expect(contagem).toEqual({ total: 5000, validos: 4976, incorretos: 16, conflitantes: 4, naoPermitidos: 4 });
    expect(linhas[499]).toMatchObject({ status: 'incorreto', erros: [{ message: 'Informe o nome do usuário.' }] });
    expect(await countUsers(t)).toBe(before);
    expect(previewMs).toBeLessThan(20_000);

    const committed = await t.as(diretor, {
      method: 'POST',
      url: '/api/bse_usuario/criarUsuariosEmMassa/x',
      payload: { codBseTurma: classB, usuarios: bigFile() },
    });
    const events = ndjson<BulkEvent>(committed.body);
    const progress = events.flatMap((e) => (e.tipo === 'progresso' ? [e.feitos] : []));
    expect(events[0]).toEqual({ tipo: 'progresso', feitos: 0, total: 4976 });
    expect(progress.at(-1)).toBe(4976);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    const last = events.at(-1)!;
    if (last.tipo !== 'resultado') throw new Error(committed.body.slice(-500));
    expect(last.resultado.mensagem).toBe(
      '4976 usuários cadastrados com sucesso. Registros não cadastrados: 16 incorretos, 4 conflitantes, 4 com perfil que o seu perfil não pode criar.',
    );
    expect(await countUsers(t)).toBe(before + 4976);
    const [links] = await t.rows<{ n: number }>(sql`select count(*)::int as n from bse_usuario_turma where cod_bse_turma = ${classB}`);
    expect(links!.n).toBe(4976 + 5);
    const logins = last.resultado.criados.map((c) => c.cstLogin);
    expect(new Set(logins).size).toBe(4976);
    expect(logins[0]).toBe('AUCE-0014');
    await t.login(logins[4975]!, last.resultado.criados[4975]!.txtSenha);
  });
});
