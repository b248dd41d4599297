-- When this installation applied each migration, for /admin's 'Aplicada em': Drizzle's own record keeps
-- only the file's date (created_at = the journal's `when`). The server writes the time of each migration
-- it applies from now on, right after Drizzle's migrator (src/db/migration-times.ts). The migrations
-- already recorded are written here: those applied in this same run (a new database: Drizzle applies all
-- the pending migrations in one transaction, so their rows are this transaction's) at this transaction's
-- time, those applied by an earlier run with no time (unknown).
CREATE TABLE "sis_migracao" (
	"cod_migracao" bigint PRIMARY KEY NOT NULL,
	"dat_aplicacao" timestamp with time zone
);
--> statement-breakpoint
INSERT INTO "sis_migracao" ("cod_migracao", "dat_aplicacao")
SELECT "created_at", CASE WHEN xmin = pg_current_xact_id()::xid THEN now() END
FROM "drizzle"."__drizzle_migrations" WHERE "created_at" IS NOT NULL
ON CONFLICT DO NOTHING;
