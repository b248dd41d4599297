import { sql } from 'drizzle-orm';
import { type AnyPgColumn, char, index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bseUsuario } from '../users/users.tables';

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
