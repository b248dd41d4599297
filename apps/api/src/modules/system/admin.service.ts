import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { AdminSystemDto } from '@portal/shared/system/admin';
import type { FastifyInstance } from 'fastify';
import { migrationsFolder } from '../../db/client';
import apiPackage from '../../../package.json' with { type: 'json' };
import { type CepFailure, type CepProvider, lookupCep } from '../organisation';
import { lastBackup } from '../../ops/backup/backup.repository';
import * as repo from './admin.repository';

type Health = AdminSystemDto['saude']['banco'];

/** The API's version: apps/api/package.json, imported so that the production bundle carries it. */
const VERSION = apiPackage.version;

/** The journal's tags in order, read once: the n-th migration applied is the n-th tag. */
let journalTags: string[] | undefined;
function migrationTag(applied: number): string | null {
  journalTags ??= (
    JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as { entries: { tag: string }[] }
  ).entries.map((entry) => entry.tag);
  return journalTags[applied - 1] ?? null;
}

async function timed(check: () => Promise<unknown>): Promise<Health> {
  const started = performance.now();
  try {
    await check();
    return { ok: true, latenciaMs: Math.round((performance.now() - started) * 10) / 10, detalhe: null };
  } catch (error) {
    return { ok: false, latenciaMs: null, detalhe: error instanceof Error ? error.message : String(error) };
  }
}

/** A CEP every ViaCEP-compatible provider knows (Praça da Sé, São Paulo). */
const KNOWN_CEP = '01001000';

/**
 * The postal-code provider asked for a known CEP. A failure's detail is a key of the message catalogue,
 * which the page shows in the user's language (unreachable, too slow, an error, not an address; the known
 * CEP not found: 'Endereço não encontrado!'), never the technical reason ('TypeError: fetch failed').
 */
async function cepHealth(cep: CepProvider): Promise<Health> {
  let failure: CepFailure | null = null;
  const answer = await timed(() => lookupCep(cep, KNOWN_CEP, (_reason, kind) => (failure = kind)));
  return answer.ok ? answer : { ...answer, detalhe: failure ?? 'addressNotFound' };
}

/** `ok: null` when the installation runs without Redis (one process). */
async function redisHealth(app: FastifyInstance): Promise<Health> {
  let configured = true;
  const answer = await timed(async () => {
    configured = (await app.redisPing()) !== null;
  });
  return configured ? answer : { ok: null, latenciaMs: null, detalhe: null };
}

export async function systemPage(app: FastifyInstance, cep: CepProvider, databaseKind: 'pglite' | 'postgres'): Promise<AdminSystemDto> {
  const [facts, migrations, tabelas, acessos24h, processos, banco, cepAnswer, redis, backup] = await Promise.all([
    repo.databaseFacts(app.db),
    repo.migrationsApplied(app.db),
    repo.tableCounts(app.db),
    repo.accessesOfTheDay(app.db),
    app.serverProcesses(),
    timed(() => repo.pingDatabase(app.db)),
    cepHealth(cep),
    redisHealth(app),
    lastBackup(app.db),
  ]);
  return {
    versao: VERSION,
    node: process.version,
    banco: { tipo: databaseKind, versao: facts.versao, tamanhoBytes: facts.tamanhoBytes },
    migracoes: { aplicadas: migrations.aplicadas, ultima: migrationTag(migrations.aplicadas), aplicadaEm: migrations.aplicadaEm },
    tabelas,
    saude: { banco, redis, cep: cepAnswer },
    processos,
    ultimoBackup: backup ? { ...backup, datBackup: backup.datBackup.toISOString() } : null,
    acessos24h,
  };
}
