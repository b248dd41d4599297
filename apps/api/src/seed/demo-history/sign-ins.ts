import { PROFILE } from '@portal/shared/common/profiles';
import type { Tx } from '../../db/client';
import { bseAcesso } from '../../db/schema';
import { insertFromJson } from './batch';
import type { HistoryContext } from './context';
import { later } from './days';
import { Random } from './random';

type Access = typeof bseAcesso.$inferInsert;

/** The devices people sign in from, as the access log records them (lib/user-agent.ts's names). */
const DEVICES: Pick<Access, 'nomSo' | 'txtVersaoSo' | 'nomNavegador' | 'txtVersaoNavegador'>[] = [
  { nomSo: 'Windows', txtVersaoSo: '10', nomNavegador: 'Chrome', txtVersaoNavegador: '131.0.0.0' },
  { nomSo: 'Windows', txtVersaoSo: '11', nomNavegador: 'Edge', txtVersaoNavegador: '131.0.0.0' },
  { nomSo: 'Android', txtVersaoSo: '14', nomNavegador: 'Chrome Mobile', txtVersaoNavegador: '131.0.0.0' },
  { nomSo: 'Android', txtVersaoSo: '13', nomNavegador: 'Samsung Internet', txtVersaoNavegador: '26.0' },
  { nomSo: 'iOS', txtVersaoSo: '17.5', nomNavegador: 'Mobile Safari', txtVersaoNavegador: '17.5' },
  { nomSo: 'Chromium OS', txtVersaoSo: '16093.68.0', nomNavegador: 'Chrome', txtVersaoNavegador: '130.0.0.0' },
  { nomSo: 'Linux', txtVersaoSo: null, nomNavegador: 'Firefox', txtVersaoNavegador: '132.0' },
];

/**
 * The access log (`bse_acesso`, what the Acessos report and /admin read): every active user signs in on
 * most school days of the last 90 days, during the school day; now and then twice, and now and then
 * after a mistyped password. Today is left to the real sign-ins.
 */
export async function seedSignIns(tx: Tx, ctx: HistoryContext): Promise<number> {
  const random = new Random('sign-ins');
  const schoolDays = ctx.days.schoolDays(-90, -1);
  const rows: Access[] = [];
  for (const person of ctx.people) {
    const student = person.profile === PROFILE.ALUNO;
    const rare = person.profile === PROFILE.MASTER || person.profile === PROFILE.ASSISTENTE;
    const rate = rare ? 0.6 + random.next() * 0.15 : student ? 0.75 + random.next() * 0.2 : 0.85 + random.next() * 0.12;
    const devices = random.sample(DEVICES, random.int(1, 2));
    for (const day of schoolDays) {
      if (!random.chance(rate)) continue;
      const device = random.pick(devices);
      const at = ctx.days.at(day, student ? random.int(8, 16) : random.int(7, 17), random.int(0, 59));
      const who = { cstLogin: person.login, codBseUsuario: person.id, ...device };
      if (random.chance(0.03)) rows.push({ ...who, indSucesso: 'N', txtObservacao: 'Senha incorreta.', datAcesso: later(at, -1) });
      rows.push({ ...who, indSucesso: 'S', datAcesso: at });
      if (random.chance(0.2)) rows.push({ ...who, indSucesso: 'S', datAcesso: later(at, random.int(60, 240)) });
    }
  }
  await insertFromJson(tx, bseAcesso, rows);
  return rows.filter((r) => r.indSucesso === 'S').length;
}
