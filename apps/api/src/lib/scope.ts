import { type Placeholder, type SQL, type SQLWrapper, and, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { bseUsuarioTurma } from '../db/schema';

/**
 * What a profile sees and changes (DECISIONS.md "Profiles"): the network, one school, one unit,
 * the caller's own classes, or only themselves. Repositories put it in their WHERE clause; every
 * Viewer (lib/viewer.ts) is one. This file is the one place where a scope becomes SQL.
 */
export type Scope =
  | { kind: 'network'; userId: number }
  | { kind: 'school'; userId: number; codBseEscola: number }
  | { kind: 'unit'; userId: number; codBseEscola: number; codBseUnidade: number }
  | { kind: 'classes'; userId: number; codBseEscola: number; codBseUnidade: number | null }
  | { kind: 'self'; userId: number; codBseEscola: number; codBseUnidade: number | null };

/** The classes the caller belongs to, as a subquery. */
export function myClassIds(userId: number | Placeholder) {
  return sql`(select ${bseUsuarioTurma.codBseTurma} from ${bseUsuarioTurma} where ${bseUsuarioTurma.codBseUsuario} = ${userId})`;
}

const NOTHING = sql`false`;

/** Rows of a school column the caller may see. `undefined` means no restriction. */
export function schoolFilter(scope: Scope, school: AnyPgColumn): SQL | undefined {
  return scope.kind === 'network' ? undefined : eq(school, scope.codBseEscola);
}

/** Rows that belong to a unit the caller may see. */
export function unitFilter(scope: Scope, unit: AnyPgColumn, school: AnyPgColumn): SQL | undefined {
  switch (scope.kind) {
    case 'network':
      return undefined;
    case 'school':
      return eq(school, scope.codBseEscola);
    case 'unit':
      return eq(unit, scope.codBseUnidade);
    default:
      return scope.codBseUnidade == null ? NOTHING : eq(unit, scope.codBseUnidade);
  }
}

/** Rows that belong to a class the caller may see: the unit's classes, or the caller's own. */
export function classFilter(scope: Scope, classId: AnyPgColumn | SQLWrapper, unit: AnyPgColumn, school: AnyPgColumn): SQL | undefined {
  if (scope.kind === 'classes' || scope.kind === 'self') return inArray(classId as AnyPgColumn, myClassIds(scope.userId));
  return unitFilter(scope, unit, school);
}

/**
 * Rows owned by a class that the caller authors for (the curriculum: 1-authoring, DECISIONS.md): the
 * network every row (a row without a class included), a Professor their own classes' rows, anyone else none.
 */
export function authorFilter(scope: Scope, classId: AnyPgColumn): SQL | undefined {
  if (scope.kind === 'network') return undefined;
  if (scope.kind === 'classes') return inArray(classId, myClassIds(scope.userId));
  return NOTHING;
}

/**
 * Whether a place not yet stored (where a user being created or moved will live) is the caller's to
 * fill: the network anywhere, a Gestor in their school, a Diretor or Coordenador in their unit, nobody else.
 */
export function withinScope(scope: Scope, place: { codBseEscola: number; codBseUnidade: number | null }): boolean {
  switch (scope.kind) {
    case 'network':
      return true;
    case 'school':
      return place.codBseEscola === scope.codBseEscola;
    case 'unit':
      return place.codBseUnidade === scope.codBseUnidade;
    default:
      return false;
  }
}

/** Combines a scope filter with other conditions; `and` drops the undefined ones. */
export function where(...conditions: (SQL | undefined)[]): SQL | undefined {
  return and(...conditions);
}
