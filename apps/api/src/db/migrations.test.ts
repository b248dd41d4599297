import { readFileSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { pgErrorOf } from '../lib/db-errors';
import { emptyDatabase } from '../test/build-app';
import { type Database, applyMigrations, migrationsFolder } from './client';

/*
 * The migrations of issue 8 on a database that already lived: the earlier migrations are applied,
 * rows that the new rules refuse are written (as an older version or a hand edit could have left
 * them), then the new migrations run and must repair those rows before they add the rules.
 * PGlite in memory (from the run's dump of a database with nothing applied: template.ts), or a new database on the
 * PostgreSQL of TEST_DATABASE_URL.
 */

interface Journal {
  entries: { idx: number; tag: string }[];
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** The migrations folder as it was before the first migration whose tag ends with one of `suffixes`. */
async function folderBefore(suffixes: string[]): Promise<string> {
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as Journal;
  const first = journal.entries.findIndex((entry) => suffixes.some((suffix) => entry.tag.endsWith(suffix)));
  if (first < 1) throw new Error(`no migration before ${suffixes.join(', ')}`);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-migrations-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  await cp(migrationsFolder, dir, { recursive: true });
  await writeFile(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, first) }));
  return dir;
}

async function databaseAt(folder: string): Promise<Database> {
  const { database, drop } = await emptyDatabase(folder);
  cleanups.push(drop, () => database.close());
  return database;
}

async function rows<T>(database: Database, query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as { rows: T[] }).rows;
}

/** The SQLSTATE a statement fails with (undefined when it succeeds). */
async function failure(database: Database, query: SQL): Promise<string | undefined> {
  try {
    await database.db.execute(query);
    return undefined;
  } catch (error) {
    return pgErrorOf(error)?.code ?? String(error);
  }
}

const CREATED_BY_TABLES = [
  'bse_escola',
  'bse_unidade',
  'bse_turma',
  'bse_usuario',
  'bse_atividade',
  'trl_livro',
  'trl_capitulo',
  'trl_aula',
  'trl_conteudo',
] as const;

