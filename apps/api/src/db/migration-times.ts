import { isNotNull, sql } from 'drizzle-orm';
import { type PgDatabase, type PgQueryResultHKT, bigint, integer, pgSchema, text } from 'drizzle-orm/pg-core';
import { pgErrorOf } from '../lib/db-errors';
import type * as schema from './schema';
import { sisMigracao } from './schema';

/** client.ts's `Db`, spelt out here: client.ts calls this module, which may not import it back (no cycles). */
type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * Drizzle's own record of the migrations applied (`drizzle.__drizzle_migrations`, made by its migrator).
 * Not a table of the product, so it stays out of db/schema (drizzle-kit must neither create nor check it);
 * described here only for the queries over it, with the columns the migrator makes. Its `created_at` is
 * the migration file's date (the journal's `when`), not when a database applied it.
 */
export const drizzleMigrations = pgSchema('drizzle').table('__drizzle_migrations', {
  id: integer('id').primaryKey(),
  hash: text('hash').notNull(),
  createdAt: bigint('created_at', { mode: 'number' }),
});

/**
 * Writes the time of each migration applied and not yet written (sis_migracao): called right after
 * Drizzle's migrator, which applies every pending migration of a start in one transaction, so now is when
 * this installation applied them. Several processes starting at once write each migration once (the
 * first wins). A database migrated only up to an older set has no sis_migracao yet: nothing to write.
 */
export async function recordMigrationTimes(db: Db): Promise<void> {
  try {
    await db
      .insert(sisMigracao)
      .select(
        db
          .select({
            codMigracao: sql<number>`${drizzleMigrations.createdAt}`.as('cod_migracao'),
            datAplicacao: sql<Date>`now()`.as('dat_aplicacao'),
          })
          .from(drizzleMigrations)
          .where(isNotNull(drizzleMigrations.createdAt)),
      )
      .onConflictDoNothing();
  } catch (error) {
    // 42P01 undefined_table: the migrations stop before 0026 (the migration tests, a backup's older set).
    if (pgErrorOf(error)?.code !== '42P01') throw error;
  }
}
