import type { AdminSystemDto } from '@portal/shared/system/admin';
import { and, count, desc, eq, getTableName, gte, is, like, max, sql } from 'drizzle-orm';
import { PgTable, unionAll } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { drizzleMigrations } from '../../db/migration-times';
import { bseAcesso, sisMigracao } from '../../db/schema';
import { isoTime, nullableIsoTime } from '../../lib/iso-time';

/**
 * The server's version and the database's size are about no table, so no table object can carry
 * them, and Drizzle's builder has no select without a FROM: they are one raw statement, whose row is
 * typed and checked by this zod schema rather than cast to a hand-written type.
 */
const DatabaseFacts = z.object({ rows: z.tuple([z.object({ versao: z.string(), tamanho: z.coerce.number() })]) });

export async function databaseFacts(db: Db): Promise<{ versao: string; tamanhoBytes: number }> {
  const {
    rows: [row],
  } = DatabaseFacts.parse(
    await db.execute(sql`select current_setting('server_version') as versao, pg_database_size(current_database())::text as tamanho`),
  );
  return { versao: row.versao, tamanhoBytes: row.tamanho };
}

/** A round trip to the database and nothing else: the health check's probe, timed by the caller. Like the facts above it is about no table. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/**
 * How many migrations Drizzle's record holds, and when this installation applied the last one: the time
 * the server wrote for it (sis_migracao, db/migration-times.ts), not Drizzle's `created_at`, which is the
 * migration file's date (when the developer generated it).
 */
export async function migrationsApplied(db: Db): Promise<{ aplicadas: number; aplicadaEm: string | null }> {
  const [totals] = await db.select({ aplicadas: count(), ultima: max(drizzleMigrations.createdAt) }).from(drizzleMigrations);
  const ultima = totals?.ultima ?? null;
  const [applied] =
    ultima === null
      ? []
      : await db
          .select({ aplicadaEm: nullableIsoTime(sisMigracao.datAplicacao) })
          .from(sisMigracao)
          .where(eq(sisMigracao.codMigracao, ultima));
  return { aplicadas: totals?.aplicadas ?? 0, aplicadaEm: applied?.aplicadaEm ?? null };
}

/** Every table of the product: the table objects db/schema lists (what drizzle-kit migrates). */
const productTables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

/** Every table of the product with its exact row count, in one statement. */
export async function tableCounts(db: Db): Promise<AdminSystemDto['tabelas']> {
  const counts = productTables.map((table) =>
    db
      .select({ nome: sql<string>`cast(${getTableName(table)} as text)`, linhas: count() })
      .from(table)
      .$dynamic(),
  );
  const [first, second, ...rest] = counts;
  if (!first) return [];
  const rows = second ? await unionAll(first, second, ...rest) : await first;
  return rows.sort((a, b) => (a.nome < b.nome ? -1 : a.nome > b.nome ? 1 : 0));
}

/** The access log of the last 24 hours: successful sign-ins, refused ones, and the attempts that locked a login. */
export async function accessesOfTheDay(db: Db): Promise<AdminSystemDto['acessos24h']> {
  const ofTheDay = gte(bseAcesso.datAcesso, sql`now() - interval '24 hours'`);
  const lockout = like(bseAcesso.txtObservacao, '%Login bloqueado%');
  const [totals] = await db
    .select({
      entradas: sql<number>`cast(count(*) filter (where ${bseAcesso.indSucesso} = 'S') as integer)`,
      falhas: sql<number>`cast(count(*) filter (where ${bseAcesso.indSucesso} = 'N') as integer)`,
      bloqueios: sql<number>`cast(count(*) filter (where ${lockout}) as integer)`,
    })
    .from(bseAcesso)
    .where(ofTheDay);
  const ultimosBloqueios = await db
    .select({ cstLogin: bseAcesso.cstLogin, datAcesso: isoTime(bseAcesso.datAcesso), txtObservacao: bseAcesso.txtObservacao })
    .from(bseAcesso)
    .where(and(ofTheDay, lockout))
    .orderBy(desc(bseAcesso.datAcesso))
    .limit(20);
  return { entradas: totals?.entradas ?? 0, falhas: totals?.falhas ?? 0, bloqueios: totals?.bloqueios ?? 0, ultimosBloqueios };
}