/** What an older database may hold: creators that are gone, S/N columns with other letters, two current classes. */
async function writeOldRows(database: Database): Promise<void> {
  const gone = 999;
  const statements: SQL[] = [
    sql`insert into bse_perfil (cod_bse_perfil, nom_perfil, cod_perfil_criacao, ind_acesso_portal)
        values (1, 'Master', 1, 'S'), (5, 'Professor', 4, 's'), (6, 'Aluno', 4, 'x')`,
    sql`insert into bse_endereco (cod_bse_endereco, dsc_cep, dsc_rua, dsc_bairro, dsc_cidade, dsc_estado)
        values (1, '01001000', 'Praça da Sé', 'Sé', 'São Paulo', 'SP'), (2, '01001000', 'Rua B', 'Centro', 'São Paulo', 'SP')`,
    sql`insert into bse_escola (cod_bse_escola, nom_escola, cst_txt_prefixo_login, cst_codigo, cod_bse_endereco, cod_usuario_criacao)
        values (1, 'Rede', 'RE', 'ABCDEF', 1, ${gone})`,
    sql`insert into bse_unidade (cod_bse_unidade, nom_unidade, cst_txt_prefixo_login, cod_bse_escola, cod_bse_endereco, cod_usuario_criacao)
        values (1, 'Unidade Um', 'MT', 1, 2, ${gone})`,
    sql`insert into bse_turma (cod_bse_turma, nom_turma, cod_bse_unidade, cod_usuario_criacao)
        values (1, 'Turma B', 1, ${gone}), (2, 'Turma A', 1, null), (3, 'Turma C', 1, 1)`,
    sql`insert into bse_usuario (cod_bse_usuario, cst_login, nom_usuario, txt_senha, cod_bse_perfil, cod_bse_escola, cod_bse_unidade, cod_usuario_criacao)
        values (1, 'REMT-0001', 'Administrador', 'x', 1, 1, null, null),
               (2, 'REMT-0002', 'Heloísa Araújo', 'x', 5, 1, 1, ${gone}),
               (3, 'REMT-0003', 'João Conceição', 'x', 6, 1, 1, 1)`,
    // The Professor has two current classes; the student's flag is a lower-case 's'.
    sql`insert into bse_usuario_turma (cod_bse_usuario_turma, cod_bse_usuario, cod_bse_turma, ind_atual)
        values (1, 2, 1, 'S'), (2, 2, 2, 'S'), (3, 2, 3, 'N'), (4, 3, 1, 's')`,
    sql`insert into bse_acesso (cst_login, cod_bse_usuario, ind_sucesso) values ('REMT-0002', 2, 's'), ('REMT-0002', 2, 'x'), ('REMT-0003', 3, 'N')`,
    sql`insert into trl_tipo_conteudo (cod_trl_tipo_conteudo, nom_tipo) values (1, 'Texto')`,
    sql`insert into trl_livro (cod_trl_livro, dsc_titulo, cod_bse_turma, num_sequencia, cod_usuario_criacao) values (1, 'Trilha', 1, 1, ${gone})`,
    sql`insert into trl_capitulo (cod_trl_capitulo, dsc_titulo, cod_trl_livro, num_sequencia, cod_usuario_criacao) values (1, 'Capítulo', 1, 1, ${gone})`,
    sql`insert into trl_aula (cod_trl_aula, cod_trl_capitulo, num_sequencia, dsc_titulo, cod_usuario_criacao) values (1, 1, 1, 'Aula', ${gone})`,
    sql`insert into trl_conteudo (cod_trl_conteudo, cod_trl_aula, cod_trl_tipo_conteudo, num_sequencia, dsc_texto, cod_usuario_criacao)
        values (1, 1, 1, 1, 'Texto', ${gone})`,
    sql`insert into bse_atividade (cod_bse_atividade, nom_atividade, cod_trl_capitulo, cod_usuario_criacao) values (1, 'Prova', 1, ${gone})`,
    // The placeholder subjects an earlier start seeded.
    sql`insert into informacao (cod_informacao, nom_informacao)
        values (1, 'Dúvida'), (2, 'Problema de acesso'), (3, 'Erro no sistema'), (4, 'Sugestão'), (5, 'Elogio'), (6, 'Outros')`,
  ];
  for (const statement of statements) await database.db.execute(statement);
}

/**
 * What the tests of activity submissions stand on: school, unit and class `id`, students `id + 1` to
 * `id + students`, a path, a chapter and activity `id`, and its discursive questions `id + 1` onwards.
 */
async function activityRows(database: Database, id: number, students: number, questions: number): Promise<void> {
  const statements: SQL[] = [
    sql`insert into bse_perfil (cod_bse_perfil, nom_perfil, cod_perfil_criacao, ind_acesso_portal) values (6, 'Aluno', 4, 'S')`,
    sql`insert into bse_escola (cod_bse_escola, nom_escola, cst_txt_prefixo_login, cst_codigo) values (${id}, 'E', 'EE', 'EEEEEE')`,
    sql`insert into bse_unidade (cod_bse_unidade, nom_unidade, cst_txt_prefixo_login, cod_bse_escola) values (${id}, 'U', 'UU', ${id})`,
    sql`insert into bse_turma (cod_bse_turma, nom_turma, cod_bse_unidade) values (${id}, 'T', ${id})`,
    sql`insert into bse_usuario (cod_bse_usuario, cst_login, nom_usuario, txt_senha, cod_bse_perfil, cod_bse_escola, cod_bse_unidade)
      select u, 'EEUU-' || lpad(u::text, 4, '0'), 'Aluno ' || u, 'x', 6, ${id}, ${id} from generate_series(${id + 1}::integer, ${id + students}::integer) u`,
    sql`insert into trl_livro (cod_trl_livro, dsc_titulo, cod_bse_turma, num_sequencia) values (${id}, 'L', ${id}, 1)`,
    sql`insert into trl_capitulo (cod_trl_capitulo, dsc_titulo, cod_trl_livro, num_sequencia) values (${id}, 'C', ${id}, 1)`,
    sql`insert into bse_atividade (cod_bse_atividade, nom_atividade, cod_trl_capitulo) values (${id}, 'A', ${id})`,
    sql`insert into bse_questao (cod_bse_questao, cod_bse_atividade, titulo, enu_enunciado, tipo_questao, res_resposta_esperada)
      select q, ${id}, 'Q' || q, '?', 'DISCURSIVA', 'R' from generate_series(${id + 1}::integer, ${id + questions}::integer) q`,
  ];
  for (const statement of statements) await database.db.execute(statement);
}

