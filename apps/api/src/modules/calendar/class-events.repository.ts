import { type SQLWrapper, and, asc, between } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cldCalendario } from '../../db/schema';
import { publicToClassStudents } from './calendar.policy';

/** The public events of the classes `classIds` names between two days, soonest first (a guardian's page, issue 27). */
export function classEventsBetween(db: Db, classIds: SQLWrapper, from: string, to: string) {
  return db
    .select({
      codCldCalendario: cldCalendario.codCldCalendario,
      codBseTurma: cldCalendario.codBseTurma,
      dscTitulo: cldCalendario.dscTitulo,
      datEvento: cldCalendario.datEvento,
    })
    .from(cldCalendario)
    .where(and(publicToClassStudents(classIds), between(cldCalendario.datEvento, from, to)))
    .orderBy(asc(cldCalendario.datEvento), asc(cldCalendario.codCldCalendario));
}
