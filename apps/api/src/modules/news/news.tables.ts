import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { bseUsuario } from '../organisation/organisation.tables';

/**
 * A news post of Aprendizado (3-reports-communication.md §3 "News post"). `txt_busca` holds the
 * searchable form of its category, title, year and creator (unaccented, lower-cased), written by the
 * service with the row, under a trigram index: the list's search forgives accents and small typos.
 */
export const bsePostagem = pgTable(
  'bse_postagem',
  {
    codBsePostagem: integer('cod_bse_postagem').primaryKey().generatedByDefaultAsIdentity(),
    ctgPostagem: varchar('ctg_postagem', { length: 60 }).notNull(),
    dscPostagem: varchar('dsc_postagem', { length: 150 }).notNull(),
    txtPostagem: text('txt_postagem').notNull(),
    codUsuarioCriacao: integer('cod_usuario_criacao').references(() => bseUsuario.codBseUsuario, { onDelete: 'set null' }),
    datCriacao: timestamp('dat_criacao', { withTimezone: true }).notNull().defaultNow(),
    txtBusca: text('txt_busca').notNull(),
  },
  (t) => [
    index('bse_postagem_data_idx').on(t.datCriacao, t.codBsePostagem),
    index('bse_postagem_busca_trgm_idx').using('gin', sql`${t.txtBusca} gin_trgm_ops`),
  ],
);
