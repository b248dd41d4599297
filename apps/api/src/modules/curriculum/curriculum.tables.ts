import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, pgTable, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { bseTurma, bseUsuario } from '../organisation/organisation.tables';

/*
 * The curriculum of 1-authoring §3: path (trl_livro) > chapter > lesson > content item, plus the
 * catalogues. `num_sequencia` is contiguous from 1 within its parent; the unique constraint on
 * (parent, num_sequencia) is DEFERRABLE INITIALLY DEFERRED (set in the migration, drizzle-kit cannot
 * say it), so a swap inside one transaction is two plain updates checked at commit.
 * Deleting a parent cascades to what it holds; a class link (trl_livro_turma) or an activity
 * (bse_atividade) refuses it (RESTRICT). The creator (`cod_usuario_criacao`) is a foreign key to the user,
 * SET NULL when that user is deleted: the path and what it holds stay.
 */

// ---------------------------------------------------------------- catalogues

export const trlMateria = pgTable('trl_materia', {
  codTrlMateria: integer('cod_trl_materia').primaryKey().generatedByDefaultAsIdentity(),
  nomMateria: varchar('nom_materia', { length: 60 }).notNull(),
});

/** 1 text, 2 image, 3 game, 4 character dialogue, 5 video, 6 assembly. */
export const trlTipoConteudo = pgTable('trl_tipo_conteudo', {
  codTrlTipoConteudo: integer('cod_trl_tipo_conteudo').primaryKey(),
  nomTipo: varchar('nom_tipo', { length: 30 }).notNull(),
});

/** The ten games, codes 1-10. */
export const trlJogo = pgTable('trl_jogo', {
  codTrlJogo: integer('cod_trl_jogo').primaryKey(),
  nomJogo: varchar('nom_jogo', { length: 40 }).notNull(),
  dscDescricao: varchar('dsc_descricao', { length: 255 }),
});

export const trlPersonagem = pgTable('trl_personagem', {
  codTrlPersonagem: integer('cod_trl_personagem').primaryKey().generatedByDefaultAsIdentity(),
  nomPersonagem: varchar('nom_personagem', { length: 60 }).notNull(),
  imgPersonagem: varchar('img_personagem', { length: 255 }).notNull(),
});

export const trlMontagem = pgTable('trl_montagem', {
  codTrlMontagem: integer('cod_trl_montagem').primaryKey().generatedByDefaultAsIdentity(),
  nomMontagem: varchar('nom_montagem', { length: 60 }).notNull(),
  imgMontagem: varchar('img_montagem', { length: 255 }).notNull(),
  dscTexto: varchar('dsc_texto', { length: 1000 }),
});

// ---------------------------------------------------------------- hierarchy

