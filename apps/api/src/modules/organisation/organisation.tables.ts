import { sql } from 'drizzle-orm';
import { type AnyPgColumn, char, check, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/*
 * Who created a row (`cod_usuario_criacao`) is a foreign key to the user, SET NULL when that user is
 * deleted: the school, unit or class stays, its creator becomes unknown. An address is RESTRICT for the
 * schools and units that name it: deleting one still in use is refused by the database too.
 */

export const bseEndereco = pgTable('bse_endereco', {
  codBseEndereco: integer('cod_bse_endereco').primaryKey().generatedByDefaultAsIdentity(),
  dscCep: varchar('dsc_cep', { length: 8 }),
  dscRua: varchar('dsc_rua', { length: 150 }),
  dscBairro: varchar('dsc_bairro', { length: 100 }),
  dscCidade: varchar('dsc_cidade', { length: 100 }),
  dscEstado: varchar('dsc_estado', { length: 2 }),
});

export const bseEscola = pgTable(
  'bse_escola',
  {
    codBseEscola: integer('cod_bse_escola').primaryKey().generatedByDefaultAsIdentity(),
    nomEscola: varchar('nom_escola', { length: 100 }).notNull(),
    cstTxtPrefixoLogin: char('cst_txt_prefixo_login', { length: 2 }).notNull(),
    /** The random 6-character code the documents generate for new schools (2-access §5 School). */
    cstCodigo: char('cst_codigo', { length: 6 }).notNull(),
    codBseEndereco: integer('cod_bse_endereco').references(() => bseEndereco.codBseEndereco, { onDelete: 'restrict' }),
    codUsuarioCriacao: integer('cod_usuario_criacao').references((): AnyPgColumn => bseUsuario.codBseUsuario, { onDelete: 'set null' }),
    datCriacao: timestamp('dat_criacao', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bse_escola_criacao_idx').on(t.codUsuarioCriacao),
    uniqueIndex('bse_escola_prefixo_uq').on(t.cstTxtPrefixoLogin),
    index('bse_escola_nome_idx').on(t.nomEscola),
    // 'Escola já cadastrado.': one school per name, whatever the case.
    uniqueIndex('bse_escola_nome_uq').on(sql`lower(${t.nomEscola})`),
    // The schools list's search, accents and case ignored (lib/search.ts).
    index('bse_escola_busca_trgm_idx').using('gin', sql`lower(f_unaccent(${t.nomEscola})) gin_trgm_ops`),
  ],
);

export const bseUnidade = pgTable(
  'bse_unidade',
  {
    codBseUnidade: integer('cod_bse_unidade').primaryKey().generatedByDefaultAsIdentity(),
    nomUnidade: varchar('nom_unidade', { length: 100 }).notNull(),
    cstTxtPrefixoLogin: char('cst_txt_prefixo_login', { length: 2 }).notNull(),
    codBseEscola: integer('cod_bse_escola')
      .notNull()
      .references(() => bseEscola.codBseEscola, { onDelete: 'restrict' }),
    codBseEndereco: integer('cod_bse_endereco').references(() => bseEndereco.codBseEndereco, { onDelete: 'restrict' }),
    codUsuarioCriacao: integer('cod_usuario_criacao').references((): AnyPgColumn => bseUsuario.codBseUsuario, { onDelete: 'set null' }),
    datCriacao: timestamp('dat_criacao', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bse_unidade_criacao_idx').on(t.codUsuarioCriacao),
    uniqueIndex('bse_unidade_escola_prefixo_uq').on(t.codBseEscola, t.cstTxtPrefixoLogin),
    // 'Unidade já cadastrada': one unit per name within a school, whatever the case.
    uniqueIndex('bse_unidade_escola_nome_uq').on(t.codBseEscola, sql`lower(${t.nomUnidade})`),
    index('bse_unidade_busca_trgm_idx').using('gin', sql`lower(f_unaccent(${t.nomUnidade})) gin_trgm_ops`),
  ],
);

export const bseTurma = pgTable(
  'bse_turma',
  {
    codBseTurma: integer('cod_bse_turma').primaryKey().generatedByDefaultAsIdentity(),
    nomTurma: varchar('nom_turma', { length: 60 }).notNull(),
    codBseUnidade: integer('cod_bse_unidade')
      .notNull()
      .references(() => bseUnidade.codBseUnidade, { onDelete: 'restrict' }),
    codUsuarioCriacao: integer('cod_usuario_criacao').references((): AnyPgColumn => bseUsuario.codBseUsuario, { onDelete: 'set null' }),
    datCriacao: timestamp('dat_criacao', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bse_turma_criacao_idx').on(t.codUsuarioCriacao),
    index('bse_turma_unidade_idx').on(t.codBseUnidade),
    // The class list's default order: a page is read from the index instead of sorting every class.
    index('bse_turma_nome_idx').on(t.nomTurma, t.codBseTurma),
    // 'Turma já cadastrado.': one class per name within a unit, whatever the case.
    uniqueIndex('bse_turma_unidade_nome_uq').on(t.codBseUnidade, sql`lower(${t.nomTurma})`),
    index('bse_turma_busca_trgm_idx').using('gin', sql`lower(f_unaccent(${t.nomTurma})) gin_trgm_ops`),
  ],
);

/*
 * The people of the network and their profiles live beside its places: a user belongs to a school (and a
 * unit), and every place names the user who created it, so the two reference each other. Kept in one
 * file, the tables have no import cycle; the users module owns the rest of its tables (users.tables.ts).
 */

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
