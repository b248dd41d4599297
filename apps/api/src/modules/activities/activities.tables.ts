import { type AnyPgColumn, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { trlCapitulo } from '../curriculum/curriculum.tables';
import { bseUsuario } from '../users/users.tables';

/**
 * An activity belongs to a chapter of a path (DECISIONS.md "Activities and grades"). Created minimal by
 * the curriculum issue so that "a chapter with activities cannot be deleted" is a real foreign key
 * (RESTRICT); the activities feature adds its columns and tables.
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
