import os from 'node:os';
import { PROFILE } from '@portal/shared/common/profiles';
import {
  type BulkBatchDto,
  BulkBatchDto as BulkBatchSchema,
  type BulkBatchListItem,
  type BulkBody,
  type BulkCommitResult,
  type BulkCreated,
  type BulkListBody,
  type BulkPreviewAnswer,
  loginOf,
} from '@portal/shared/users';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { generatePassword, hashPassword } from '../../lib/passwords';
import { withinScope } from '../../lib/scope';
import type { Viewer } from '../../lib/viewer';
import { allProfiles, insertClassLinks, insertUsers, lockLogins, takenLogins } from './user.repository';
import { deleteBatch, findBatch, findBulkClass, insertBatch, listBatches, purgeExpiredBatches } from './bulk.repository';
import type { BulkVault } from './bulk.vault';
import { allocateSequences } from './user.placement';
import { assignGuardianLogins, checkGuardianRows, linkCreatedGuardians } from './bulk.guardians';
import {
  CLASS_PROFILES,
  type Candidate,
  type ClassPlace,
  addError,
  checkRow,
  countsOf,
  markRepeatedLogins,
  reservedSequences,
  summaryOf,
} from './bulk.rows';

type Body = z.output<typeof BulkBody>;

/**
 * Hashing is the slow part of a bulk import (argon2id, ~15-30 ms of CPU per password). It runs on
 * libuv's thread pool, at most this many at a time, so one core stays free for everyone else.
 */
const HASH_CONCURRENCY = Math.max(1, Math.min(4, os.availableParallelism() - 1));
const INSERT_CHUNK = 1000;

/** The chosen class and the names a printed sheet shows. */
type BulkClass = ClassPlace & { nomEscola: string; nomUnidade: string };

export interface PreparedBulk {
  viewer: Viewer;
  cls: BulkClass;
  rows: Candidate[];
}

/** The chosen class, inside the caller's scope (404 otherwise: another unit's class does not exist for them). */
async function classOf(db: Db, viewer: Viewer, classId: number): Promise<BulkClass> {
  const cls = await findBulkClass(db, classId);
  if (!cls || !withinScope(viewer, cls)) throw notFound();
  return cls;
}

/** Gives each valid row without a login the next free sequence of its prefix (the file's own logins skipped). */
async function assignLogins(db: Tx, rows: Candidate[]): Promise<void> {
  const byPrefix = new Map<string, Candidate[]>();
  for (const row of rows) {
    if (row.result.status !== 'valido' || !row.result.loginGerado || row.codBsePerfil === PROFILE.RESPONSAVEL) continue;
    byPrefix.set(row.prefix, [...(byPrefix.get(row.prefix) ?? []), row]);
  }
  for (const [prefix, group] of byPrefix) {
    const numbers = await allocateSequences(db, prefix, group.length, reservedSequences(rows, prefix));
    group.forEach((row, i) => {
      const n = numbers[i];
      if (n === undefined) {
        addError(row, 'cstLogin', 'userSequenceExhausted');
        row.login = null;
        row.result.cstLogin = '';
      } else {
        row.login = loginOf(prefix, n);
        row.result.cstLogin = row.login;
      }
    });
  }
  await assignGuardianLogins(db, rows);
}

/** Checks every row against the rules, the file itself and the database; writes nothing. */
export async function prepareBulk(db: Db, viewer: Viewer, body: Body): Promise<PreparedBulk> {
  const cls = await classOf(db, viewer, body.codBseTurma);
  const scope = viewer;
  const profiles = new Map((await allProfiles(db)).map((p) => [p.codBsePerfil, p]));
  const rows = body.usuarios.map((raw, i) => checkRow(raw, i + 1, cls, scope, viewer.profile, profiles));
  markRepeatedLogins(rows);
  await checkGuardianRows(db, scope, rows);
  const taken = await takenLogins(db, [...new Set(rows.flatMap((r) => (r.login && r.result.erros.length === 0 ? [r.login] : [])))]);
  for (const row of rows) if (row.login && taken.has(row.login)) addError(row, 'cstLogin', 'userLoginTaken');
  countsOf(rows);
  await assignLogins(db, rows);
  return { viewer, cls, rows };
}

