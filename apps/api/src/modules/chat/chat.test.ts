import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp, signInDemo } from '../../test/build-app';
import { classRoom } from './chat.fixtures';
import { CHAT_FLOOD } from './chat.flood';

/** The chat's rooms, membership, messages, unread counts and deletion (DECISIONS.md "Scoping rules", §5, §8). */

let t: TestApp;
let u: Record<'master' | 'diretor' | 'prof' | 'aluno' | 'alunoHo' | 'profHo', string>;

beforeAll(async () => {
  t = await buildTestApp();
  u = await signInDemo(t, {
    master: 'REMT-0001',
    diretor: 'AUCE-0001',
    prof: 'AUCE-0003',
    aluno: 'AUCE-0004',
    alunoHo: 'HOSU-0003',
    profHo: 'HOSU-0002',
  });
});
afterAll(() => t.close());

const roomOf = (name: string) => classRoom(t, name);

type Room = { codChtSala: number; nomSala: string; tipo: string; ultimaMensagem: string | null; naoLidas: number };
const rooms = async (token: string) => (await t.as(token, { method: 'GET', url: '/api/cht_usuario_sala/listarSalas/x' })).json<Room[]>();
const send = (token: string, room: number, text: string) =>
  t.as(token, { method: 'POST', url: '/api/cht_mensagem', payload: { codChtSala: room, txtMensagem: text } });
const messages = (token: string, room: number, before?: number) =>
  t.as(token, { method: 'GET', url: `/api/cht_mensagem/listarMinhasMensagens/x?codChtSala=${room}${before ? `&antesDe=${before}` : ''}` });

