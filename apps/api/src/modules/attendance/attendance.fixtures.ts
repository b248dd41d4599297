import { sql } from 'drizzle-orm';
import type { AttendanceMark } from '@portal/shared/attendance';
import type { TestApp } from '../../test/build-app';
import { demoProfessorClass } from '../organisation/organisation.fixtures';
import { networkToday } from '@portal/shared/common/days';

/** A day `n` days before today in the network (`0` today, `-1` tomorrow). */
export function daysAgo(n: number): string {
  const today = networkToday();
  return new Date(Date.parse(`${today}T12:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
}

export interface RollClass {
  classId: number;
  /** The class's students by name. */
  students: { id: number; name: string }[];
}

let made = 0;

/**
 * A class of the test's own in the demo Professor's unit (the Professor AUCE-0003 in it) with `count` new
 * students of the unit, written straight into the tables (none of them signs in).
 */
export async function rollClass(t: TestApp, diretor: string, count = 3): Promise<RollClass> {
  made += 1;
  const classId = await demoProfessorClass(t, diretor, 'Chamada');
  const tag = `${made}${Math.random().toString(36).slice(2, 6)}`;
  const students = await t.rows<{ id: number; name: string }>(sql`
    insert into bse_usuario (cst_login, nom_usuario, txt_senha, cod_bse_perfil, cod_bse_escola, cod_bse_unidade)
    select 'FQ' || ${tag} || '-' || n, 'Aluno ' || chr(64 + n) || ' ' || ${tag}, 'x', 6, p.cod_bse_escola, p.cod_bse_unidade
    from generate_series(1, ${count}) n, bse_usuario p where p.cst_login = 'AUCE-0003'
    returning cod_bse_usuario as id, nom_usuario as name`);
  students.sort((a, b) => a.name.localeCompare(b.name));
  await t.rows(
    sql`insert into bse_usuario_turma (cod_bse_usuario, cod_bse_turma) values ${sql.join(
      students.map((s) => sql`(${s.id}, ${classId})`),
      sql`, `,
    )}`,
  );
  return { classId, students };
}

/** Every student present but those named absent (`[id, justification?]`). */
export function marks(c: RollClass, absent: [number, string?][] = []): AttendanceMark[] {
  const away = new Map(absent.map(([id, reason]) => [id, reason ?? null]));
  return c.students.map((s) =>
    away.has(s.id)
      ? { codBseUsuario: s.id, indPresente: 'N', dscJustificativa: away.get(s.id) ?? null }
      : { codBseUsuario: s.id, indPresente: 'S', dscJustificativa: null },
  );
}

export function putRoll(t: TestApp, token: string, classId: number, day: string, body: unknown, key?: string) {
  return t.as(token, {
    method: 'PUT',
    url: `/api/bse_frequencia/${classId}/${day}`,
    payload: body as object,
    headers: key ? { 'idempotency-key': key } : {},
  });
}

export function getRoll(t: TestApp, token: string, classId: number, day: string) {
  return t.as(token, { method: 'GET', url: `/api/bse_frequencia/${classId}/${day}` });
}

/** What the database holds of a class's marks, `id:S|N:justification` by student id. */
export async function storedMarks(t: TestApp, classId: number): Promise<string[]> {
  const rows = await t.rows<{ line: string }>(sql`
    select cod_bse_usuario || ':' || dat_aula || ':' || ind_presente || ':' || coalesce(dsc_justificativa, '') as line
    from bse_frequencia where cod_bse_turma = ${classId} order by dat_aula, cod_bse_usuario`);
  return rows.map((r) => r.line);
}