/** POST /api/bse_usuario/validarUsuariosEmMassa/x: the preview. */
export async function previewBulk(db: Db, viewer: Viewer, body: Body): Promise<BulkPreviewAnswer> {
  const { rows } = await prepareBulk(db, viewer, body);
  const contagem = countsOf(rows);
  return { linhas: rows.map((r) => r.result), contagem };
}

async function hashAll(passwords: string[], onProgress: (done: number, total: number) => void, aborted: () => boolean): Promise<string[]> {
  const hashes: string[] = new Array<string>(passwords.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < passwords.length && !aborted()) {
      const i = next;
      next += 1;
      hashes[i] = await hashPassword(passwords[i]!);
      done += 1;
      onProgress(done, passwords.length);
    }
  };
  await Promise.all(Array.from({ length: HASH_CONCURRENCY }, worker));
  return hashes;
}

/**
 * POST /api/bse_usuario/criarUsuariosEmMassa/x: hashes the valid rows' passwords (reporting
 * progress), then, in ONE transaction under the login lock, checks the logins again, gives the
 * generated ones their final sequence, inserts the users and their class links, and keeps the
 * result encrypted for its creator (so a reply lost after the commit does not lose the
 * passwords). A failure leaves nothing written. Returns null when the caller went away before
 * the write.
 */
export async function commitBulk(
  db: Db,
  vault: BulkVault,
  prepared: PreparedBulk,
  onProgress: (done: number, total: number) => void,
  aborted: () => boolean = () => false,
): Promise<BulkCommitResult | null> {
  const { rows, cls, viewer } = prepared;
  const valid = rows.filter((r) => r.result.status === 'valido');
  const passwords = valid.map((r) => r.senha ?? generatePassword());
  onProgress(0, valid.length);
  const hashes = await hashAll(passwords, onProgress, aborted);
  if (aborted()) return null;
  const plain = new Map(valid.map((row, i) => [row, { password: passwords[i]!, hash: hashes[i]! }]));

  const { created, kept } = await db.transaction(async (tx) => {
    await lockLogins(tx);
    const taken = await takenLogins(
      tx,
      valid.flatMap((r) => (r.result.loginGerado || !r.login ? [] : [r.login])),
    );
    for (const row of valid) if (!row.result.loginGerado && row.login && taken.has(row.login)) addError(row, 'cstLogin', 'userLoginTaken');
    countsOf(rows);
    await assignLogins(tx, rows);
    countsOf(rows);
    const toInsert = rows.filter((r) => r.result.status === 'valido');
    const out: BulkCreated[] = [];
    for (let start = 0; start < toInsert.length; start += INSERT_CHUNK) {
      const chunk = toInsert.slice(start, start + INSERT_CHUNK);
      await insertUsers(
        tx,
        chunk.map((row) => ({
          cstLogin: row.login!,
          nomUsuario: row.nomUsuario,
          txtSenha: plain.get(row)!.hash,
          codBsePerfil: row.codBsePerfil,
          codBseEscola: row.codBseEscola,
          codBseUnidade: row.codBseUnidade,
          codUsuarioCriacao: viewer.userId,
        })),
      ).then((ids) =>
        chunk.forEach((row) =>
          out.push({
            linha: row.result.linha,
            codBseUsuario: ids.get(row.login!)!,
            nomUsuario: row.nomUsuario,
            codBsePerfil: row.codBsePerfil,
            txtSenha: plain.get(row)!.password,
            cstLogin: row.login!,
            codBseEscola: row.codBseEscola,
            codBseUnidade: row.codBseUnidade,
          }),
        ),
      );
    }
    await insertClassLinks(
      tx,
      out
        .filter((u) => CLASS_PROFILES.includes(u.codBsePerfil))
        .map((u) => ({ codBseUsuario: u.codBseUsuario, codBseTurma: cls.codBseTurma })),
    );
    await linkCreatedGuardians(tx, viewer, rows, out, viewer.userId);
    if (out.length === 0) return { created: out, kept: null };
    await purgeExpiredBatches(tx);
    const payload: KeptPayload = { nomEscola: cls.nomEscola, nomUnidade: cls.nomUnidade, nomTurma: cls.nomTurma, criados: out };
    const batch = await insertBatch(tx, {
      codUsuarioCriacao: viewer.userId,
      codBseTurma: cls.codBseTurma,
      numCriados: out.length,
      binDados: vault.seal(payload, viewer.userId),
    });
    return { created: out, kept: batch };
  });
  const contagem = countsOf(rows);
  return {
    mensagem: summaryOf(created.length, contagem),
    contagem,
    criados: created,
    linhas: rows.map((r) => r.result),
    codBseUsuarioLote: kept?.codBseUsuarioLote ?? null,
    datExpira: kept ? kept.datExpira.toISOString() : null,
  };
}

