import { customType, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { bseTurma } from '../organisation/organisation.tables';
import { bseUsuario } from './users.tables';

/** PostgreSQL `bytea`: a Buffer on both drivers (PGlite answers a Uint8Array, pg a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The result of a bulk creation (logins and first passwords), kept encrypted for its creator to
 * download or print again for `BULK_KEEP_HOURS` (a reply lost after the commit no longer loses
 * the passwords). `bin_dados` is AES-256-GCM (users-bulk.vault.ts); the key is never in the
 * database. Rows past `dat_expira` are purged.
 */
export const bseUsuarioLote = pgTable(
  'bse_usuario_lote',
  {
    codBseUsuarioLote: integer('cod_bse_usuario_lote').primaryKey().generatedByDefaultAsIdentity(),
    /** The only user who may read it; their results go with them. */
    codUsuarioCriacao: integer('cod_usuario_criacao')
      .notNull()
      .references(() => bseUsuario.codBseUsuario, { onDelete: 'cascade' }),
    codBseTurma: integer('cod_bse_turma').references(() => bseTurma.codBseTurma, { onDelete: 'set null' }),
    numCriados: integer('num_criados').notNull(),
    datCriacao: timestamp('dat_criacao', { withTimezone: true }).notNull().defaultNow(),
    datExpira: timestamp('dat_expira', { withTimezone: true }).notNull(),
    binDados: bytea('bin_dados').notNull(),
  },
  (t) => [index('bse_usuario_lote_criador_idx').on(t.codUsuarioCriacao, t.datExpira), index('bse_usuario_lote_expira_idx').on(t.datExpira)],
);