/** A learning path. `cod_bse_turma` null: a network-wide path of the Master's catalogue. */
export const trlLivro = pgTable(
  'trl_livro',
  {
    codTrlLivro: integer('cod_trl_livro').primaryKey().generatedByDefaultAsIdentity(),
    dscTitulo: varchar('dsc_titulo', { length: 100 }).notNull(),
    codBseTurma: integer('cod_bse_turma').references(() => bseTurma.codBseTurma, { onDelete: 'restrict' }),
    numSequencia: integer('num_sequencia').notNull(),
    codUsuarioCriacao: integer('cod_usuario_criacao').references((): AnyPgColumn => bseUsuario.codBseUsuario, { onDelete: 'set null' }),
    datCriacao: timestamp('dat_criacao', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('trl_livro_criacao_idx').on(t.codUsuarioCriacao),
    unique('trl_livro_sequencia_uq').on(t.codBseTurma, t.numSequencia).nullsNotDistinct(),
    check('trl_livro_sequencia_ck', sql`${t.numSequencia} >= 1`),
    // The paths list's search, accents and case ignored (lib/search.ts).
    index('trl_livro_busca_trgm_idx').using('gin', sql`lower(f_unaccent(${t.dscTitulo})) gin_trgm_ops`),
  ],
);

export const trlCapitulo = pgTable(
  'trl_capitulo',
  {
    codTrlCapitulo: integer('cod_trl_capitulo').primaryKey().generatedByDefaultAsIdentity(),
    dscTitulo: varchar('dsc_titulo', { length: 100 }).notNull(),
    codTrlLivro: integer('cod_trl_livro')
      .notNull()
      .references(() => trlLivro.codTrlLivro, { onDelete: 'cascade' }),
    numSequencia: integer('num_sequencia').notNull(),
    codUsuarioCriacao: integer('cod_usuario_criacao').references((): AnyPgColumn => bseUsuario.codBseUsuario, { onDelete: 'set null' }),
    datCriacao: timestamp('dat_criacao', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('trl_capitulo_criacao_idx').on(t.codUsuarioCriacao),
    unique('trl_capitulo_sequencia_uq').on(t.codTrlLivro, t.numSequencia),
    check('trl_capitulo_sequencia_ck', sql`${t.numSequencia} >= 1`),
  ],
);

export const trlAula = pgTable(
  'trl_aula',
  {
    codTrlAula: integer('cod_trl_aula').primaryKey().generatedByDefaultAsIdentity(),
    codTrlCapitulo: integer('cod_trl_capitulo')
      .notNull()
      .references(() => trlCapitulo.codTrlCapitulo, { onDelete: 'cascade' }),
    codTrlMateria: integer('cod_trl_materia').references(() => trlMateria.codTrlMateria, { onDelete: 'restrict' }),
    numSequencia: integer('num_sequencia').notNull(),
    dscTitulo: varchar('dsc_titulo', { length: 45 }).notNull(),
    dscDescricao: varchar('dsc_descricao', { length: 240 }),
    codUsuarioCriacao: integer('cod_usuario_criacao').references((): AnyPgColumn => bseUsuario.codBseUsuario, { onDelete: 'set null' }),
    datCriacao: timestamp('dat_criacao', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('trl_aula_criacao_idx').on(t.codUsuarioCriacao),
    unique('trl_aula_sequencia_uq').on(t.codTrlCapitulo, t.numSequencia),
    check('trl_aula_sequencia_ck', sql`${t.numSequencia} >= 1`),
  ],
);

/**
 * A content item of any of the six types in one row (the documents' per-type ids are this id):
 * text `dsc_texto`; image `dsc_imagem`; game `cod_trl_jogo` + `dsc_descricao` (dscConteudoJogo) with
 * its questions and answers; dialogue entries in trl_conteudo_personagem_texto; video `dsc_link` +
 * `dsc_descricao`; assembly `cod_trl_montagem` + `dsc_texto`. A check keeps each type complete.
 */
export const trlConteudo = pgTable(
  'trl_conteudo',
  {
    codTrlConteudo: integer('cod_trl_conteudo').primaryKey().generatedByDefaultAsIdentity(),
    codTrlAula: integer('cod_trl_aula')
      .notNull()
      .references(() => trlAula.codTrlAula, { onDelete: 'cascade' }),
    codTrlTipoConteudo: integer('cod_trl_tipo_conteudo')
      .notNull()
      .references(() => trlTipoConteudo.codTrlTipoConteudo, { onDelete: 'restrict' }),
    numSequencia: integer('num_sequencia').notNull(),
    dscTitulo: varchar('dsc_titulo', { length: 50 }),
    dscTexto: varchar('dsc_texto', { length: 3000 }),
    dscImagem: varchar('dsc_imagem', { length: 255 }),
    dscDescricao: varchar('dsc_descricao', { length: 3000 }),
    dscLink: varchar('dsc_link', { length: 500 }),
    codTrlJogo: integer('cod_trl_jogo').references(() => trlJogo.codTrlJogo, { onDelete: 'restrict' }),
    codTrlMontagem: integer('cod_trl_montagem').references(() => trlMontagem.codTrlMontagem, { onDelete: 'restrict' }),
    codUsuarioCriacao: integer('cod_usuario_criacao').references((): AnyPgColumn => bseUsuario.codBseUsuario, { onDelete: 'set null' }),
    datCriacao: timestamp('dat_criacao', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('trl_conteudo_criacao_idx').on(t.codUsuarioCriacao),
    unique('trl_conteudo_sequencia_uq').on(t.codTrlAula, t.numSequencia),
    check('trl_conteudo_sequencia_ck', sql`${t.numSequencia} >= 1`),
    check(
      'trl_conteudo_tipo_ck',
      sql`(${t.codTrlTipoConteudo} <> 1 or ${t.dscTexto} is not null)
        and (${t.codTrlTipoConteudo} <> 2 or ${t.dscImagem} is not null)
        and (${t.codTrlTipoConteudo} <> 3 or ${t.codTrlJogo} is not null)
        and (${t.codTrlTipoConteudo} <> 5 or ${t.dscLink} is not null)
        and (${t.codTrlTipoConteudo} <> 6 or (${t.codTrlMontagem} is not null and ${t.dscTexto} is not null))`,
    ),
  ],
);

/** Dialogue entries (`dados`) of a type-4 content item, in order. */
export const trlConteudoPersonagemTexto = pgTable(
  'trl_conteudo_personagem_texto',
  {
    codTrlConteudoPersonagemTexto: integer('cod_trl_conteudo_personagem_texto').primaryKey().generatedByDefaultAsIdentity(),
    codTrlConteudo: integer('cod_trl_conteudo')
      .notNull()
      .references(() => trlConteudo.codTrlConteudo, { onDelete: 'cascade' }),
    codTrlPersonagem: integer('cod_trl_personagem')
      .notNull()
      .references(() => trlPersonagem.codTrlPersonagem, { onDelete: 'restrict' }),
    numOrdem: integer('num_ordem').notNull(),
    dscTexto: varchar('dsc_texto', { length: 500 }).notNull(),
  },
  (t) => [unique('trl_conteudo_personagem_texto_ordem_uq').on(t.codTrlConteudo, t.numOrdem)],
);

/** Questions of a game content item (codTrlConteudoJogo = codTrlConteudo), in order. */
export const trlConteudoJogoPergunta = pgTable(
  'trl_conteudo_jogo_pergunta',
  {
    codTrlConteudoJogoPergunta: integer('cod_trl_conteudo_jogo_pergunta').primaryKey().generatedByDefaultAsIdentity(),
    codTrlConteudo: integer('cod_trl_conteudo')
      .notNull()
      .references(() => trlConteudo.codTrlConteudo, { onDelete: 'cascade' }),
    numOrdem: integer('num_ordem').notNull(),
    dscPergunta: varchar('dsc_pergunta', { length: 500 }),
    imgPergunta: varchar('img_pergunta', { length: 255 }),
  },
  (t) => [unique('trl_conteudo_jogo_pergunta_ordem_uq').on(t.codTrlConteudo, t.numOrdem)],
);

/** Answers of a game content item, in order; `ind_resposta_correta` 'S'/'N', a position or a group number. */
export const trlConteudoJogoResposta = pgTable(
  'trl_conteudo_jogo_resposta',
  {
    codTrlConteudoJogoResposta: integer('cod_trl_conteudo_jogo_resposta').primaryKey().generatedByDefaultAsIdentity(),
    codTrlConteudo: integer('cod_trl_conteudo')
      .notNull()
      .references(() => trlConteudo.codTrlConteudo, { onDelete: 'cascade' }),
    numOrdem: integer('num_ordem').notNull(),
    dscResposta: varchar('dsc_resposta', { length: 100 }),
    imgResposta: varchar('img_resposta', { length: 255 }),
    indRespostaCorreta: varchar('ind_resposta_correta', { length: 2 }).notNull(),
  },
  (t) => [unique('trl_conteudo_jogo_resposta_ordem_uq').on(t.codTrlConteudo, t.numOrdem)],
);
