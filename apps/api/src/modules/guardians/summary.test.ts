import type { AddressInfo } from 'node:net';
import { GUARDIAN_CONSENT_VERSION, type GuardianCreatedAnswer, type GuardianSummaryDto } from '@portal/shared/guardians';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../test/build-app';
import { type Staff, classWithActivity, linkOf, signInStaff } from '../activities/activities.fixtures';
import { daysAgo } from '../attendance/attendance.fixtures';
import { json } from '../curriculum/curriculum.fixtures';
import { sendDueSummaries, smtpMailer } from './summary.mailer';

/* The guardian's weekly summary (issue 27): its private page, the e-mail through a real SMTP server, the one-click stop. */

interface Received {
  to: string;
  raw: string;
}
const received: Received[] = [];
let smtp: SMTPServer;
let smtpUrl: string;
let t: TestApp;
let staff: Staff;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  t = await buildTestApp({ smtpUrl, publicUrl: 'https://portal.escola.example' });
  staff = await signInStaff(t);
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

/** A guardian of a new class's student who accepted the term; the class's activity is due tomorrow. */
async function family(email: string | null) {
  const w = await classWithActivity(t, staff, 1);
  await json(t, staff.prof, 'PUT', `/api/bse_atividade_turma/${await linkOf(t, w)}`, { datEntrega: daysAgo(-1) });
  const made = await json<GuardianCreatedAnswer>(
    t,
    staff.diretor,
    'POST',
    '/api/bse_responsavel',
    { nomUsuario: 'Marta Família', alunos: [w.students[0]!.id] },
    201,
  );
  const token = await t.login(made.cstLogin, made.txtSenha);
  const settings = await t.as(token, { method: 'PUT', url: '/api/responsavel/resumo', payload: { dscEmail: email } });
  expect(settings.statusCode, settings.body).toBe(200);
  return { w, token, settings: settings.json<GuardianSummaryDto>() };
}
const accept = (token: string) =>
  t.as(token, { method: 'POST', url: '/api/responsavel/consentimento', payload: { versao: GUARDIAN_CONSENT_VERSION } });

/** Folded headers unfolded, quoted-printable soft breaks and escapes undone: enough to read the e-mail's text. */
const readable = (raw: string) =>
  raw
    .replace(/\r\n[ \t]+/g, ' ')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('the weekly summary', () => {
  it('keeps an e-mail that is one, refusing another with its message', async () => {
    const { token, settings } = await family('marta@familia.example');
    expect(settings).toMatchObject({ dscEmail: 'marta@familia.example', envioSemanal: true, emailDisponivel: true, datUltimoEnvio: null });
    expect(settings.endereco).toMatch(/^\/api\/responsavel\/resumo\/[A-Za-z0-9_-]{43}$/);
    const bad = await t.as(token, { method: 'PUT', url: '/api/responsavel/resumo', payload: { dscEmail: 'marta@' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ dscEmail: 'Informe um e-mail válido, como nome@exemplo.com.br.' });
    const kept = await t.as(token, { method: 'GET', url: '/api/responsavel/resumo' });
    expect(kept.json<GuardianSummaryDto>().dscEmail).toBe('marta@familia.example');
  });

  it('is a private page that says nothing of the child before the term is accepted, then the child’s week', async () => {
    const { w, token, settings } = await family(null);
    const before = await t.app.inject({ method: 'GET', url: settings.endereco });
    expect(before.statusCode).toBe(200);
    expect(before.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(before.body).toContain('aceite o termo de consentimento');
    expect(before.body).not.toContain(w.students[0]!.name);
    await accept(token);
    const page = await t.app.inject({ method: 'GET', url: settings.endereco });
    expect(page.body).toContain(`<h2>${w.students[0]!.name}</h2>`);
    expect(page.body).toContain(`entrega em ${daysAgo(-1).split('-').reverse().join('/')}`);
    expect(page.body).toContain('Frequência: 100% (0 faltas em 0 dias de aula)');
    expect((await t.app.inject({ method: 'GET', url: '/api/responsavel/resumo/nao-existe' })).statusCode).toBe(404);
  });

  it('goes by e-mail once a week to each guardian with their own children, and stops with one click', async () => {
    const now = new Date();
    const a = await family('ana@familia.example');
    const b = await family('bia@familia.example');
    const silent = await family('sem-termo@familia.example');
    await accept(a.token);
    await accept(b.token);
    // Earlier tests' guardians get theirs in the first round too; from here only these are looked at.
    received.length = 0;
    const mailer = smtpMailer(smtpUrl, 'Portal Escolar <nao-responda@escola.example>');
    try {
      const first = await sendDueSummaries(t.db, mailer, { baseUrl: 'https://portal.escola.example', now, batchSize: 2 });
      expect(first.failed).toBe(0);
      const toA = received.find((m) => m.to === 'ana@familia.example');
      const toB = received.find((m) => m.to === 'bia@familia.example');
      expect(received.some((m) => m.to === 'sem-termo@familia.example')).toBe(false);
      const textA = readable(toA!.raw);
      expect(textA).toContain('Subject: Resumo da semana no Portal Escolar');
      expect(textA).toContain(a.w.students[0]!.name);
      expect(textA).not.toContain(b.w.students[0]!.name);
      expect(readable(toB!.raw)).toContain(b.w.students[0]!.name);
      const stop = `https://portal.escola.example${a.settings.endereco}/parar`;
      expect(textA).toContain(`List-Unsubscribe: <${stop}>`);
      expect(textA).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

      // Sent this week: not again until a week has passed.
      received.length = 0;
      expect(await sendDueSummaries(t.db, mailer, { baseUrl: 'https://portal.escola.example', now })).toEqual({ sent: 0, failed: 0 });
      // The one-click stop (a mail client's POST); the link alone only asks.
      expect((await t.app.inject({ method: 'GET', url: `${a.settings.endereco}/parar` })).body).toContain('Parar o resumo semanal');
      const stopped = await t.app.inject({
        method: 'POST',
        url: `${a.settings.endereco}/parar`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(stopped.statusCode).toBe(200);
      expect(stopped.body).toContain('você não receberá mais o resumo semanal');
      const nextWeek = new Date(now.getTime() + 8 * 24 * 3600_000);
      await sendDueSummaries(t.db, mailer, { baseUrl: 'https://portal.escola.example', now: nextWeek });
      expect(received.map((m) => m.to)).toContain('bia@familia.example');
      expect(received.map((m) => m.to)).not.toContain('ana@familia.example');
      expect((await t.as(a.token, { method: 'GET', url: '/api/responsavel/resumo' })).json<GuardianSummaryDto>().envioSemanal).toBe(false);
      void silent;
    } finally {
      mailer.close();
    }
  });
});
