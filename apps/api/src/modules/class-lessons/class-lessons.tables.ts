import { sql } from 'drizzle-orm';
import { char, check, index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { trlLivro } from '../curriculum/curriculum.tables';
import { bseTurma } from '../organisation/organisation.tables';

/**
 * A path given to a class (1-authoring §3 "Class lesson-book link"; the documents' update key is
 * codTrlAno). Created by the curriculum issue so that "a path given to a class cannot be deleted" is a
 * real foreign key (RESTRICT); the class-lessons feature owns the calls. At most one active link per class.
 */
export const trlLivroTurma = pgTable(
  'trl_livro_turma',
  {
    codTrlLivroTurma: integer('cod_trl_livro_turma').primaryKey().generatedByDefaultAsIdentity(),
    codTrlLivro: integer('cod_trl_livro')
      .notNull()
      .references(() => trlLivro.codTrlLivro, { onDelete: 'restrict' }),
    codBseTurma: integer('cod_bse_turma')
      .notNull()
      .references(() => bseTurma.codBseTurma, { onDelete: 'cascade' }),
    indAtivo: char('ind_ativo', { length: 1 }).notNull().default('N'),
  },
  (t) => [
    uniqueIndex('trl_livro_turma_uq').on(t.codBseTurma, t.codTrlLivro),
    uniqueIndex('trl_livro_turma_ativo_uq')
      .on(t.codBseTurma)
      .where(sql`${t.indAtivo} = 'S'`),
    index('trl_livro_turma_livro_idx').on(t.codTrlLivro),
    check('trl_livro_turma_ativo_ck', sql`${t.indAtivo} in ('S', 'N')`),
  ],
);
