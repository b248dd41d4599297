import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  char,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { bseEscola, bseTurma, bseUnidade } from '../organisation/organisation.tables';

export const bsePerfil = pgTable(
  'bse_perfil',
  {
    codBsePerfil: integer('cod_bse_perfil').primaryKey().generatedByDefaultAsIdentity(),
    nomPerfil: varchar('nom_perfil', { length: 50 }).notNull(),
    /** The highest profile code whose users may create users of this profile (1 = only Master). */
    codPerfilCriacao: integer('cod_perfil_criacao').notNull(),
    indAcessoPortal: char('ind_acesso_portal', { length: 1 }).notNull().default('S'),
  },
  (t) => [check('bse_perfil_acesso_portal_ck', sql`${t.indAcessoPortal} in ('S', 'N')`)],
);

export const bseUsuario = pgTable(
  'bse_usuario',
  {
    codBseUsuario: integer('cod_bse_usuario').primaryKey().generatedByDefaultAsIdentity(),
    cstLogin: varchar('cst_login', { length: 20 }).notNull(),
    nomUsuario: varchar('nom_usuario', { length: 50 }).notNull(),
    /** argon2id hash; the password itself is never stored anywhere. */
    txtSenha: varchar('txt_senha', { length: 255 }).notNull(),
    imgAvatar: varchar('img_avatar', { length: 255 }),
    codBsePerfil: integer('cod_bse_perfil')
      .notNull()
      .references(() => bsePerfil.codBsePerfil, { onDelete: 'restrict' }),
    codBseEscola: integer('cod_bse_escola')
      .notNull()
      .references(() => bseEscola.codBseEscola, { onDelete: 'restrict' }),
    codBseUnidade: integer('cod_bse_unidade').references(() => bseUnidade.codBseUnidade, { onDelete: 'restrict' }),
    indAtivo: char('ind_ativo', { length: 1 }).notNull().default('S'),
    /** Bumped on password change and deactivation: every token of an older version stops working. */
    numVersaoToken: integer('num_versao_token').notNull().default(0),
    /** Who created the user; SET NULL when that user is deleted. */
    codUsuarioCriacao: integer('cod_usuario_criacao').references((): AnyPgColumn => bseUsuario.codBseUsuario, { onDelete: 'set null' }),
    datCriacao: timestamp('dat_criacao', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Name and login, unaccented and lower-cased (`lib/search.ts`), kept by the database: the users
     * list searches it with `like '%q%'` over a trigram index, ~40× cheaper than `ilike` on both
     * columns at 100,000 rows, and 'heloisa' finds Heloísa.
     */
    txtBusca: text('txt_busca').generatedAlwaysAs(sql`lower(f_unaccent((nom_usuario)::text || ' ' || (cst_login)::text))`),
  },
  (t) => [
    index('bse_usuario_criacao_idx').on(t.codUsuarioCriacao),
    uniqueIndex('bse_usuario_login_uq').on(t.cstLogin),
    // The users list: one profile tab, inside a school, a unit or the network, in name order.
    index('bse_usuario_escola_perfil_idx').on(t.codBseEscola, t.codBsePerfil, t.nomUsuario),
    index('bse_usuario_unidade_perfil_idx').on(t.codBseUnidade, t.codBsePerfil, t.nomUsuario),
    index('bse_usuario_perfil_nome_idx').on(t.codBsePerfil, t.nomUsuario),
    // Server-side search over a network of 100,000 students: `like '%q%'` on the search column.
    index('bse_usuario_busca_trgm_idx').using('gin', sql`${t.txtBusca} gin_trgm_ops`),
    check('bse_usuario_ativo_ck', sql`${t.indAtivo} in ('S', 'N')`),
  ],
);

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
