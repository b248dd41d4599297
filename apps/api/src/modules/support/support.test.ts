import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../test/build-app';

/** The contact form's rules (§5, word for word) on the server, and the Assistente's tickets. */

let t: TestApp;
let aluno: string;
let assistente: string;
let master: string;
let gestor: string;

beforeAll(async () => {
  t = await buildTestApp();
  [aluno, assistente, master, gestor] = await Promise.all([
    t.login('AUCE-0004', 'Aluno@2026'),
    t.login('REMT-0002', 'Assist@2026'),
    t.login('REMT-0001', 'Master@2026'),
    t.login('AUMT-0001', 'Gestor@2026'),
  ]);
});
afterAll(() => t.close());

const valid = { nomContato: 'Alice Aluna', dscEmail: 'alice@escola.com', codInformacao: 1, dscDescricao: 'Não consigo abrir a trilha.' };
const send = (token: string, body: Record<string, unknown>) =>
  t.as(token, { method: 'POST', url: '/api/bse_suporte', payload: { ...valid, ...body } });
/** How many tickets the table holds: each test compares before and after, whatever the other tests stored. */
const tickets = async () => (await t.rows<{ n: number }>(sql`select count(*)::int as n from bse_suporte`))[0]!.n;
const tag = () => randomBytes(3).toString('hex');

describe('the contact form', () => {
  it('answers each field with the documents’ message and stores nothing then', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ dscEmail: '' }, 'dscEmail', 'Preencha o campo email.'],
      [{ dscEmail: 'alice.escola.com' }, 'dscEmail', 'Insira um email válido.'],
      [{ dscEmail: 'alice@escola.org' }, 'dscEmail', 'Insira um email válido.'],
      [{ nomContato: '' }, 'nomContato', 'É necessário inserir um nome.'],
      [{ nomContato: 'Al' }, 'nomContato', 'Insira um nome válido.'],
      [{ nomContato: 'Alice 2' }, 'nomContato', 'Seu nome não pode conter números.'],
      [{ dscDescricao: '  ' }, 'dscDescricao', 'É necessário descrever o problema.'],
      [{ dscDescricao: 'x'.repeat(1001) }, 'dscDescricao', 'A descrição pode ter no máximo 1000 caracteres.'],
      [{ codInformacao: null }, 'codInformacao', 'É necessário selecionar uma das opções.'],
      [{ codInformacao: 99 }, 'codInformacao', 'É necessário selecionar uma das opções.'],
    ];
    const before = await tickets();
    for (const [body, field, message] of cases) {
      const res = await send(aluno, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ fields: Record<string, string> }>().fields[field]).toBe(message);
    }
    expect(await tickets()).toBe(before);
    // A Brazilian address ending in .br is fine, as is any .com.
    expect((await send(aluno, { dscEmail: 'alice@escola.sp.gov.br' })).statusCode).toBe(201);
    expect(await tickets()).toBe(before + 1);
  });

  it('reaches the Assistente’s (and the Master’s) list, newest first, who may delete it; nobody else reads it', async () => {
    const description = `Relatório lento ${tag()}.`;
    expect((await send(gestor, { nomContato: 'Gabriela Gestora', dscDescricao: description, codInformacao: 6 })).statusCode).toBe(201);
    const list = await t.as(assistente, { method: 'GET', url: '/api/bse_suporte' });
    expect(list.statusCode).toBe(200);
    const first = list.json<{
      items: { codBseSuporte: number; nomContato: string; dscDescricao: string; nomInformacao: string; cstLogin: string }[];
      total: number;
    }>();
    // The ticket just sent is the newest.
    expect(first.items[0]).toMatchObject({
      nomContato: 'Gabriela Gestora',
      dscDescricao: description,
      nomInformacao: 'Problema técnico',
      cstLogin: 'AUMT-0001',
    });
    expect((await t.as(master, { method: 'GET', url: '/api/bse_suporte' })).statusCode).toBe(200);
    for (const token of [aluno, gestor]) expect((await t.as(token, { method: 'GET', url: '/api/bse_suporte' })).statusCode).toBe(403);
    expect((await t.as(gestor, { method: 'DELETE', url: `/api/bse_suporte/${first.items[0]!.codBseSuporte}` })).statusCode).toBe(403);
    expect((await t.as(assistente, { method: 'DELETE', url: `/api/bse_suporte/${first.items[0]!.codBseSuporte}` })).statusCode).toBe(200);
    expect((await t.as(assistente, { method: 'GET', url: '/api/bse_suporte' })).json()).toMatchObject({ total: first.total - 1 });
    expect((await t.as(assistente, { method: 'DELETE', url: `/api/bse_suporte/${first.items[0]!.codBseSuporte}` })).statusCode).toBe(404);
  });
});
