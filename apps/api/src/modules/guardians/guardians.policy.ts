import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { bseResponsavelAluno } from '../../db/schema';

/*
 * What a guardian sees (DECISIONS.md "Guardians"): only the students linked to them, read in the query, so a link
 * removed a moment ago already counts; and nothing at all before they accepted the current consent term (the
 * service checks the acceptance before any child's query runs).
 */

/** The ids as one value (`integer[]`): Drizzle would write a JavaScript array as a list of values. */
const idArray = (guardianIds: number[] | Placeholder) =>
  sql`${Array.isArray(guardianIds) ? sql.param(guardianIds) : guardianIds}::integer[]`;

/** The students linked to any of the guardians (one on their page, a batch for the weekly summary), as a subquery of ids. */
export function linkedStudentIds(guardianIds: number[] | Placeholder): SQL {
  return sql`(select ${bseResponsavelAluno.codAluno} from ${bseResponsavelAluno} where ${bseResponsavelAluno.codResponsavel} = any(${idArray(guardianIds)}))`;
}

/** The guardians' links, for the rows that name both. */
export function linkOfGuardians(guardianIds: number[] | Placeholder): SQL {
  return sql`${bseResponsavelAluno.codResponsavel} = any(${idArray(guardianIds)})`;
}
