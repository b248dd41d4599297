import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { bseUsuario } from '../organisation/organisation.tables';
import { informacao } from '../users/users.tables';

/** A message of the contact form (`/faleConosco`), read by the Assistente in `/assistencia`. */
export const bseSuporte = pgTable(
  'bse_suporte',
  {
    codBseSuporte: integer('cod_bse_suporte').primaryKey().generatedByDefaultAsIdentity(),
    nomContato: varchar('nom_contato', { length: 100 }).notNull(),
    dscEmail: varchar('dsc_email', { length: 254 }).notNull(),
    codInformacao: integer('cod_informacao')
      .notNull()
      .references(() => informacao.codInformacao, { onDelete: 'restrict' }),
    dscDescricao: varchar('dsc_descricao', { length: 1000 }).notNull(),
    codUsuarioCriacao: integer('cod_usuario_criacao').references(() => bseUsuario.codBseUsuario, { onDelete: 'set null' }),
    datCriacao: timestamp('dat_criacao', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bse_suporte_data_idx').on(t.datCriacao, t.codBseSuporte)],
);