describe('the chat', () => {
  it('gives each user the rooms they belong to: their classes, and the unit’s staff room for its staff', async () => {
    expect((await rooms(u.aluno)).map((r) => [r.nomSala, r.tipo])).toEqual([['6º Ano A', 'turma']]);
    expect((await rooms(u.prof)).map((r) => r.nomSala).sort()).toEqual(['6º Ano A', '6º Ano B', 'Equipe - Unidade Centro']);
    expect((await rooms(u.diretor)).map((r) => r.nomSala)).toEqual(['Equipe - Unidade Centro']);
    expect((await rooms(u.alunoHo)).map((r) => r.nomSala)).toEqual(['7º Ano A']);
    expect(await rooms(u.master)).toEqual([]);
    // A class made later has its room at once.
    const made = await t.as(u.diretor, { method: 'POST', url: '/api/bse_turma', payload: { nomTurma: 'Turma do chat', codBseUnidade: 1 } });
    expect(made.statusCode, made.body).toBeLessThan(300);
    expect(
      await t.rows(
        sql`select count(*)::int as n from cht_sala s join bse_turma c using (cod_bse_turma) where c.nom_turma = 'Turma do chat'`,
      ),
    ).toEqual([{ n: 1 }]);
  });

  it('keeps a student of 6º Ano A out of 7º Ano A: no reading, no posting, no members', async () => {
    const other = await roomOf('7º Ano A');
    expect((await messages(u.aluno, other)).statusCode).toBe(404);
    expect((await send(u.aluno, other, 'Oi')).statusCode).toBe(404);
    expect((await t.as(u.aluno, { method: 'GET', url: `/api/cht_usuario_sala/listarUsuariosSala/x?codChtSala=${other}` })).statusCode).toBe(
      404,
    );
    const members = await t.as(u.aluno, {
      method: 'GET',
      url: `/api/cht_usuario_sala/listarUsuariosSala/x?codChtSala=${await roomOf('6º Ano A')}`,
    });
    const logins = members.json<{ cstLogin: string }[]>().map((m) => m.cstLogin);
    expect(logins).toEqual(expect.arrayContaining(['AUCE-0003', 'AUCE-0004']));
    expect(logins).not.toContain('AUCE-0001');
    expect(logins).not.toContain('AUCE-0005'); // deactivated
  });

  it('stores messages with emoji, counts the unread ones per user until the room is opened, and deletes only the author’s', async () => {
    const room = await roomOf('6º Ano A');
    const first = await send(u.prof, room, 'Bom dia, turma :) <3');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ txtMensagem: 'Bom dia, turma 🙂 ❤️', nomUsuario: 'Paulo Professor', proprio: true });
    await send(u.prof, room, 'A prova de ciências é amanhã!');
    const mine = (await rooms(u.aluno))[0]!;
    expect(mine).toMatchObject({ naoLidas: 2, ultimaMensagem: 'A prova de ciências é amanhã!' });
    expect((await rooms(u.prof)).find((r) => r.codChtSala === room)).toMatchObject({ naoLidas: 0 });

    const opened = await messages(u.aluno, room);
    expect(
      opened
        .json<{ txtMensagem: string; proprio: boolean }[]>()
        .slice(-2)
        .map((m) => [m.txtMensagem, m.proprio]),
    ).toEqual([
      ['Bom dia, turma 🙂 ❤️', false],
      ['A prova de ciências é amanhã!', false],
    ]);
    expect((await rooms(u.aluno))[0]).toMatchObject({ naoLidas: 0 });

    const id = first.json<{ codChtMensagem: number }>().codChtMensagem;
    const refused = await t.as(u.aluno, { method: 'DELETE', url: `/api/cht_mensagem/${id}` });
    expect(refused.statusCode).toBe(410);
    expect(refused.json()).toMatchObject({ message: 'Sem permissão.' });
    expect((await t.as(u.prof, { method: 'DELETE', url: `/api/cht_mensagem/${id}` })).statusCode).toBe(200);
    expect((await t.as(u.aluno, { method: 'GET', url: `/api/cht_mensagem/dadosDaMensagem/${id}` })).statusCode).toBe(404);
  });

  it('refuses a blank or too long message and pages older ones', async () => {
    const room = await roomOf('6º Ano B');
    for (const text of ['   ', 'x'.repeat(251)]) {
      const res = await send(u.prof, room, text);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        fields: { txtMensagem: 'A mensagem não pode ficar em branco e pode ter no máximo 250 caracteres.' },
      });
    }
    // 32 messages straight into the table: through the route, one user may send only CHAT_FLOOD.messages.points in a window.
    await t.rows(
      sql`insert into cht_mensagem (cod_cht_sala, txt_mensagem, cod_usuario_criacao)
        select ${room}, 'Mensagem ' || i, u.cod_bse_usuario from generate_series(1, 32) i, bse_usuario u where u.cst_login = 'AUCE-0003' order by i`,
    );
    const newest = (await messages(u.prof, room)).json<{ txtMensagem: string; codChtMensagem: number }[]>();
    expect(newest).toHaveLength(30);
    expect(newest.at(-1)!.txtMensagem).toBe('Mensagem 32');
    const older = (await messages(u.prof, room, newest[0]!.codChtMensagem)).json<{ txtMensagem: string }[]>();
    expect(older.map((m) => m.txtMensagem)).toEqual(['Mensagem 1', 'Mensagem 2']);
  });

  it('refuses a user’s messages past the flood limit with 429, and only that user’s', async () => {
    const room = await roomOf('7º Ano A');
    const { points } = CHAT_FLOOD.messages;
    const answers = await Promise.all(Array.from({ length: points + 3 }, (_, i) => send(u.alunoHo, room, `Spam ${i}`)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(points);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused).toHaveLength(3);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(429);
      expect(answer.json()).toMatchObject({
        statusCode: 429,
        code: 'TOO_MANY_ATTEMPTS',
        message: 'Você está enviando mensagens rápido demais. Aguarde alguns segundos.',
      });
      expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(CHAT_FLOOD.messages.seconds);
    }
    // A refused message is not stored; a blank one counts too (every attempt does, as on the socket).
    const stored = await t.rows<{ n: number }>(
      sql`select count(*)::int as n from cht_mensagem m join bse_usuario u on u.cod_bse_usuario = m.cod_usuario_criacao where u.cst_login = 'HOSU-0003'`,
    );
    expect(stored).toEqual([{ n: points }]);
    expect((await send(u.alunoHo, room, '   ')).statusCode).toBe(429);
    // Another member of the room is not held back by it.
    expect((await send(u.profHo, room, 'Calma, turma.')).statusCode).toBe(201);
  });
});
