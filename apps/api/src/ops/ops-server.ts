// The server's side of the control channel (ops-channel.ts): taken before the database opens, so a
// backup or restore started meanwhile finds the server (and a server never starts while one runs).
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Database } from '../db/client';
import type { LiveCopyReport } from '../db/pglite-copy';
import { recordBackup } from './backup/backup.repository';
import { type OpsAnswer, type OpsChannel, type OpsRequest, describeHolder, holdOpsChannel, opsDir, removeStale } from './ops-channel';

export interface ServerOps {
  /** From now on the channel's requests reach this database. */
  serveDatabase(database: Database): void;
  /** Called after the database closed: until then a backup must not open the data directory itself. */
  close(): Promise<void>;
}

/**
 * Holds the channel of `dataDir` for the server. Refuses (throws, in Portuguese) while a backup or a
 * restore holds it, and, for the embedded database, while another server does (two processes must
 * never open one PGlite data directory). Servers of one installation on PostgreSQL may share a
 * DATA_DIR: the first one answers for all.
 */
export async function openServerOps(dataDir: string, options: { embedded: boolean }): Promise<ServerOps> {
  let database: Database | undefined;
  const answer = (fields: { dataDir?: string; liveCopy?: LiveCopyReport } = {}): OpsAnswer => ({
    ok: true,
    role: 'server',
    pid: process.pid,
    ...fields,
  });
  const refuse = (message: string): OpsAnswer => ({ ok: false, role: 'server', pid: process.pid, message });

  const handler = async (request: OpsRequest): Promise<OpsAnswer> => {
    if (!database) return refuse('O Portal Escolar ainda está iniciando; tente de novo em instantes.');
    if (request.op === 'save-database') {
      if (!database.saveDataDir) {
        return refuse('Este servidor usa PostgreSQL (DATABASE_URL): rode a cópia com o mesmo DATABASE_URL do servidor.');
      }
      const copy = path.join(opsDir(dataDir), `copia-${Date.now()}-${randomBytes(4).toString('hex')}`);
      const liveCopy = await database.saveDataDir(copy);
      return answer({ dataDir: copy, liveCopy });
    }
    if (request.op === 'record-backup') {
      await recordBackup(database.db, { datBackup: new Date(request.at), txtArquivo: request.file, numBytes: request.bytes });
      return answer();
    }
    return answer();
  };

  const held = await holdOpsChannel(dataDir, 'server', handler);
  let channel: OpsChannel | undefined;
  if ('heldBy' in held) {
    const { heldBy } = held;
    if (heldBy.role === 'server' && options.embedded) {
      throw new Error(`O Portal Escolar não foi iniciado: outro servidor (processo ${heldBy.pid}) já usa o banco embutido de ${dataDir}.`);
    }
    if (heldBy.role !== 'server') {
      throw new Error(`O Portal Escolar não foi iniciado: ${describeHolder(heldBy)} com ${dataDir}. Espere terminar e inicie de novo.`);
    }
  } else {
    channel = held.channel;
    // Copies a backup command took and did not remove (it was stopped).
    await removeStale(opsDir(dataDir), 'copia-', 6 * 3600_000);
  }
  return {
    serveDatabase(opened) {
      database = opened;
    },
    async close() {
      database = undefined;
      await channel?.close();
    },
  };
}
