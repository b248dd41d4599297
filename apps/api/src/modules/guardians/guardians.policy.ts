import { type Placeholder, type SQL, eq, sql } from 'drizzle-orm';
import { bseResponsavelAluno } from '../../db/schema';

/*
 * What a guardian sees (DECISIONS.md "Guardians"): only the students linked to them, read in the query, so a link
 * removed a moment ago already counts; and nothing at all before they accepted the current consent term (the
 * service checks the acceptance before any child's query runs).
 */

/** The students linked to the guardian, as a subquery of ids. */
export function linkedStudentIds(guardianId: number | Placeholder): SQL {
  return sql`(select ${bseResponsavelAluno.codAluno} from ${bseResponsavelAluno} where ${eq(bseResponsavelAluno.codResponsavel, guardianId)})`;
}
