import { sql } from 'drizzle-orm';
import type { TestApp } from '../../test/build-app';

/** The chat room of a demo class, by the class's name. */
export async function classRoom(t: TestApp, className: string): Promise<number> {
  return (
    await t.rows<{ id: number }>(
      sql`select s.cod_cht_sala as id from cht_sala s join bse_turma c on c.cod_bse_turma = s.cod_bse_turma where c.nom_turma = ${className}`,
    )
  )[0]!.id;
}
