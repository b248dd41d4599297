// The embedded database's thread: PGlite (PostgreSQL in WASM) served over the PostgreSQL wire
// protocol on a private endpoint, so the API's thread only talks to it through `pg`, as to a real
// server, and a slow query never blocks the API. Started by pglite-host.ts; run from source by
// Node's type stripping (or tsx's loader), and as dist/pglite-worker.js in the bundle.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { type LiveCopyReport, copyLiveDataDir } from './pglite-copy.ts';
import { WireMultiplexer } from './pglite-wire.ts';

export interface PgliteWorkerData {
  /** The data directory on disk; in memory when absent. */
  dataDir?: string;
  /** In memory only: a dump of a data directory (PGlite's `dumpDataDir`, a tar file) to start from. */
  dumpFile?: string;
  /** A unix socket path to listen on; 127.0.0.1 on a free port when absent (Windows). */
  socketPath?: string;
  /** PGlite's PostgreSQL, compiled once by the host's process (pglite-host.ts). */
  postgresModule?: WebAssembly.Module;
}

export type PgliteWorkerRequest = { id: number; type: 'close' } | { id: number; type: 'save'; dataDir: string };

export type PgliteWorkerMessage =
  | { type: 'ready'; socketPath?: string; port?: number }
  | { type: 'done'; id: number; liveCopy?: LiveCopyReport }
  | { type: 'failed'; id?: number; message: string };

const port = parentPort!;
const options = workerData as PgliteWorkerData;
const post = (message: PgliteWorkerMessage) => port.postMessage(message);

try {
  // The contrib extensions the migrations create: trigram indexes and accent-free search.
  const extensions = { pg_trgm, unaccent };
  const compiled = { pgliteWasmModule: options.postgresModule };
  const loadDataDir = options.dumpFile ? new Blob([await readFile(options.dumpFile)]) : undefined;
  const db = options.dataDir
    ? new PGlite(options.dataDir, { extensions, ...compiled })
    : new PGlite({ extensions, ...compiled, ...(loadDataDir && { loadDataDir }) });
  await db.waitReady;
  const multiplexer = new WireMultiplexer(db, await WireMultiplexer.startup(db));
  const server = createServer((socket) => multiplexer.attach(socket));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    if (options.socketPath) server.listen(options.socketPath, resolve);
    else server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  post({ type: 'ready', socketPath: options.socketPath, port: typeof address === 'object' && address ? address.port : undefined });

  port.on('message', (request: PgliteWorkerRequest) => {
    const answer = async (): Promise<LiveCopyReport | undefined> => {
      if (request.type === 'save') {
        // A copy of the whole database in another data directory (a backup, the tests' template).
        if (options.dataDir) {
          // Copied while statements run; they wait only for a last short pass (pglite-copy.ts).
          return copyLiveDataDir(options.dataDir, request.dataDir, (work) => multiplexer.exclusive(work));
        } else {
          // In memory: PGlite's own dump, made between two exchanges.
          const dump = await multiplexer.exclusive(() => db.dumpDataDir('none'));
          const copy = new PGlite(request.dataDir, { loadDataDir: dump, extensions, ...compiled });
          await copy.waitReady;
          await copy.close();
        }
      } else {
        server.close();
        await multiplexer.stop();
        await db.close();
      }
      return undefined;
    };
    answer().then(
      (liveCopy) => {
        post({ type: 'done', id: request.id, liveCopy });
        // Closed: the thread ends on its own once its loop is empty (the host terminates it only if not).
        if (request.type === 'close') port.close();
      },
      (error: unknown) => post({ type: 'failed', id: request.id, message: error instanceof Error ? error.message : String(error) }),
    );
  });
} catch (error) {
  post({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
}
