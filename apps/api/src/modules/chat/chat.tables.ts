import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { bseTurma, bseUnidade } from '../organisation/organisation.tables';
import { bseUsuario } from '../organisation/organisation.tables';

/**
 * A chat room (DECISIONS.md): one per class and one staff room per unit, made by the database with the
 * class or the unit (triggers of migration 0022) and gone with it.
 */
export const chtSala = pgTable(
  'cht_sala',
  {
    codChtSala: integer('cod_cht_sala').primaryKey().generatedByDefaultAsIdentity(),
    codBseTurma: integer('cod_bse_turma')
      .unique('cht_sala_turma_uq')
      .references(() => bseTurma.codBseTurma, { onDelete: 'cascade' }),
    codBseUnidade: integer('cod_bse_unidade')
      .unique('cht_sala_unidade_uq')
      .references(() => bseUnidade.codBseUnidade, { onDelete: 'cascade' }),
  },
  (t) => [check('cht_sala_um_dono_ck', sql`num_nonnulls(${t.codBseTurma}, ${t.codBseUnidade}) = 1`)],
);

/** A message of a room, at most 250 characters, its emoticons already turned into emoji. */
export const chtMensagem = pgTable(
  'cht_mensagem',
  {
    codChtMensagem: integer('cod_cht_mensagem').primaryKey().generatedByDefaultAsIdentity(),
    codChtSala: integer('cod_cht_sala')
      .notNull()
      .references(() => chtSala.codChtSala, { onDelete: 'cascade' }),
    txtMensagem: varchar('txt_mensagem', { length: 250 }).notNull(),
    codUsuarioCriacao: integer('cod_usuario_criacao')
      .notNull()
      .references(() => bseUsuario.codBseUsuario, { onDelete: 'cascade' }),
    datCriacao: timestamp('dat_criacao', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cht_mensagem_sala_idx').on(t.codChtSala, t.codChtMensagem)],
);

/** How far each member has read each room: the unread count is kept on the server, right on every device. */
export const chtLeitura = pgTable(
  'cht_leitura',
  {
    codChtSala: integer('cod_cht_sala')
      .notNull()
      .references(() => chtSala.codChtSala, { onDelete: 'cascade' }),
    codBseUsuario: integer('cod_bse_usuario')
      .notNull()
      .references(() => bseUsuario.codBseUsuario, { onDelete: 'cascade' }),
    codUltimaMensagem: integer('cod_ultima_mensagem').notNull(),
  },
  (t) => [primaryKey({ name: 'cht_leitura_pk', columns: [t.codChtSala, t.codBseUsuario] })],
);
