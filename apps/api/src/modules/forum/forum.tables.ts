import { sql } from 'drizzle-orm';
import { char, check, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { bseUsuario } from '../organisation/organisation.tables';

/** A forum room (3-reports-communication.md §3 "Forum room"): 1-4 Português, Matemática, Artes, Geral from the start. */
export const frmSala = pgTable('frm_sala', {
  codFrmSala: integer('cod_frm_sala').primaryKey().generatedByDefaultAsIdentity(),
  nomSala: varchar('nom_sala', { length: 60 }).notNull(),
  codUsuarioCriacao: integer('cod_usuario_criacao').references(() => bseUsuario.codBseUsuario, { onDelete: 'set null' }),
});

/** A topic (§3 "Forum topic"): seen by its author's school, a Master's by everyone (DECISIONS.md). */
export const frmTopico = pgTable(
  'frm_topico',
  {
    codFrmTopico: integer('cod_frm_topico').primaryKey().generatedByDefaultAsIdentity(),
    codFrmSala: integer('cod_frm_sala')
      .notNull()
      .references(() => frmSala.codFrmSala, { onDelete: 'restrict' }),
    txtTopico: varchar('txt_topico', { length: 100 }).notNull(),
    dscTopico: varchar('dsc_topico', { length: 240 }).notNull(),
    indFechado: char('ind_fechado', { length: 1 }).$type<'S' | 'N'>().notNull().default('N'),
    codUsuarioCriacao: integer('cod_usuario_criacao')
      .notNull()
      .references(() => bseUsuario.codBseUsuario, { onDelete: 'cascade' }),
    datCriacao: timestamp('dat_criacao', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('frm_topico_sala_idx').on(t.codFrmSala, t.datCriacao),
    index('frm_topico_autor_idx').on(t.codUsuarioCriacao),
    check('frm_topico_fechado_ck', sql`${t.indFechado} in ('S', 'N')`),
  ],
);

/** A post of a topic (§3 "Forum post"), at most 255 characters. */
export const frmPostagem = pgTable(
  'frm_postagem',
  {
    codFrmPostagem: integer('cod_frm_postagem').primaryKey().generatedByDefaultAsIdentity(),
    codFrmTopico: integer('cod_frm_topico')
      .notNull()
      .references(() => frmTopico.codFrmTopico, { onDelete: 'cascade' }),
    txtPostagem: varchar('txt_postagem', { length: 255 }).notNull(),
    codUsuarioCriacao: integer('cod_usuario_criacao')
      .notNull()
      .references(() => bseUsuario.codBseUsuario, { onDelete: 'cascade' }),
    datCriacao: timestamp('dat_criacao', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('frm_postagem_topico_idx').on(t.codFrmTopico, t.datCriacao), index('frm_postagem_autor_idx').on(t.codUsuarioCriacao)],
);
