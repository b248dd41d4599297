import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, timestamp, unique, uuid, varchar } from 'drizzle-orm/pg-core';
import { trlCapitulo, trlConteudo, trlLivro } from '../curriculum/curriculum.tables';
import { bseTurma } from '../organisation/organisation.tables';
import { bseUsuario } from '../organisation/organisation.tables';

/*
 * What the learning-track player records, per student (issue 10): the Progresso and Avaliação da
 * Trilha reports read these tables. Each record names its student, class, path, chapter and content
 * at the time it was made, so a report needs no walk up the curriculum.
 *
 * ON DELETE: the student's deletion removes their records (personal data, nothing to report on a
 * removed user); a deleted class, path, chapter or content leaves the records as history with that
 * column NULL (the reports keep the score of a content since edited away); the position, which is
 * state and not history, goes with its path or content.
 */

/** One content item completed (for a game with its score, attempts and time). The id is the browser's UUID: resending is harmless. */
export const trlProgresso = pgTable(
  'trl_progresso',
  {
    codTrlProgresso: uuid('cod_trl_progresso').primaryKey(),
    codBseUsuario: integer('cod_bse_usuario')
      .notNull()
      .references(() => bseUsuario.codBseUsuario, { onDelete: 'cascade' }),
    codBseTurma: integer('cod_bse_turma').references(() => bseTurma.codBseTurma, { onDelete: 'set null' }),
    codTrlLivro: integer('cod_trl_livro').references(() => trlLivro.codTrlLivro, { onDelete: 'set null' }),
    codTrlCapitulo: integer('cod_trl_capitulo').references(() => trlCapitulo.codTrlCapitulo, { onDelete: 'set null' }),
    codTrlConteudo: integer('cod_trl_conteudo').references(() => trlConteudo.codTrlConteudo, { onDelete: 'set null' }),
    numPontuacao: smallint('num_pontuacao'),
    numTentativas: integer('num_tentativas'),
    numTempoSegundos: integer('num_tempo_segundos'),
    /** When the child did it (the browser's clock). */
    datRegistro: timestamp('dat_registro', { withTimezone: true }).notNull(),
    /** When the server received it. */
    datRecebimento: timestamp('dat_recebimento', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The player's "what is done" (student + path) and the foreign keys' deletes.
    index('trl_progresso_usuario_livro_idx').on(t.codBseUsuario, t.codTrlLivro, t.codTrlConteudo),
    index('trl_progresso_turma_capitulo_idx').on(t.codBseTurma, t.codTrlCapitulo),
    index('trl_progresso_livro_idx').on(t.codTrlLivro),
    index('trl_progresso_capitulo_idx').on(t.codTrlCapitulo),
    index('trl_progresso_conteudo_idx').on(t.codTrlConteudo),
    check('trl_progresso_pontuacao_ck', sql`${t.numPontuacao} between 0 and 100`),
    check('trl_progresso_tentativas_ck', sql`${t.numTentativas} >= 0`),
    check('trl_progresso_tempo_ck', sql`${t.numTempoSegundos} >= 0`),
  ],
);

/** Where a student stopped in a path (resume on any device): one row per student and path. */
export const trlPosicao = pgTable(
  'trl_posicao',
  {
    codBseUsuario: integer('cod_bse_usuario')
      .notNull()
      .references(() => bseUsuario.codBseUsuario, { onDelete: 'cascade' }),
    codTrlLivro: integer('cod_trl_livro')
      .notNull()
      .references(() => trlLivro.codTrlLivro, { onDelete: 'cascade' }),
    codTrlConteudo: integer('cod_trl_conteudo')
      .notNull()
      .references(() => trlConteudo.codTrlConteudo, { onDelete: 'cascade' }),
    datAtualizacao: timestamp('dat_atualizacao', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'trl_posicao_pk', columns: [t.codBseUsuario, t.codTrlLivro] }),
    index('trl_posicao_livro_idx').on(t.codTrlLivro),
    index('trl_posicao_conteudo_idx').on(t.codTrlConteudo),
  ],
);

/** The chapter evaluation's fixed questions (seeded by the migration), in the three languages. */
export const trlAvaliacao = pgTable(
  'trl_avaliacao',
  {
    codAvaliacao: integer('cod_avaliacao').primaryKey(),
    numOrdem: integer('num_ordem').notNull(),
    dscPt: varchar('dsc_pt', { length: 120 }).notNull(),
    dscEn: varchar('dsc_en', { length: 120 }).notNull(),
    dscEs: varchar('dsc_es', { length: 120 }).notNull(),
  },
  (t) => [unique('trl_avaliacao_ordem_uq').on(t.numOrdem)],
);

/**
 * A student's answer to one question of a chapter's evaluation (`cod_avaliacao` the question,
 * `num_avaliacao` 1-5): one row per student, chapter and question; a new evaluation of the chapter
 * replaces the previous one's rows. `cod_registro` is the browser's id of the evaluation that wrote it.
 */
export const trlAvaliacaoCapitulo = pgTable(
  'trl_avaliacao_capitulo',
  {
    codTrlAvaliacaoCapitulo: integer('cod_trl_avaliacao_capitulo').primaryKey().generatedByDefaultAsIdentity(),
    codRegistro: uuid('cod_registro').notNull(),
    codBseUsuario: integer('cod_bse_usuario')
      .notNull()
      .references(() => bseUsuario.codBseUsuario, { onDelete: 'cascade' }),
    codBseTurma: integer('cod_bse_turma').references(() => bseTurma.codBseTurma, { onDelete: 'set null' }),
    codTrlLivro: integer('cod_trl_livro').references(() => trlLivro.codTrlLivro, { onDelete: 'set null' }),
    codTrlCapitulo: integer('cod_trl_capitulo').references(() => trlCapitulo.codTrlCapitulo, { onDelete: 'set null' }),
    codAvaliacao: integer('cod_avaliacao')
      .notNull()
      .references(() => trlAvaliacao.codAvaliacao, { onDelete: 'restrict' }),
    numAvaliacao: smallint('num_avaliacao').notNull(),
    datRegistro: timestamp('dat_registro', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('trl_avaliacao_capitulo_uq').on(t.codBseUsuario, t.codTrlCapitulo, t.codAvaliacao),
    index('trl_avaliacao_capitulo_turma_idx').on(t.codBseTurma, t.codTrlCapitulo),
    index('trl_avaliacao_capitulo_livro_idx').on(t.codTrlLivro),
    index('trl_avaliacao_capitulo_capitulo_idx').on(t.codTrlCapitulo),
    index('trl_avaliacao_capitulo_pergunta_idx').on(t.codAvaliacao),
    check('trl_avaliacao_capitulo_nota_ck', sql`${t.numAvaliacao} between 1 and 5`),
  ],
);

/** The ids of the evaluations received, so that resending an old one never replaces a newer one. */
export const trlAvaliacaoRegistro = pgTable(
  'trl_avaliacao_registro',
  {
    codRegistro: uuid('cod_registro').primaryKey(),
    codBseUsuario: integer('cod_bse_usuario')
      .notNull()
      .references(() => bseUsuario.codBseUsuario, { onDelete: 'cascade' }),
    datRecebimento: timestamp('dat_recebimento', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trl_avaliacao_registro_usuario_idx').on(t.codBseUsuario)],
);

/** The public training path ('Plataforma de Treinamento'): one network path, seeded on every start. */
export const trlLivroTreinamento = pgTable('trl_livro_treinamento', {
  codTrlLivro: integer('cod_trl_livro')
    .primaryKey()
    .references(() => trlLivro.codTrlLivro, { onDelete: 'cascade' }),
});
