import { sql } from 'drizzle-orm';
import type { TestApp } from '../../test/build-app';
import { json } from '../curriculum/curriculum.fixtures';

let classes = 0;

/**
 * A class of the test's own (`<prefix> <n> <random>`) in the demo Professor's unit, made by the Diretor, with the
 * Professor AUCE-0003 in it and, `withStudent`, the demo student AUCE-0004: its id.
 */
export async function demoProfessorClass(t: TestApp, diretor: string, prefix: string, { withStudent = false } = {}): Promise<number> {
  classes += 1;
  const people = await t.rows<{ id: number; login: string; unit: number }>(
    sql`select cod_bse_usuario as id, cst_login as login, cod_bse_unidade as unit from bse_usuario where cst_login in ('AUCE-0003', 'AUCE-0004')`,
  );
  const prof = people.find((p) => p.login === 'AUCE-0003')!;
  const student = people.find((p) => p.login === 'AUCE-0004')!;
  const cls = await json<{ codBseTurma: number }>(t, diretor, 'POST', '/api/bse_turma', {
    nomTurma: `${prefix} ${classes} ${Math.random().toString(36).slice(2, 8)}`,
    codBseUnidade: prof.unit,
  });
  const members = withStudent ? [prof.id, student.id] : [prof.id];
  await t.rows(
    sql`insert into bse_usuario_turma (cod_bse_usuario, cod_bse_turma) values ${sql.join(
      members.map((id) => sql`(${id}, ${cls.codBseTurma})`),
      sql`, `,
    )}`,
  );
  return cls.codBseTurma;
}
