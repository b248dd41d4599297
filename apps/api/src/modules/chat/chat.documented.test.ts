import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp, signInDemo } from '../../test/build-app';
import { classRoom } from './chat.fixtures';

/**
 * The documents' chat calls name no room (`listarUsuariosSala/x`, `listarMinhasMensagens/x`): without
 * `codChtSala` they answer the caller's current room (DECISIONS.md "Chat rooms"); the screen's query
 * (`?codChtSala=`) answers as before.
 */

let t: TestApp;
let u: Record<'master' | 'diretor' | 'prof' | 'aluno' | 'alunoHo', string>;

beforeAll(async () => {
  t = await buildTestApp();
  u = await signInDemo(t, { master: 'REMT-0001', diretor: 'AUCE-0001', prof: 'AUCE-0003', aluno: 'AUCE-0004', alunoHo: 'HOSU-0003' });
});
afterAll(() => t.close());

const roomOf = (name: string) => classRoom(t, name);

type Message = {
  codChtMensagem: number;
  codChtSala: number;
  txtMensagem: string;
  cstLogin: string;
  nomUsuario: string;
  datCriacao: string;
};
type MessagePage = { items: Message[]; total: number; page: number; pageSize: number };
const get = (token: string, url: string) => t.as(token, { method: 'GET', url });
const members = async (token: string, query = '') => {
  const res = await get(token, `/api/cht_usuario_sala/listarUsuariosSala/x${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ codBseUsuario: number; nomUsuario: string; cstLogin: string; online: boolean }[]>();
};
const messagePage = async (token: string, query = '') => {
  const res = await get(token, `/api/cht_mensagem/listarMinhasMensagens/x${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MessagePage>();
};
const send = (token: string, room: number, text: string) =>
  t.as(token, { method: 'POST', url: '/api/cht_mensagem', payload: { codChtSala: room, txtMensagem: text } });

describe('the documented chat calls without a room', () => {
  it('listarUsuariosSala/x answers the members of the caller’s current room, each with §3’s fields', async () => {
    const sixA = await roomOf('6º Ano A');
    const documented = await members(u.aluno);
    expect(documented).toEqual(await members(u.aluno, `?codChtSala=${sixA}`));
    expect(Object.keys(documented[0]!)).toEqual(expect.arrayContaining(['codBseUsuario', 'nomUsuario', 'cstLogin', 'online']));
    expect(documented.map((m) => m.cstLogin)).toEqual(expect.arrayContaining(['AUCE-0003', 'AUCE-0004']));
    // Another unit's student: their own class's room, never 6º Ano A's.
    const ho = (await members(u.alunoHo)).map((m) => m.cstLogin);
    expect(ho).toContain('HOSU-0003');
    expect(ho).not.toContain('AUCE-0004');
    // A Diretor (no class): the unit's staff room; a user of no room: nobody.
    const staff = (await members(u.diretor)).map((m) => m.cstLogin);
    expect(staff).toEqual(expect.arrayContaining(['AUCE-0001', 'AUCE-0003']));
    expect(staff).not.toContain('AUCE-0004');
    expect(await members(u.master)).toEqual([]);
  });

  it('follows the Professor’s current class (turmaAtual), as the session and the chat screen do', async () => {
    const classes = await t.rows<{ id: number; name: string }>(
      sql`select c.cod_bse_turma as id, c.nom_turma as name from bse_turma c where c.nom_turma in ('6º Ano A', '6º Ano B') order by c.nom_turma`,
    );
    for (const { id, name } of classes) {
      expect((await t.as(u.prof, { method: 'PUT', url: `/api/bse_usuario_turma/turmaAtual/${id}` })).statusCode).toBe(200);
      const room = await roomOf(name);
      expect(await members(u.prof)).toEqual(await members(u.prof, `?codChtSala=${room}`));
      await send(u.prof, room, `Aviso para ${name}`);
      const page = await messagePage(u.prof);
      expect(page.items[0]).toMatchObject({ codChtSala: room, txtMensagem: `Aviso para ${name}` });
    }
  });

  it('listarMinhasMensagens/x answers a page of the current room, newest first, and opens it; the screen’s query still an array', async () => {
    const sixA = await roomOf('6º Ano A');
    for (const text of ['Primeira', 'Segunda', 'Terceira']) expect((await send(u.prof, sixA, text)).statusCode).toBe(201);
    const rooms = async () =>
      (await get(u.aluno, '/api/cht_usuario_sala/listarSalas/x')).json<{ codChtSala: number; naoLidas: number }[]>();
    expect((await rooms()).find((r) => r.codChtSala === sixA)!.naoLidas).toBeGreaterThanOrEqual(3);

    const page = await messagePage(u.aluno, '?pageSize=2');
    expect(page).toMatchObject({ page: 1, pageSize: 2 });
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.items.map((m) => m.txtMensagem)).toEqual(['Terceira', 'Segunda']);
    for (const m of page.items)
      expect(m).toMatchObject({ codChtSala: sixA, cstLogin: 'AUCE-0003', nomUsuario: 'Paulo Professor', datCriacao: expect.any(String) });
    expect((await rooms()).find((r) => r.codChtSala === sixA)!.naoLidas).toBe(0);
    expect((await messagePage(u.aluno, '?pageSize=2&page=2')).items[0]!.txtMensagem).toBe('Primeira');

    // The screen's query: the room's newest messages, oldest first, as an array.
    const screen = await get(u.aluno, `/api/cht_mensagem/listarMinhasMensagens/x?codChtSala=${sixA}`);
    expect(screen.statusCode).toBe(200);
    expect(screen.json<Message[]>().at(-1)!.txtMensagem).toBe('Terceira');

    // Scope: another unit's student never reads 6º Ano A through it; a user of no room gets an empty page.
    expect((await messagePage(u.alunoHo)).items.every((m) => m.codChtSala !== sixA)).toBe(true);
    expect(await messagePage(u.master)).toEqual({ items: [], total: 0, page: 1, pageSize: 10 });
  });

  it('refuses antesDe without a room in Portuguese, and a room outside the caller’s with 404', async () => {
    const res = await get(u.aluno, '/api/cht_mensagem/listarMinhasMensagens/x?antesDe=5');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { antesDe: 'Informe a sala (codChtSala) para ver as mensagens anteriores.' } });
    const other = await roomOf('7º Ano A');
    expect((await get(u.aluno, `/api/cht_mensagem/listarMinhasMensagens/x?codChtSala=${other}`)).statusCode).toBe(404);
    expect((await get(u.aluno, `/api/cht_usuario_sala/listarUsuariosSala/x?codChtSala=${other}`)).statusCode).toBe(404);
  });
});
