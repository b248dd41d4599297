import { bigint, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * When this installation applied each migration (migration 0026), for `/admin`'s 'Aplicada em'.
 * Drizzle's own record (`drizzle.__drizzle_migrations`) keeps only the migration file's date (its
 * `created_at` is the journal's `when`, the moment the developer generated it), never when a database
 * ran it. The server writes a row here for each migration it finds applied and not yet written, right
 * after Drizzle's migrator (db/migration-times.ts): all the pending migrations of a start are applied in
 * that one transaction, so its end is their time.
 */
export const sisMigracao = pgTable('sis_migracao', {
  /** The migration's key in Drizzle's record: its `created_at` (the journal entry's `when`, in ms). */
  codMigracao: bigint('cod_migracao', { mode: 'number' }).primaryKey(),
  /** null: applied by an earlier run than migration 0026's (a database older than this record): when is unknown. */
  datAplicacao: timestamp('dat_aplicacao', { withTimezone: true }),
});
