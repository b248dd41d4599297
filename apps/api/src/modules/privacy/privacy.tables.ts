import { check, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { bseUsuario } from '../organisation/organisation.tables';

/*
 * A person's data rights (issue 29, LGPD art. 18): each export and each erasure of a person's data, who asked for it
 * and when. After an erasure the person's user row holds only a code (`cst_codigo`), so the record names them by it.
 */
export const bsePedidoDados = pgTable(
  'bse_pedido_dados',
  {
    codBsePedidoDados: integer('cod_bse_pedido_dados').primaryKey().generatedByDefaultAsIdentity(),
    codUsuarioAlvo: integer('cod_usuario_alvo')
      .notNull()
      .references(() => bseUsuario.codBseUsuario, { onDelete: 'cascade' }),
    /** 'E': an export; 'A': an erasure (apagamento). */
    indTipo: varchar('ind_tipo', { length: 1 }).notNull().$type<'E' | 'A'>(),
    codUsuarioSolicitante: integer('cod_usuario_solicitante').references(() => bseUsuario.codBseUsuario, { onDelete: 'set null' }),
    datPedido: timestamp('dat_pedido', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bse_pedido_dados_alvo_idx').on(t.codUsuarioAlvo, t.datPedido),
    index('bse_pedido_dados_solicitante_idx').on(t.codUsuarioSolicitante),
    index('bse_pedido_dados_data_idx').on(t.datPedido),
    check('bse_pedido_dados_tipo_ck', sql`${t.indTipo} in ('E', 'A')`),
  ],
);
