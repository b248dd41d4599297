import type { EventColourHex } from '@portal/shared/calendar';
import { sql } from 'drizzle-orm';
import { char, check, date, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { bseTurma } from '../organisation/organisation.tables';
import { bseUsuario } from '../organisation/organisation.tables';

/**
 * A calendar event (3-reports-communication.md §3 "Calendar event"): one day, one of the eight colours,
 * private ('S': its creator only) or public to the profiles in `perfis` inside the creator's scope
 * (DECISIONS.md); a Professor's or a student's event belongs to a class.
 */
export const cldCalendario = pgTable(
  'cld_calendario',
  {
    codCldCalendario: integer('cod_cld_calendario').primaryKey().generatedByDefaultAsIdentity(),
    dscTitulo: varchar('dsc_titulo', { length: 100 }).notNull(),
    // The types the checks below allow, for the rows Drizzle reads (no change to the database).
    hexCorEvento: char('hex_cor_evento', { length: 7 }).notNull().$type<EventColourHex>(),
    datEvento: date('dat_evento', { mode: 'string' }).notNull(),
    indPrivado: char('ind_privado', { length: 1 }).notNull().$type<'S' | 'N'>(),
    codBseTurma: integer('cod_bse_turma').references(() => bseTurma.codBseTurma, { onDelete: 'cascade' }),
    perfis: integer('perfis')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    codUsuarioCriacao: integer('cod_usuario_criacao')
      .notNull()
      .references(() => bseUsuario.codBseUsuario, { onDelete: 'cascade' }),
    datCriacao: timestamp('dat_criacao', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cld_calendario_data_idx').on(t.datEvento),
    index('cld_calendario_criador_idx').on(t.codUsuarioCriacao, t.datEvento),
    index('cld_calendario_turma_idx').on(t.codBseTurma),
    check('cld_calendario_privado_ck', sql`${t.indPrivado} in ('S', 'N')`),
    check(
      'cld_calendario_cor_ck',
      sql`${t.hexCorEvento} in ('#f64c60', '#86c879', '#00baf2', '#f59448', '#8781bd', '#fdb94d', '#d8d6e8', '#333333')`,
    ),
    check('cld_calendario_perfis_ck', sql`${t.perfis} <@ array[1, 2, 3, 4, 5, 6]`),
  ],
);

/**
 * Each user's private iCal address (issue 13): a secret token in the URL that calendar apps poll;
 * renewing it replaces the row, so the old address stops answering at once.
 */
export const cldCalendarioToken = pgTable('cld_calendario_token', {
  codBseUsuario: integer('cod_bse_usuario')
    .primaryKey()
    .references(() => bseUsuario.codBseUsuario, { onDelete: 'cascade' }),
  cstToken: varchar('cst_token', { length: 43 }).notNull().unique('cld_calendario_token_uq'),
  datCriacao: timestamp('dat_criacao', { withTimezone: true }).notNull().defaultNow(),
});
