import { type SQL, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type Scope, classFilter } from '../../lib/scope';

/**
 * Whose answers and grades a caller reads through the documents' records (`GET /api/bse_questao_resposta`,
 * `GET /api/bse_nota`, issue 25): a student (`self`) their own only, wherever they sent them; the staff those
 * sent in a class of their scope (the class of the submission decides, as it does for grading): the
 * Professor's own classes, the unit's, the school's, the network's.
 */
export function recordsVisibleTo(
  scope: Scope,
  columns: { student: AnyPgColumn; classId: AnyPgColumn; unit: AnyPgColumn; school: AnyPgColumn },
): SQL | undefined {
  if (scope.kind === 'self') return eq(columns.student, scope.userId);
  return classFilter(scope, columns.classId, columns.unit, columns.school);
}
