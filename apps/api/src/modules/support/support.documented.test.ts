import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../test/build-app';

/**
 * The documents' support record (3-reports §3 "Support ticket", §7 `POST /bse_suporte`, `GET /bse_suporte`;
 * issue 25) beside the screen's contact form: `{name, email, pagina, desc}` with the subject by its text, answered
 * with the created record, and the list under the same names.
 */

let t: TestApp;
let aluno: string;
let assistente: string;
let gestor: string;
let alunoId: number;

beforeAll(async () => {
  t = await buildTestApp();
  [aluno, assistente, gestor] = await Promise.all([
    t.login('AUCE-0004', 'Aluno@2026'),
    t.login('REMT-0002', 'Assist@2026'),
    t.login('AUMT-0001', 'Gestor@2026'),
  ]);
  const [row] = await t.rows<{ id: number }>(sql`select cod_bse_usuario as id from bse_usuario where cst_login = 'AUCE-0004'`);
  alunoId = row!.id;
});
afterAll(() => t.close());

const tag = () => randomBytes(3).toString('hex');
const record = () => ({ name: 'Alice Aluna', email: 'alice@escola.com', pagina: 'Problema técnico', desc: `A trilha não abre ${tag()}.` });
const send = (token: string, body: Record<string, unknown>) => t.as(token, { method: 'POST', url: '/api/bse_suporte', payload: body });
const tickets = async () => (await t.rows<{ n: number }>(sql`select count(*)::int as n from bse_suporte`))[0]!.n;

describe('POST /api/bse_suporte with the documents’ body', () => {
  it('stores the ticket and answers the created record, the sender being the signed-in user', async () => {
    const body = { ...record(), codBseUsuario: 1 };
    const res = await send(aluno, body);
    expect(res.statusCode).toBe(201);
    const created = res.json<{ id: number; codBseSuporte: number }>();
    expect(created).toEqual({
      id: created.codBseSuporte,
      codBseSuporte: expect.any(Number),
      name: 'Alice Aluna',
      email: 'alice@escola.com',
      pagina: 'Problema técnico',
      desc: body.desc,
      // The documents' sender field names the session's user, whatever the body said.
      codBseUsuario: alunoId,
      nomContato: 'Alice Aluna',
      dscEmail: 'alice@escola.com',
      codInformacao: 6,
      nomInformacao: 'Problema técnico',
      dscDescricao: body.desc,
      cstLogin: 'AUCE-0004',
      datCriacao: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const [stored] = await t.rows<{ sender: number; subject: number }>(
      sql`select cod_usuario_criacao as sender, cod_informacao as subject from bse_suporte where cod_bse_suporte = ${created.codBseSuporte}`,
    );
    expect(stored).toEqual({ sender: alunoId, subject: 6 });
  });

  it('reads the subject by its text, accents and case aside (the documents’ Criticas e Elogios)', async () => {
    for (const [pagina, named] of [
      ['Criticas e Elogios', 'Críticas e Elogios'],
      ['  calendario ', 'Calendário'],
      ['OUTRO', 'Outro'],
    ] as const) {
      const res = await send(aluno, { ...record(), pagina });
      expect(res.statusCode, pagina).toBe(201);
      expect(res.json()).toMatchObject({ pagina: named, nomInformacao: named });
    }
  });

  it('answers each field under the documents’ names with §5’s message, and stores nothing then', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: '' }, 'email', 'Preencha o campo email.'],
      [{ email: 'alice@escola.org' }, 'email', 'Insira um email válido.'],
      [{ name: undefined }, 'name', 'É necessário inserir um nome.'],
      [{ name: 'Al' }, 'name', 'Insira um nome válido.'],
      [{ name: 'Alice 2' }, 'name', 'Seu nome não pode conter números.'],
      [{ desc: ' ' }, 'desc', 'É necessário descrever o problema.'],
      [{ desc: 'x'.repeat(1001) }, 'desc', 'A descrição pode ter no máximo 1000 caracteres.'],
      [{ pagina: '' }, 'pagina', 'É necessário selecionar uma das opções.'],
      [{ pagina: 7 }, 'pagina', 'É necessário selecionar uma das opções.'],
      [{ pagina: 'Reclamação' }, 'pagina', 'É necessário selecionar uma das opções.'],
      [{ codBseUsuario: 'eu' }, 'codBseUsuario', 'Identificador inválido.'],
    ];
    const before = await tickets();
    for (const [change, field, message] of cases) {
      const res = await send(aluno, { ...record(), ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json<{ fields: Record<string, string> }>().fields[field], JSON.stringify(change)).toBe(message);
    }
    // An empty body is the documents' shape: every field named.
    const empty = await send(aluno, {});
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json<{ fields: Record<string, string> }>().fields).sort()).toEqual(['desc', 'email', 'name', 'pagina']);
    expect(await tickets()).toBe(before);
  });

  it('keeps the screen’s body and its {ok} answer beside it', async () => {
    const res = await send(aluno, { nomContato: 'Alice Aluna', dscEmail: 'alice@escola.com', codInformacao: 1, dscDescricao: 'Ajuda.' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true });
    // A body naming a field of the screen's is checked as the screen's.
    const mixed = await send(aluno, { ...record(), codInformacao: 1 });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json<{ fields: Record<string, string> }>().fields).toMatchObject({ nomContato: 'É necessário inserir um nome.' });
  });
});

describe('GET /api/bse_suporte', () => {
  it('lists the tickets with the documents’ names beside the screen’s, to the Assistente only', async () => {
    const body = record();
    const created = (await send(gestor, { ...body, name: 'Gabriela Gestora', pagina: 'Escola' })).json<{ codBseSuporte: number }>();
    const list = await t.as(assistente, { method: 'GET', url: '/api/bse_suporte' });
    expect(list.statusCode).toBe(200);
    const page = list.json<{ items: Record<string, unknown>[]; total: number; page: number; pageSize: number }>();
    expect(page).toMatchObject({ page: 1, total: expect.any(Number) });
    expect(page.items.find((i) => i.codBseSuporte === created.codBseSuporte)).toMatchObject({
      id: created.codBseSuporte,
      name: 'Gabriela Gestora',
      email: body.email,
      pagina: 'Escola',
      desc: body.desc,
      codBseUsuario: expect.any(Number),
      nomContato: 'Gabriela Gestora',
      nomInformacao: 'Escola',
      cstLogin: 'AUMT-0001',
    });
    for (const token of [aluno, gestor]) expect((await t.as(token, { method: 'GET', url: '/api/bse_suporte' })).statusCode).toBe(403);
    const bad = await t.as(assistente, { method: 'GET', url: '/api/bse_suporte?page=0' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Página inválida.' });
  });
});
