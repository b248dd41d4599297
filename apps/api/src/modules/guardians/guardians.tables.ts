import { sql } from 'drizzle-orm';
import { type AnyPgColumn, char, check, index, integer, pgTable, primaryKey, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bseUsuario } from '../organisation/organisation.tables';

/*
 * Guardians (issue 27, beyond the documents: DECISIONS.md "Guardians"). A guardian is a user of profile 8 (Responsável);
 * these tables hold whom they follow and their acceptances of the consent term.
 */

/** A guardian follows a student: the link the school's staff made. Removing it ends the guardian's access to the child at once. */
export const bseResponsavelAluno = pgTable(
  'bse_responsavel_aluno',
  {
    codResponsavel: integer('cod_responsavel')
      .notNull()
      .references(() => bseUsuario.codBseUsuario, { onDelete: 'cascade' }),
    codAluno: integer('cod_aluno')
      .notNull()
      .references(() => bseUsuario.codBseUsuario, { onDelete: 'cascade' }),
    codUsuarioCriacao: integer('cod_usuario_criacao').references((): AnyPgColumn => bseUsuario.codBseUsuario, { onDelete: 'set null' }),
    datCriacao: timestamp('dat_criacao', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.codResponsavel, t.codAluno] }),
    // A student's guardians (the staff's page, the weekly summary by class).
    index('bse_responsavel_aluno_aluno_idx').on(t.codAluno),
    index('bse_responsavel_aluno_criacao_idx').on(t.codUsuarioCriacao),
  ],
);

/** A guardian's acceptance of one version of the consent term (LGPD art. 14): who, when, which text. Kept for every version. */
export const bseResponsavelConsentimento = pgTable(
  'bse_responsavel_consentimento',
  {
    codResponsavel: integer('cod_responsavel')
      .notNull()
      .references(() => bseUsuario.codBseUsuario, { onDelete: 'cascade' }),
    txtVersao: varchar('txt_versao', { length: 20 }).notNull(),
    datAceite: timestamp('dat_aceite', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bse_responsavel_consentimento_uq').on(t.codResponsavel, t.txtVersao)],
);

/**
 * The guardian's weekly summary (issue 27): its private address (the token is the credential, as an iCal address), the
 * e-mail it goes to when SMTP is configured, whether it is sent, and when it was last sent (the next goes a week later).
 */
export const bseResponsavelResumo = pgTable(
  'bse_responsavel_resumo',
  {
    codResponsavel: integer('cod_responsavel')
      .primaryKey()
      .references(() => bseUsuario.codBseUsuario, { onDelete: 'cascade' }),
    cstToken: varchar('cst_token', { length: 43 }).notNull(),
    dscEmail: varchar('dsc_email', { length: 200 }),
    indEnvio: char('ind_envio', { length: 1 }).notNull().default('S').$type<'S' | 'N'>(),
    datUltimoEnvio: timestamp('dat_ultimo_envio', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bse_responsavel_resumo_token_uq').on(t.cstToken),
    // The weekly send's claim: the guardians still sent, by their last sending.
    index('bse_responsavel_resumo_envio_idx').on(t.indEnvio, t.datUltimoEnvio),
    check('bse_responsavel_resumo_envio_ck', sql`${t.indEnvio} in ('S', 'N')`),
  ],
);
