import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  char,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { trlCapitulo } from '../curriculum/curriculum.tables';
import { bseTurma, bseUsuario } from '../organisation/organisation.tables';

/**
 * An activity belongs to a chapter of a path (DECISIONS.md "Activities and grades"). Created minimal by
 * the curriculum issue so that "a chapter with activities cannot be deleted" is a real foreign key
 * (RESTRICT); issue 11 adds its questions, classes, answers and grades.
 */
export const bseAtividade = pgTable(
  'bse_atividade',
  {
    codBseAtividade: integer('cod_bse_atividade').primaryKey().generatedByDefaultAsIdentity(),
    nomAtividade: varchar('nom_atividade', { length: 100 }).notNull(),
    desDescricao: text('des_descricao'),
    codTrlCapitulo: integer('cod_trl_capitulo')
      .notNull()
      .references(() => trlCapitulo.codTrlCapitulo, { onDelete: 'restrict' }),
    codUsuarioCriacao: integer('cod_usuario_criacao').references((): AnyPgColumn => bseUsuario.codBseUsuario, { onDelete: 'set null' }),
    datCriacao: timestamp('dat_criacao', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bse_atividade_criacao_idx').on(t.codUsuarioCriacao), index('bse_atividade_capitulo_idx').on(t.codTrlCapitulo)],
);

/** A question of an activity (2-access §3): multiple choice (its options) or discursive (its expected answer). */
export const bseQuestao = pgTable(
  'bse_questao',
  {
    codBseQuestao: integer('cod_bse_questao').primaryKey().generatedByDefaultAsIdentity(),
    codBseAtividade: integer('cod_bse_atividade')
      .notNull()
      .references(() => bseAtividade.codBseAtividade, { onDelete: 'cascade' }),
    titulo: varchar('titulo', { length: 200 }).notNull(),
    /** Rich text, sanitised to the allow-list before it is stored. */
    enuEnunciado: text('enu_enunciado').notNull(),
    tipoQuestao: varchar('tipo_questao', { length: 20 }).notNull(),
    resRespostaEsperada: text('res_resposta_esperada'),
    datCriacao: timestamp('dat_criacao', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bse_questao_atividade_idx').on(t.codBseAtividade),
    check('bse_questao_tipo_ck', sql`${t.tipoQuestao} in ('MULTIPLA_ESCOLHA', 'DISCURSIVA')`),
  ],
);

/** The options of a multiple-choice question, in order; `invalida` marks a wrong one. */
export const bseQuestaoOpcao = pgTable(
  'bse_questao_opcao',
  {
    codBseQuestaoOpcao: integer('cod_bse_questao_opcao').primaryKey().generatedByDefaultAsIdentity(),
    codBseQuestao: integer('cod_bse_questao')
      .notNull()
      .references(() => bseQuestao.codBseQuestao, { onDelete: 'cascade' }),
    descricao: varchar('descricao', { length: 500 }).notNull(),
    invalida: boolean('invalida').notNull(),
    numOrdem: smallint('num_ordem').notNull(),
  },
  (t) => [unique('bse_questao_opcao_ordem_uq').on(t.codBseQuestao, t.numOrdem)],
);

/**
 * An activity given to a class (2-access §3 "Class-activity link"): once per class, active or not, with
 * the day it is due (issue 23; optional): a submission after that day in America/Sao_Paulo is late.
 */
export const bseAtividadeTurma = pgTable(
  'bse_atividade_turma',
  {
    codBseAtividadeTurma: integer('cod_bse_atividade_turma').primaryKey().generatedByDefaultAsIdentity(),
    codBseAtividade: integer('cod_bse_atividade')
      .notNull()
      .references(() => bseAtividade.codBseAtividade, { onDelete: 'restrict' }),
    codBseTurma: integer('cod_bse_turma')
      .notNull()
      .references(() => bseTurma.codBseTurma, { onDelete: 'cascade' }),
    indAtivo: char('ind_ativo', { length: 1 }).notNull().default('N'),
    datEntrega: date('dat_entrega', { mode: 'string' }),
  },
  (t) => [
    unique('bse_atividade_turma_uq').on(t.codBseAtividade, t.codBseTurma),
    index('bse_atividade_turma_turma_idx').on(t.codBseTurma),
    check('bse_atividade_turma_ativo_ck', sql`${t.indAtivo} in ('S', 'N')`),
  ],
);

/**
 * A student's answer to a question (2-access §3 "Answer record"): all of an activity's questions are
 * answered at once, and once: the unique (question, student) refuses a second submission.
 */
export const bseQuestaoResposta = pgTable(
  'bse_questao_resposta',
  {
    codBseQuestaoResposta: integer('cod_bse_questao_resposta').primaryKey().generatedByDefaultAsIdentity(),
    codBseQuestao: integer('cod_bse_questao')
      .notNull()
      .references(() => bseQuestao.codBseQuestao, { onDelete: 'restrict' }),
    codBseAtividade: integer('cod_bse_atividade')
      .notNull()
      .references(() => bseAtividade.codBseAtividade, { onDelete: 'restrict' }),
    codBseTurma: integer('cod_bse_turma')
      .notNull()
      .references(() => bseTurma.codBseTurma, { onDelete: 'cascade' }),
    codBseUsuario: integer('cod_bse_usuario')
      .notNull()
      .references(() => bseUsuario.codBseUsuario, { onDelete: 'cascade' }),
    /** The chosen option of a multiple-choice question. */
    codBseQuestaoOpcao: integer('cod_bse_questao_opcao').references(() => bseQuestaoOpcao.codBseQuestaoOpcao, { onDelete: 'restrict' }),
    /** The discursive answer (rich text, sanitised). */
    resResposta: text('res_resposta'),
    datResposta: timestamp('dat_resposta', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('bse_questao_resposta_uq').on(t.codBseQuestao, t.codBseUsuario),
    index('bse_questao_resposta_atividade_idx').on(t.codBseAtividade, t.codBseTurma, t.codBseUsuario),
    index('bse_questao_resposta_usuario_idx').on(t.codBseUsuario),
  ],
);

/**
 * A student's answer to one question before the activity is sent (issue 25: the documents' one-answer
 * `POST /bse_questao_resposta`, changed with `PUT` and removed with `DELETE` until it is sent). Kept apart
 * from bse_questao_resposta, which holds only sent answers (every reader, the triggers of
 * bse_atividade_entrega and the one-submission rule stay as they were): the answer that completes the
 * activity moves every draft into bse_questao_resposta in one transaction, as the batched submission does.
 * Its id is drawn from bse_questao_resposta's own sequence and kept when it moves, so an answer has one id
 * from its first draft to its grade.
 */
export const bseQuestaoRespostaRascunho = pgTable(
  'bse_questao_resposta_rascunho',
  {
    codBseQuestaoResposta: integer('cod_bse_questao_resposta')
      .primaryKey()
      .default(sql`nextval('bse_questao_resposta_cod_bse_questao_resposta_seq'::regclass)`),
    codBseQuestao: integer('cod_bse_questao')
      .notNull()
      .references(() => bseQuestao.codBseQuestao, { onDelete: 'cascade' }),
    codBseAtividade: integer('cod_bse_atividade')
      .notNull()
      .references(() => bseAtividade.codBseAtividade, { onDelete: 'cascade' }),
    codBseTurma: integer('cod_bse_turma')
      .notNull()
      .references(() => bseTurma.codBseTurma, { onDelete: 'cascade' }),
    codBseUsuario: integer('cod_bse_usuario')
      .notNull()
      .references(() => bseUsuario.codBseUsuario, { onDelete: 'cascade' }),
    codBseQuestaoOpcao: integer('cod_bse_questao_opcao').references(() => bseQuestaoOpcao.codBseQuestaoOpcao, { onDelete: 'cascade' }),
    resResposta: text('res_resposta'),
    datResposta: timestamp('dat_resposta', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('bse_questao_resposta_rascunho_uq').on(t.codBseQuestao, t.codBseUsuario),
    index('bse_questao_resposta_rascunho_atividade_idx').on(t.codBseAtividade, t.codBseUsuario),
    index('bse_questao_resposta_rascunho_usuario_idx').on(t.codBseUsuario),
    index('bse_questao_resposta_rascunho_turma_idx').on(t.codBseTurma),
    // An option chosen or a text written, never both nor neither.
    check('bse_questao_resposta_rascunho_ck', sql`(${t.codBseQuestaoOpcao} is null) <> (${t.resResposta} is null)`),
  ],
);

/** A question's grade for a student (2-access §3 "Grade"): 0 to 10 in steps of 0.5 (DECISIONS.md). */
export const bseNota = pgTable(
  'bse_nota',
  {
    codBseNota: integer('cod_bse_nota').primaryKey().generatedByDefaultAsIdentity(),
    codBseAtividade: integer('cod_bse_atividade')
      .notNull()
      .references(() => bseAtividade.codBseAtividade, { onDelete: 'restrict' }),
    codBseQuestao: integer('cod_bse_questao')
      .notNull()
      .references(() => bseQuestao.codBseQuestao, { onDelete: 'restrict' }),
    codBseUsuario: integer('cod_bse_usuario')
      .notNull()
      .references(() => bseUsuario.codBseUsuario, { onDelete: 'cascade' }),
    valor: numeric('valor', { precision: 3, scale: 1, mode: 'number' }).notNull(),
    datNota: timestamp('dat_nota', { withTimezone: true }).notNull().defaultNow(),
    codUsuarioNota: integer('cod_usuario_nota').references((): AnyPgColumn => bseUsuario.codBseUsuario, { onDelete: 'set null' }),
  },
  (t) => [
    unique('bse_nota_uq').on(t.codBseQuestao, t.codBseUsuario),
    index('bse_nota_atividade_idx').on(t.codBseAtividade, t.codBseUsuario),
    check('bse_nota_valor_ck', sql`${t.valor} between 0 and 10 and ${t.valor} * 2 = trunc(${t.valor} * 2)`),
  ],
);

/**
 * Every grade given or changed: who, when, the old and the new value (issue 11's audit trail); a
 * multiple-choice grade scored when the student sent the activity is marked automatic, without a grader (issue 23).
 */
export const bseNotaHistorico = pgTable(
  'bse_nota_historico',
  {
    codBseNotaHistorico: integer('cod_bse_nota_historico').primaryKey().generatedByDefaultAsIdentity(),
    codBseNota: integer('cod_bse_nota')
      .notNull()
      .references(() => bseNota.codBseNota, { onDelete: 'cascade' }),
    valorAnterior: numeric('valor_anterior', { precision: 3, scale: 1, mode: 'number' }),
    valorNovo: numeric('valor_novo', { precision: 3, scale: 1, mode: 'number' }).notNull(),
    codUsuario: integer('cod_usuario').references((): AnyPgColumn => bseUsuario.codBseUsuario, { onDelete: 'set null' }),
    datAlteracao: timestamp('dat_alteracao', { withTimezone: true }).notNull().defaultNow(),
    indAutomatica: char('ind_automatica', { length: 1 }).notNull().default('N'),
  },
  (t) => [
    index('bse_nota_historico_nota_idx').on(t.codBseNota),
    check('bse_nota_historico_automatica_ck', sql`${t.indAutomatica} in ('S', 'N')`),
  ],
);

/**
 * One row per student and activity sent, with the activity's grade (`soma_nota`, DECISIONS.md): the
 * Notas report reads it instead of summing millions of grades. Kept by the database's statement
 * triggers on bse_questao_resposta and bse_nota (migration 0017), so every way of writing answers or
 * grades (the API, the generators, a restore) keeps it right; `qtd_notas` against the activity's
 * questions tells a fully graded activity from one that gained a question after its grading.
 * `ind_atrasada` (issue 23, migration 0025): sent after the class's due day, set by the same trigger
 * when the answers are stored and never recomputed (a due day changed later leaves it as it was).
 */
export const bseAtividadeEntrega = pgTable(
  'bse_atividade_entrega',
  {
    codBseAtividade: integer('cod_bse_atividade')
      .notNull()
      .references(() => bseAtividade.codBseAtividade, { onDelete: 'restrict' }),
    codBseUsuario: integer('cod_bse_usuario')
      .notNull()
      .references(() => bseUsuario.codBseUsuario, { onDelete: 'cascade' }),
    codBseTurma: integer('cod_bse_turma')
      .notNull()
      .references(() => bseTurma.codBseTurma, { onDelete: 'cascade' }),
    datEntrega: timestamp('dat_entrega', { withTimezone: true }).notNull(),
    somaNota: numeric('soma_nota', { precision: 8, scale: 1, mode: 'number' }),
    qtdNotas: integer('qtd_notas').notNull().default(0),
    indAtrasada: char('ind_atrasada', { length: 1 }).notNull().default('N'),
  },
  (t) => [
    primaryKey({ name: 'bse_atividade_entrega_pk', columns: [t.codBseAtividade, t.codBseUsuario] }),
    check('bse_atividade_entrega_atrasada_ck', sql`${t.indAtrasada} in ('S', 'N')`),
    // The Notas report: a school's or a class's submissions in a range of days, read from the index alone
    // (the grade's columns ride in it: a school's 125,000 rows without a visit to the table, bench/README.md).
    index('bse_atividade_entrega_turma_idx').on(t.codBseTurma, t.datEntrega, t.codBseUsuario, t.codBseAtividade, t.somaNota, t.qtdNotas),
  ],
);
