// Starts the embedded database's worker (pglite-worker.ts) and says where `pg` reaches it.
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type pg from 'pg';
import type { LiveCopyReport } from './pglite-copy.ts';
import type { PgliteWorkerData, PgliteWorkerMessage, PgliteWorkerRequest } from './pglite-worker.ts';

export interface PgliteWorker {
  /** Host and port of the private endpoint, for pg.Pool and pg.Client. */
  connection: pg.ClientConfig;
  /** Writes a copy of the database into a new data directory; how, when copied while it served. */
  save(dataDir: string): Promise<LiveCopyReport | undefined>;
  /** Closes PGlite (the data directory is left consistent) and ends the worker. */
  close(): Promise<void>;
}

/** The bundle's dist/pglite-worker.js beside dist/server.js, or the TypeScript source beside this file. */
function workerEntry(): { file: string; execArgv: string[] } {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const bundled = path.join(here, 'pglite-worker.js');
  if (existsSync(bundled)) return { file: bundled, execArgv: [] };
  const source = path.join(here, 'pglite-worker.ts');
  // Node 22.18+ and 24 strip the types themselves; older ones use tsx's loader (a dependency).
  const strips = Boolean((process.features as { typescript?: unknown }).typescript);
  return { file: source, execArgv: strips ? [] : ['--import', 'tsx'] };
}

/**
 * PGlite's PostgreSQL, compiled once per process and handed to every worker: a new worker would otherwise
 * compile its 9 MB of WebAssembly again, about 0.6 s of processor (the tests open one database per file, a
 * backup opens a second). A compiled module is immutable: shared, it cannot leak between databases.
 */
let compiledPostgres: Promise<WebAssembly.Module> | undefined;
export function postgresModule(): Promise<WebAssembly.Module> {
  compiledPostgres ??= readFile(createRequire(import.meta.url).resolve('@electric-sql/pglite/pglite.wasm')).then((bytes) =>
    WebAssembly.compile(bytes),
  );
  return compiledPostgres;
}

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

export async function startPgliteWorker(dataDir: string | undefined, dumpFile?: string): Promise<PgliteWorker> {
  // A directory only this user can enter holds the socket: nobody else reaches the database.
  const socketDir = process.platform === 'win32' ? undefined : await mkdtemp(path.join(os.tmpdir(), 'portal-pglite-'));
  const socketPort = 5432;
  const data: PgliteWorkerData = {
    dataDir,
    dumpFile,
    socketPath: socketDir && path.join(socketDir, `.s.PGSQL.${socketPort}`),
    postgresModule: await postgresModule(),
  };
  const entry = workerEntry();
  const worker = new Worker(entry.file, { workerData: data, execArgv: entry.execArgv });

  const waiting = new Map<number, { resolve: (liveCopy: LiveCopyReport | undefined) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let failure: Error | undefined;
  const ready = new Promise<PgliteWorkerMessage & { type: 'ready' }>((resolve, reject) => {
    const fail = (error: Error) => {
      failure ??= error;
      reject(error);
      for (const { reject: rejectRequest } of waiting.values()) rejectRequest(error);
      waiting.clear();
    };
    worker.on('message', (message: PgliteWorkerMessage) => {
      if (message.type === 'ready') resolve(message);
      else if (message.type === 'failed' && message.id === undefined) fail(new Error(`PGlite: ${message.message}`));
      else if (message.id !== undefined) {
        const request = waiting.get(message.id);
        waiting.delete(message.id);
        if (message.type === 'done') request?.resolve(message.liveCopy);
        else request?.reject(new Error(`PGlite: ${message.message}`));
      }
    });
    worker.on('error', (error) => {
      console.error(`PGlite: o processo do banco parou (${error.message})`);
      fail(error);
    });
    worker.on('exit', (code) => fail(new Error(`PGlite worker exited (${code})`)));
  });

  const ask = (request: WithoutId<PgliteWorkerRequest>) => {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise<LiveCopyReport | undefined>((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });
  };
  const cleanup = async () => {
    if (socketDir) await rm(socketDir, { recursive: true, force: true });
  };

  let endpoint: PgliteWorkerMessage & { type: 'ready' };
  try {
    endpoint = await ready;
  } catch (error) {
    await worker.terminate();
    await cleanup();
    throw error;
  }
  return {
    connection: {
      host: socketDir ?? '127.0.0.1',
      port: endpoint.port ?? socketPort,
      user: 'postgres',
      database: 'postgres',
    },
    save: (target) => ask({ type: 'save', dataDir: target }),
    async close() {
      // A thread that ends by itself frees PGlite's WebAssembly in order (the worker closes its port once
      // the database is closed); terminate() stops it wherever it is, so only a failed close uses it.
      const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
      try {
        await ask({ type: 'close' });
        await exited;
      } catch (error) {
        await worker.terminate();
        throw error;
      } finally {
        await cleanup();
      }
    },
  };
}
