import { sql } from 'drizzle-orm';
import { type AnyPgColumn, char, check, date, index, integer, pgTable, primaryKey, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { bseTurma, bseUsuario } from '../organisation/organisation.tables';

/*
 * Attendance (issue 26, beyond the documents: DECISIONS.md "Attendance"). One row per student of a class
 * and school day once the day's roll is saved; a day with no rows has no roll yet.
 */

/** A student's mark on one day of a class: present ('S') or absent ('N'), an absence with its justification. */
export const bseFrequencia = pgTable(
  'bse_frequencia',
  {
    codBseTurma: integer('cod_bse_turma')
      .notNull()
      .references(() => bseTurma.codBseTurma, { onDelete: 'cascade' }),
    datAula: date('dat_aula', { mode: 'string' }).notNull(),
    codBseUsuario: integer('cod_bse_usuario')
      .notNull()
      .references(() => bseUsuario.codBseUsuario, { onDelete: 'cascade' }),
    indPresente: char('ind_presente', { length: 1 }).notNull(),
    dscJustificativa: varchar('dsc_justificativa', { length: 200 }),
    /** Who first saved this student's mark of the day, and when; later changes are in the history. */
    codUsuarioRegistro: integer('cod_usuario_registro').references((): AnyPgColumn => bseUsuario.codBseUsuario, { onDelete: 'set null' }),
    datRegistro: timestamp('dat_registro', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.codBseTurma, t.datAula, t.codBseUsuario] }),
    // The student's own attendance, by day.
    index('bse_frequencia_usuario_idx').on(t.codBseUsuario, t.datAula),
    index('bse_frequencia_registro_idx').on(t.codUsuarioRegistro),
    check('bse_frequencia_presente_ck', sql`${t.indPresente} in ('S', 'N')`),
    check('bse_frequencia_justificativa_ck', sql`${t.indPresente} = 'N' or ${t.dscJustificativa} is null`),
  ],
);

/**
 * Each student's totals in a class (days with a mark, absences, justified absences), kept by the save of
 * a roll in its transaction: the under-75% list and the report's percentages read one row per student
 * instead of counting a year of days.
 */
export const bseFrequenciaResumo = pgTable(
  'bse_frequencia_resumo',
  {
    codBseUsuario: integer('cod_bse_usuario')
      .notNull()
      .references(() => bseUsuario.codBseUsuario, { onDelete: 'cascade' }),
    codBseTurma: integer('cod_bse_turma')
      .notNull()
      .references(() => bseTurma.codBseTurma, { onDelete: 'cascade' }),
    numDias: integer('num_dias').notNull(),
    numFaltas: integer('num_faltas').notNull(),
    numJustificadas: integer('num_justificadas').notNull(),
  },
  (t) => [primaryKey({ columns: [t.codBseUsuario, t.codBseTurma] }), index('bse_frequencia_resumo_turma_idx').on(t.codBseTurma)],
);

/** Every change of a saved mark: the student, who changed it and when, before and after. */
export const bseFrequenciaHistorico = pgTable(
  'bse_frequencia_historico',
  {
    codBseFrequenciaHistorico: integer('cod_bse_frequencia_historico').primaryKey().generatedByDefaultAsIdentity(),
    codBseTurma: integer('cod_bse_turma')
      .notNull()
      .references(() => bseTurma.codBseTurma, { onDelete: 'cascade' }),
    datAula: date('dat_aula', { mode: 'string' }).notNull(),
    codBseUsuario: integer('cod_bse_usuario')
      .notNull()
      .references(() => bseUsuario.codBseUsuario, { onDelete: 'cascade' }),
    indPresenteAnterior: char('ind_presente_anterior', { length: 1 }).notNull(),
    dscJustificativaAnterior: varchar('dsc_justificativa_anterior', { length: 200 }),
    indPresenteNovo: char('ind_presente_novo', { length: 1 }).notNull(),
    dscJustificativaNova: varchar('dsc_justificativa_nova', { length: 200 }),
    codUsuario: integer('cod_usuario').references((): AnyPgColumn => bseUsuario.codBseUsuario, { onDelete: 'set null' }),
    datAlteracao: timestamp('dat_alteracao', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bse_frequencia_historico_dia_idx').on(t.codBseTurma, t.datAula),
    index('bse_frequencia_historico_usuario_idx').on(t.codBseUsuario),
    index('bse_frequencia_historico_alterador_idx').on(t.codUsuario),
  ],
);

/** The browsers' ids of the saves received: a roll sent twice (made offline, resent) is written once. */
export const bseFrequenciaRegistro = pgTable(
  'bse_frequencia_registro',
  {
    codRegistro: uuid('cod_registro').primaryKey(),
    codBseTurma: integer('cod_bse_turma')
      .notNull()
      .references(() => bseTurma.codBseTurma, { onDelete: 'cascade' }),
    datAula: date('dat_aula', { mode: 'string' }).notNull(),
    codBseUsuario: integer('cod_bse_usuario')
      .notNull()
      .references(() => bseUsuario.codBseUsuario, { onDelete: 'cascade' }),
    datRecebimento: timestamp('dat_recebimento', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bse_frequencia_registro_usuario_idx').on(t.codBseUsuario), index('bse_frequencia_registro_turma_idx').on(t.codBseTurma)],
);
