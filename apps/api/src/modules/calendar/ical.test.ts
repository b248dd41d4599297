import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../test/build-app';

/** Each user's private iCal feed: exactly the events of their calendar, parsed by a maintained iCal library. */

let t: TestApp;
let prof: string;
let aluno: string;

beforeAll(async () => {
  t = await buildTestApp();
  [prof, aluno] = await Promise.all([t.login('AUCE-0003', 'Prof@2026'), t.login('AUCE-0004', 'Aluno@2026')]);
});
afterAll(() => t.close());

const address = async (token: string, method: 'GET' | 'POST' = 'GET') => {
  const res = await t.as(token, { method, url: '/api/cld_calendario_ical' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ caminho: string }>().caminho;
};

/** The feed's events as ical.js reads them: uid, summary, day. */
async function feed(path: string) {
  const res = await t.app.inject({ method: 'GET', url: path });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/calendar/);
  const calendar = new ICAL.Component(ICAL.parse(res.body));
  return calendar.getAllSubcomponents('vevent').map((v) => {
    const event = new ICAL.Event(v);
    return { uid: event.uid, summary: event.summary, day: event.startDate.toString(), allDay: event.startDate.isDate };
  });
}

describe('the iCal feed', () => {
  it('carries exactly the events the user may see, all-day on their date', async () => {
    const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const classA = (await t.rows<{ id: number }>(sql`select cod_bse_turma as id from bse_turma where nom_turma = '6º Ano A'`))[0]!.id;
    const make = async (body: Record<string, unknown>) => {
      const res = await t.as(prof, {
        method: 'POST',
        url: '/api/cld_calendario',
        payload: { hexCorEvento: '#00baf2', datEvento: day, codBseTurma: classA, indPrivado: 'N', perfis: [6], ...body },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ codCldCalendario: number }>().codCldCalendario;
    };
    const open = await make({ dscTitulo: 'Excursão; ao "museu", às 8h' });
    const hidden = await make({ dscTitulo: 'Planejamento', indPrivado: 'S', perfis: [] });

    const studentEvents = await feed(await address(aluno));
    expect(studentEvents).toContainEqual({
      uid: `evento-${open}@portal-escolar`,
      summary: 'Excursão; ao "museu", às 8h',
      day,
      allDay: true,
    });
    expect(studentEvents.map((e) => e.uid)).not.toContain(`evento-${hidden}@portal-escolar`);

    // The same events as the calendar's own list ('all') over the feed's window.
    const list = await t.as(aluno, {
      method: 'POST',
      url: '/api/cld_calendario/getEventosCalendarioDoDia',
      payload: { data: day, filtro: 'all' },
    });
    const sameDay = studentEvents.filter((e) => e.day === day).map((e) => e.uid);
    expect(sameDay.sort()).toEqual(
      list
        .json<{ codCldCalendario: number }[]>()
        .map((e) => `evento-${e.codCldCalendario}@portal-escolar`)
        .sort(),
    );

    expect((await feed(await address(prof))).map((e) => e.uid)).toEqual(
      expect.arrayContaining([`evento-${open}@portal-escolar`, `evento-${hidden}@portal-escolar`]),
    );
    // Another school's student (signed in here: a test below deactivates and reactivates this user).
    const alunoHo = await t.login('HOSU-0003', 'Aluno@2026');
    expect((await feed(await address(alunoHo))).map((e) => e.uid)).not.toContain(`evento-${open}@portal-escolar`);
  });

  it('keeps one address until it is renewed; the old one then answers 404, as a forged one does', async () => {
    const first = await address(aluno);
    expect(await address(aluno)).toBe(first);
    const renewed = await address(aluno, 'POST');
    expect(renewed).not.toBe(first);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    await feed(renewed);
    expect((await t.app.inject({ method: 'GET', url: `/api/cld_calendario_ical/${'A'.repeat(43)}.ics` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/cld_calendario_ical/curto.ics' })).statusCode).toBe(404);
  });

  it('stops answering for a deactivated user', async () => {
    const path = await address(await t.login('HOSU-0003', 'Aluno@2026'));
    await t.rows(sql`update bse_usuario set ind_ativo = 'N' where cst_login = 'HOSU-0003'`);
    try {
      expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    } finally {
      // Active again for the other tests of this file, whatever their order.
      await t.rows(sql`update bse_usuario set ind_ativo = 'S' where cst_login = 'HOSU-0003'`);
    }
  });
});
