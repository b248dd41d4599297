import { sql } from 'drizzle-orm';
import { char, check, index, integer, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { bseUsuario } from '../organisation/organisation.tables';

/** Every sign-in attempt. Nothing derived from the password is kept (DECISIONS.md drops dscHashSenha). */
export const bseAcesso = pgTable(
  'bse_acesso',
  {
    codBseAcesso: integer('cod_bse_acesso').primaryKey().generatedByDefaultAsIdentity(),
    cstLogin: varchar('cst_login', { length: 20 }).notNull(),
    codBseUsuario: integer('cod_bse_usuario').references(() => bseUsuario.codBseUsuario, { onDelete: 'set null' }),
    indSucesso: char('ind_sucesso', { length: 1 }).notNull(),
    nomSo: varchar('nom_so', { length: 60 }),
    txtVersaoSo: varchar('txt_versao_so', { length: 40 }),
    nomNavegador: varchar('nom_navegador', { length: 60 }),
    txtVersaoNavegador: varchar('txt_versao_navegador', { length: 40 }),
    txtObservacao: varchar('txt_observacao', { length: 255 }),
    /** The token issued by a successful attempt, so the web can add its details to this entry. */
    cstSessao: uuid('cst_sessao'),
    datAcesso: timestamp('dat_acesso', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bse_acesso_login_data_idx').on(t.cstLogin, t.datAcesso),
    index('bse_acesso_usuario_data_idx').on(t.codBseUsuario, t.datAcesso),
    index('bse_acesso_sessao_idx').on(t.cstSessao),
    // The Acessos report: a user's successful sign-ins in a range, from the index alone (issue 12).
    index('bse_acesso_sucesso_usuario_idx')
      .on(t.codBseUsuario, t.datAcesso)
      .where(sql`${t.indSucesso} = 'S'`),
    check('bse_acesso_sucesso_ck', sql`${t.indSucesso} in ('S', 'N')`),
  ],
);

/** Tokens ended by logout before they expire; rows past `datExpira` are pruned. */
export const bseTokenRevogado = pgTable('bse_token_revogado', {
  cstSessao: uuid('cst_sessao').primaryKey(),
  datExpira: timestamp('dat_expira', { withTimezone: true }).notNull(),
});

/**
 * Attempts of one key within its window, counted BEFORE the password is checked: `login:<code>`
 * for sign-ins, `senha:<user id>` for password changes. One `INSERT ... ON CONFLICT DO UPDATE
 * ... RETURNING` bumps and reads the count, so concurrent requests (any number of server processes)
 * each get their own number and at most the allowed number of passwords is ever checked. A right
 * password deletes the row; so does an unlock by staff. Rows of windows past are pruned.
 */
export const bseTentativa = pgTable(
  'bse_tentativa',
  {
    txtChave: varchar('txt_chave', { length: 40 }).primaryKey(),
    qtdTentativas: integer('qtd_tentativas').notNull(),
    /** When the current window began (its first attempt). */
    datInicio: timestamp('dat_inicio', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bse_tentativa_inicio_idx').on(t.datInicio)],
);
