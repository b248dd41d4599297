import { sql } from 'drizzle-orm';
import { char, check, customType, index, integer, pgTable, primaryKey, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bseTurma, bseUsuario } from '../organisation/organisation.tables';

export const bseUsuarioTurma = pgTable(
  'bse_usuario_turma',
  {
    codBseUsuarioTurma: integer('cod_bse_usuario_turma').primaryKey().generatedByDefaultAsIdentity(),
    codBseUsuario: integer('cod_bse_usuario')
      .notNull()
      .references(() => bseUsuario.codBseUsuario, { onDelete: 'cascade' }),
    codBseTurma: integer('cod_bse_turma')
      .notNull()
      .references(() => bseTurma.codBseTurma, { onDelete: 'restrict' }),
    /** 'S' on the user's current class (the Professor's switch). */
    indAtual: char('ind_atual', { length: 1 }).notNull().default('N'),
  },
  (t) => [
    uniqueIndex('bse_usuario_turma_uq').on(t.codBseUsuario, t.codBseTurma),
    index('bse_usuario_turma_turma_idx').on(t.codBseTurma),
    // One current class per user, kept by the data and not only by the code: a switch clears the
    // old flag before it sets the new one (users.repository.ts setCurrentClass).
    uniqueIndex('bse_usuario_turma_atual_uq')
      .on(t.codBseUsuario)
      .where(sql`${t.indAtual} = 'S'`),
    check('bse_usuario_turma_atual_ck', sql`${t.indAtual} in ('S', 'N')`),
  ],
);

/**
 * How many users each (school, unit, profile) has, kept by statement-level triggers on `bse_usuario`
 * (migration 0007): the total of an unsearched users list at network scale is a sum over a few
 * hundred rows instead of a count over 100,000. `cod_bse_unidade` 0 stands for "no unit".
 */
export const bseUsuarioContagem = pgTable(
  'bse_usuario_contagem',
  {
    codBseEscola: integer('cod_bse_escola').notNull(),
    codBseUnidade: integer('cod_bse_unidade').notNull(),
    codBsePerfil: integer('cod_bse_perfil').notNull(),
    numUsuarios: integer('num_usuarios').notNull(),
  },
  (t) => [primaryKey({ name: 'bse_usuario_contagem_pk', columns: [t.codBseEscola, t.codBseUnidade, t.codBsePerfil] })],
);

/** Small catalogues of 2-access §7 (`/api/pais`, `/api/check-list`, `/api/informacao`). */
export const pais = pgTable('pais', {
  codPais: integer('cod_pais').primaryKey().generatedByDefaultAsIdentity(),
  nomPais: varchar('nom_pais', { length: 80 }).notNull(),
});

export const checkList = pgTable('check_list', {
  codCheckList: integer('cod_check_list').primaryKey().generatedByDefaultAsIdentity(),
  nomCheckList: varchar('nom_check_list', { length: 120 }).notNull(),
});

export const informacao = pgTable('informacao', {
  codInformacao: integer('cod_informacao').primaryKey().generatedByDefaultAsIdentity(),
  nomInformacao: varchar('nom_informacao', { length: 120 }).notNull(),
});

/** PostgreSQL `bytea`: a Buffer on both drivers (PGlite answers a Uint8Array, pg a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The result of a bulk creation (logins and first passwords), kept encrypted for its creator to
 * download or print again for `BULK_KEEP_HOURS` (a reply lost after the commit no longer loses
 * the passwords). `bin_dados` is AES-256-GCM (bulk.vault.ts); the key is never in the
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