describe('migrations on an existing database', () => {
  it('repair what the new rules refuse, then enforce them', async () => {
    const database = await databaseAt(await folderBefore(['_search_unaccent', '_db_guards', '_contact_subjects']));
    await writeOldRows(database);

    await applyMigrations(database);

    // Creators that are gone became unknown; a creator that exists stays.
    for (const table of CREATED_BY_TABLES) {
      const left = await rows<{ n: number }>(
        database,
        sql`select count(*)::int as n from ${sql.identifier(table)} where cod_usuario_criacao = 999`,
      );
      expect(left[0]!.n, table).toBe(0);
    }
    expect(await rows(database, sql`select cod_usuario_criacao as c from bse_usuario where cod_bse_usuario = 3`)).toEqual([{ c: 1 }]);
    expect(await rows(database, sql`select cod_usuario_criacao as c from bse_turma where cod_bse_turma = 3`)).toEqual([{ c: 1 }]);

    // S/N columns: 's' read as 'S', anything else 'N'.
    expect(await rows(database, sql`select ind_acesso_portal as v from bse_perfil order by cod_bse_perfil`)).toEqual([
      { v: 'S' },
      { v: 'S' },
      { v: 'N' },
    ]);
    expect(await rows(database, sql`select ind_sucesso as v from bse_acesso order by cod_bse_acesso`)).toEqual([
      { v: 'S' },
      { v: 'N' },
      { v: 'N' },
    ]);

    // One current class each: the Professor keeps the one the screens showed (first by name: Turma A).
    expect(
      await rows(
        database,
        sql`select ut.cod_bse_usuario as u, t.nom_turma as turma from bse_usuario_turma ut join bse_turma t using (cod_bse_turma)
            where ut.ind_atual = 'S' order by ut.cod_bse_usuario`,
      ),
    ).toEqual([
      { u: 2, turma: 'Turma A' },
      { u: 3, turma: 'Turma B' },
    ]);

    // The existing users' search column is unaccented.
    expect(
      await rows(database, sql`select txt_busca as v from bse_usuario where cod_bse_usuario in (2, 3) order by cod_bse_usuario`),
    ).toEqual([{ v: 'heloisa araujo remt-0002' }, { v: 'joao conceicao remt-0003' }]);

    // The contact subjects are the eight of DECISIONS.md.
    expect(await rows(database, sql`select cod_informacao as c, nom_informacao as n from informacao order by 1`)).toEqual(
      ['Ajuda', 'Escola', 'Críticas e Elogios', 'Calendário', 'Dúvidas', 'Problema técnico', 'Trilha', 'Outro'].map((n, i) => ({
        c: i + 1,
        n,
      })),
    );

    // From now on the database refuses such rows itself.
    expect(await failure(database, sql`update bse_escola set cod_usuario_criacao = 999 where cod_bse_escola = 1`)).toBe('23503');
    expect(await failure(database, sql`update trl_conteudo set cod_usuario_criacao = 999`)).toBe('23503');
    expect(await failure(database, sql`insert into bse_acesso (cst_login, ind_sucesso) values ('X', 'x')`)).toBe('23514');
    expect(await failure(database, sql`update bse_perfil set ind_acesso_portal = 'n' where cod_bse_perfil = 1`)).toBe('23514');
    expect(await failure(database, sql`update bse_usuario_turma set ind_atual = 'X' where cod_bse_usuario_turma = 3`)).toBe('23514');
    expect(await failure(database, sql`update bse_usuario_turma set ind_atual = 'S' where cod_bse_usuario_turma = 3`)).toBe('23505');
    // An address a school or a unit names cannot be deleted.
    expect(await failure(database, sql`delete from bse_endereco where cod_bse_endereco = 1`)).toMatch(/^23(503|001)$/);
    expect(await failure(database, sql`delete from bse_endereco where cod_bse_endereco = 2`)).toMatch(/^23(503|001)$/);

    // Deleting a creator keeps what they created, without a creator.
    await database.db.execute(sql`update bse_turma set cod_usuario_criacao = 2 where cod_bse_turma = 3`);
    await database.db.execute(sql`update bse_usuario set cod_usuario_criacao = 2 where cod_bse_usuario = 3`);
    await database.db.execute(sql`delete from bse_usuario where cod_bse_usuario = 2`);
    expect(await rows(database, sql`select cod_usuario_criacao as c from bse_turma where cod_bse_turma = 3`)).toEqual([{ c: null }]);
    expect(await rows(database, sql`select cod_usuario_criacao as c from bse_usuario where cod_bse_usuario = 3`)).toEqual([{ c: null }]);
  });

  it('keep each activity submission and its grade (0017) from the answers stored before, then on every write', async () => {
    const database = await databaseAt(await folderBefore(['_activity_submissions']));
    const write = (query: SQL) => database.db.execute(query);
    // Students 51-53, questions 51 and 52 of activity 50.
    await activityRows(database, 50, 3, 2);
    const answer = (user: number, day: string) =>
      write(sql`insert into bse_questao_resposta (cod_bse_questao, cod_bse_atividade, cod_bse_turma, cod_bse_usuario, res_resposta, dat_resposta)
        select q, 50, 50, ${user}, 'r', ${day}::timestamptz from unnest(array[51, 52]) q`);
    await answer(51, '2026-03-03T12:00:00Z');
    await answer(52, '2026-03-04T12:00:00Z');
    await write(
      sql`insert into bse_nota (cod_bse_atividade, cod_bse_questao, cod_bse_usuario, valor) values (50, 51, 51, 10), (50, 52, 51, 7.5), (50, 51, 52, 6)`,
    );

    await applyMigrations(database);
    const kept = () =>
      rows(
        database,
        sql`select cod_bse_usuario as u, cod_bse_turma as t, dat_entrega::text as d, soma_nota::float8 as soma, qtd_notas as n
          from bse_atividade_entrega where cod_bse_atividade = 50 order by 1`,
      );
    expect(await kept()).toEqual([
      { u: 51, t: 50, d: '2026-03-03 12:00:00+00', soma: 17.5, n: 2 },
      { u: 52, t: 50, d: '2026-03-04 12:00:00+00', soma: 6, n: 1 },
    ]);

    // From now on the database keeps it: a new submission, a grade given, changed and removed.
    await answer(53, '2026-03-05T12:00:00Z');
    await write(sql`insert into bse_nota (cod_bse_atividade, cod_bse_questao, cod_bse_usuario, valor) values (50, 52, 52, 3)`);
    await write(sql`update bse_nota set valor = 9 where cod_bse_usuario = 51 and cod_bse_questao = 52`);
    await write(sql`delete from bse_nota where cod_bse_usuario = 52 and cod_bse_questao = 51`);
    expect(await kept()).toEqual([
      { u: 51, t: 50, d: '2026-03-03 12:00:00+00', soma: 19, n: 2 },
      { u: 52, t: 50, d: '2026-03-04 12:00:00+00', soma: 3, n: 1 },
      { u: 53, t: 50, d: '2026-03-05 12:00:00+00', soma: null, n: 0 },
    ]);
  });

  it('mark a submission late after its class’s due day, on both sides of midnight in America/Sao_Paulo (0025)', async () => {
    const database = await databaseAt(await folderBefore(['_due_dates_automatic_grades']));
    const write = (query: SQL) => database.db.execute(query);
    // Students 61-65, question 61 of activity 60, given to class 60 and to class 61 (without a due day).
    await activityRows(database, 60, 5, 1);
    await write(sql`insert into bse_turma (cod_bse_turma, nom_turma, cod_bse_unidade) values (61, 'Sem prazo', 60)`);
    await write(sql`insert into bse_atividade_turma (cod_bse_atividade, cod_bse_turma, ind_ativo) values (60, 60, 'S'), (60, 61, 'S')`);
    const answer = (user: number, at: string, classId = 60) =>
      write(sql`insert into bse_questao_resposta (cod_bse_questao, cod_bse_atividade, cod_bse_turma, cod_bse_usuario, res_resposta, dat_resposta)
        values (61, 60, ${classId}, ${user}, 'r', ${at}::timestamptz)`);
    await answer(61, '2026-03-20T12:00:00Z');

    await applyMigrations(database);
    const late = () =>
      rows(
        database,
        sql`select cod_bse_usuario as u, ind_atrasada as late from bse_atividade_entrega where cod_bse_atividade = 60 order by 1`,
      );
    // Sent before the rule existed: on time.
    expect(await late()).toEqual([{ u: 61, late: 'N' }]);

    // Due on 10 March: in São Paulo (UTC-3) that day ends at 03:00 UTC on the 11th.
    await write(sql`update bse_atividade_turma set dat_entrega = '2026-03-10' where cod_bse_turma = 60`);
    await answer(62, '2026-03-10T23:59:59.999-03:00');
    await answer(63, '2026-03-11T00:00:00-03:00');
    await answer(64, '2026-03-11T02:30:00Z');
    // Another class has the activity without a due day: never late.
    await answer(65, '2030-01-01T12:00:00Z', 61);
    expect(await late()).toEqual([
      { u: 61, late: 'N' },
      { u: 62, late: 'N' },
      { u: 63, late: 'S' },
      { u: 64, late: 'N' },
      { u: 65, late: 'N' },
    ]);
    // Stored when sent: a due day moved later does not change it.
    await write(sql`update bse_atividade_turma set dat_entrega = '2026-03-31' where cod_bse_turma = 60`);
    expect((await late()).find((r) => (r as { u: number }).u === 63)).toEqual({ u: 63, late: 'S' });
    expect(await failure(database, sql`update bse_atividade_entrega set ind_atrasada = 'x'`)).toBe('23514');
  });

  it('leave a new database with the eight subjects and the search function', async () => {
    const started = Date.now();
    const database = await databaseAt(migrationsFolder);
    const opened = Date.now();
    expect(await rows(database, sql`select count(*)::int as n from informacao`)).toEqual([{ n: 8 }]);
    expect(await rows(database, sql`select lower(f_unaccent('ÁÉÍÓÚ Çç Ãõ')) as v`)).toEqual([{ v: 'aeiou cc ao' }]);
    // Every migration with the time this database applied it (all in the one run), none with its file's date.
    const times = await applicationTimes(database);
    expect(times.length).toBe(journalEntries().length);
    for (const { when, at } of times) expect(at === null ? null : within(at, started, opened), String(when)).toBe(true);
  });

  it('write when this installation applied each migration (0026): unknown before the record existed, then the time it ran', async () => {
    const database = await databaseAt(await folderBefore(['_migration_times']));
    expect(await rows(database, sql`select to_regclass('public.sis_migracao') as t`)).toEqual([{ t: null }]);
    const first = journalEntries().find((entry) => entry.tag.endsWith('_migration_times'))!;
    const started = Date.now();
    await applyMigrations(database);
    const applied = Date.now();

    const times = await applicationTimes(database);
    expect(times.map((row) => row.when)).toEqual(journalEntries().map((entry) => entry.when));
    for (const { when, at } of times) {
      if (when < first.when) expect(at, `${when}: applied by an earlier run`).toBeNull();
      else expect(at !== null && within(at, started, applied), `${when}: applied now`).toBe(true);
    }
    // Opened again (the next start): nothing new, nothing rewritten.
    await applyMigrations(database);
    expect(await applicationTimes(database)).toEqual(times);
  });
});

function journalEntries(): { tag: string; when: number }[] {
  return (
    JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string; when: number }[] }
  ).entries;
}

/** sis_migracao, in the journal's order: each migration's file date (its key) and when this database applied it. */
async function applicationTimes(database: Database): Promise<{ when: number; at: number | null }[]> {
  const found = await rows<{ when: string; at: string | null }>(
    database,
    sql`select cod_migracao::text as when, (extract(epoch from dat_aplicacao) * 1000)::text as at from sis_migracao order by cod_migracao`,
  );
  return found.map((row) => ({ when: Number(row.when), at: row.at === null ? null : Number(row.at) }));
}

/** A time the database wrote between two times of the test (a second's leeway for the two clocks' rounding). */
function within(at: number, from: number, to: number): boolean {
  return at >= from - 1000 && at <= to + 1000;
}