/**
 * The documents' `criarUsuariosEmMassa/x` (2-access §7: "body is an array of users. The text answer is read"; issue
 * 25): the rows of the chosen class checked and created as the screen's call does them (one transaction, the result
 * kept for its creator with the generated passwords), answered by §8's text alone: 'N usuários cadastrados com
 * sucesso.' and the rows left out ('incorretos', 'conflitantes', 'não pode criar'), or 'Nenhum usuário cadastrado.'.
 * Null when the caller went away before the write (nothing written).
 */
export async function commitBulkText(
  db: Db,
  vault: BulkVault,
  viewer: Viewer,
  rows: BulkListBody,
  aborted: () => boolean,
): Promise<string | null> {
  const usuarios = rows.map(({ codBseTurma: _class, ...row }) => row);
  const prepared = await prepareBulk(db, viewer, { codBseTurma: rows[0]!.codBseTurma, usuarios });
  const result = await commitBulk(db, vault, prepared, () => undefined, aborted);
  return result?.mensagem ?? null;
}

// ---------------------------------------------------------------- kept results

/** What is encrypted: the created users with their first passwords, and where they live. */
const KeptPayload = BulkBatchSchema.pick({ nomEscola: true, nomUnidade: true, nomTurma: true, criados: true });
type KeptPayload = Pick<BulkBatchDto, 'nomEscola' | 'nomUnidade' | 'nomTurma' | 'criados'>;

/** GET /api/bse_usuario/lotesEmMassa: the caller's own results of the last 24 hours, newest first. */
export async function listKeptBatches(db: Db, viewer: Viewer): Promise<BulkBatchListItem[]> {
  const rows = await listBatches(db, viewer.userId);
  return rows.map((r) => ({ ...r, datCriacao: r.datCriacao.toISOString(), datExpira: r.datExpira.toISOString() }));
}

/** GET /api/bse_usuario/lotesEmMassa/{id}: one of the caller's own results, decrypted; anyone else's, or an expired one, is 404. */
export async function getKeptBatch(db: Db, vault: BulkVault, viewer: Viewer, batchId: number): Promise<BulkBatchDto> {
  const row = await findBatch(db, viewer.userId, batchId);
  if (!row) throw notFound();
  const payload = KeptPayload.safeParse(vault.open(row.binDados, viewer.userId));
  // Bytes that do not open (another key: BULK_RESULTS_KEY changed) are as good as gone.
  if (!payload.success) throw notFound();
  return {
    codBseUsuarioLote: row.codBseUsuarioLote,
    datCriacao: row.datCriacao.toISOString(),
    datExpira: row.datExpira.toISOString(),
    ...payload.data,
  };
}

/** DELETE /api/bse_usuario/lotesEmMassa/{id}: the creator discards a result before it expires (sheets printed). */
export async function deleteKeptBatch(db: Db, viewer: Viewer, batchId: number): Promise<void> {
  if (!(await deleteBatch(db, viewer.userId, batchId))) throw notFound();
}

/** Deletes every kept result past its expiry (on a timer, and before each new one is kept). */
export function purgeExpiredResults(db: Db): Promise<number> {
  return purgeExpiredBatches(db);
}
