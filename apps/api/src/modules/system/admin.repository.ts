import type { AdminSystemDto } from '@portal/shared/system/admin';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../lib/sql';

const iso = (column: ReturnType<typeof sql>) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export async function databaseFacts(db: Db): Promise<{ versao: string; tamanhoBytes: number }> {
  const [row] = await rowsOf<{ versao: string; tamanho: string }>(
    db,
    sql`select current_setting('server_version') as versao, pg_database_size(current_database())::text as tamanho`,
  );
  return { versao: row!.versao, tamanhoBytes: Number(row!.tamanho) };
}

/** Drizzle's own record of the migrations applied (drizzle.__drizzle_migrations). */
export async function migrationsApplied(db: Db): Promise<{ aplicadas: number; aplicadaEm: string | null }> {
  const [row] = await rowsOf<{ aplicadas: number; em: string | null }>(
    db,
    sql`select count(*)::integer as aplicadas, ${iso(sql`to_timestamp(max(created_at) / 1000.0)`)} as em from drizzle.__drizzle_migrations`,
  );
  return { aplicadas: row!.aplicadas, aplicadaEm: row!.em };
}

/** Every table of the product with its exact row count, in one statement. */
export async function tableCounts(db: Db): Promise<AdminSystemDto['tabelas']> {
  const tables = await rowsOf<{ nome: string }>(
    db,
    sql`select c.relname as nome from pg_class c where c.relkind in ('r', 'p') and c.relnamespace = 'public'::regnamespace order by c.relname`,
  );
  if (tables.length === 0) return [];
  const counts = sql.join(
    tables.map(({ nome }) => sql`select ${nome} as nome, count(*)::integer as linhas from ${sql.identifier(nome)}`),
    sql` union all `,
  );
  return rowsOf<{ nome: string; linhas: number }>(db, sql`${counts} order by nome`);
}

/** The access log of the last 24 hours: successful sign-ins, refused ones, and the attempts that locked a login. */
export async function accessesOfTheDay(db: Db): Promise<AdminSystemDto['acessos24h']> {
  const since = sql`now() - interval '24 hours'`;
  const lockout = sql`(a.txt_observacao like '%Login bloqueado%')`;
  const [totals] = await rowsOf<{ entradas: number; falhas: number; bloqueios: number }>(
    db,
    sql`select count(*) filter (where a.ind_sucesso = 'S')::integer as entradas,
        count(*) filter (where a.ind_sucesso = 'N')::integer as falhas,
        count(*) filter (where ${lockout})::integer as bloqueios
      from bse_acesso a where a.dat_acesso >= ${since}`,
  );
  const ultimosBloqueios = await rowsOf<AdminSystemDto['acessos24h']['ultimosBloqueios'][number]>(
    db,
    sql`select a.cst_login as "cstLogin", ${iso(sql`a.dat_acesso`)} as "datAcesso", a.txt_observacao as "txtObservacao"
      from bse_acesso a where a.dat_acesso >= ${since} and ${lockout} order by a.dat_acesso desc limit 20`,
  );
  return { ...totals!, ultimosBloqueios };
}
