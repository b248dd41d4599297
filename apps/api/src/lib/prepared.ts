import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import type { Scope } from './scope';

const statements = new WeakMap<object, Map<string, unknown>>();

/**
 * A statement prepared once per database (or transaction) and shape: Drizzle builds its SQL text
 * once, PostgreSQL plans it once per connection, and each request only sends its values
 * (`sql.placeholder`). `name` must differ for every distinct SQL text (PostgreSQL refuses one
 * name with two texts on a connection): make the shape part of it.
 */
export function prepared<T>(db: Tx, name: string, build: (name: string) => T): T {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(name);
    byName.set(name, statement);
  }
  return statement;
}

/** Where a placeholder stands in for a number the scope filters read (`eq(column, placeholder)` is valid SQL). */
const hole = (name: string) => sql.placeholder(name) as unknown as number;

/**
 * The caller's scope with its numbers as placeholders, for a prepared statement: the shape (`key`)
 * depends only on the kind of scope (and a missing unit), the numbers go in `values`.
 */
export function scopeShape(scope: Scope): { key: string; scope: Scope; values: Record<string, number> } {
  const userId = hole('scopeUser');
  switch (scope.kind) {
    case 'network':
      return { key: 'network', scope: { kind: 'network', userId }, values: { scopeUser: scope.userId } };
    case 'school':
      return {
        key: 'school',
        scope: { kind: 'school', userId, codBseEscola: hole('scopeSchool') },
        values: { scopeUser: scope.userId, scopeSchool: scope.codBseEscola },
      };
    default: {
      const unit = scope.codBseUnidade == null ? null : hole('scopeUnit');
      const values: Record<string, number> = { scopeUser: scope.userId, scopeSchool: scope.codBseEscola };
      if (scope.codBseUnidade != null) values.scopeUnit = scope.codBseUnidade;
      const key = `${scope.kind}${unit === null ? '_nounit' : ''}`;
      if (scope.kind === 'unit')
        return { key, scope: { kind: 'unit', userId, codBseEscola: hole('scopeSchool'), codBseUnidade: hole('scopeUnit') }, values };
      return { key, scope: { kind: scope.kind, userId, codBseEscola: hole('scopeSchool'), codBseUnidade: unit }, values };
    }
  }
}
