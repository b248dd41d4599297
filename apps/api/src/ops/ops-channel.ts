// The installation's local control channel: a unix socket inside DATA_DIR (its folder 0700, the
// socket 0600), so only the installation's own OS user can reach it. Whoever holds it says so:
// - the server, while it runs: `npm run backup` asks it for a copy of the embedded database (the
//   data directory belongs to the server's PGlite worker: no second process may open it) and to
//   record the finished backup; `npm run restore` refuses while it answers;
// - `npm run backup` when it opens the embedded database itself (no server), and `npm run restore`
//   while it replaces the database: a server started meanwhile refuses to start.
// One request per connection: a JSON line in, a JSON line out.
import { createHash } from 'node:crypto';
import { chmod, lstat, mkdir, readdir, rm, stat, unlink } from 'node:fs/promises';
import { type Server, type Socket, connect, createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { LiveCopyReport } from '../db/pglite-copy';

export type OpsRole = 'server' | 'backup' | 'restore';

export type OpsRequest =
  | { op: 'ping' }
  /** A copy of the embedded database, written by the server's PGlite worker into a new data directory. */
  | { op: 'save-database' }
  /** A finished backup, for the admin page's "last backup". */
  | { op: 'record-backup'; file: string; bytes: number; at: string };

export type OpsAnswer =
  | { ok: true; role: OpsRole; pid: number; dataDir?: string; liveCopy?: LiveCopyReport }
  | { ok: false; role: OpsRole; pid: number; message: string };

export type OpsHandler = (request: OpsRequest) => Promise<OpsAnswer>;

/** sun_path holds 108 bytes on Linux, 104 on macOS. */
const MAX_SOCKET_PATH = 100;

/** The folder of the channel (and of the server's database copies) inside DATA_DIR. */
export function opsDir(dataDir: string): string {
  return path.join(dataDir, 'ops');
}

/**
 * `DATA_DIR/ops/ops.sock`; a named pipe on Windows; when DATA_DIR is too deep for a socket path, a
 * socket named by a hash of DATA_DIR in a private folder of this OS user under the system's temp folder.
 */
export function opsSocketPath(dataDir: string): string {
  const id = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 24);
  if (process.platform === 'win32') return `\\\\.\\pipe\\portal-escolar-${id}`;
  const inside = path.join(opsDir(dataDir), 'ops.sock');
  if (Buffer.byteLength(inside) <= MAX_SOCKET_PATH) return inside;
  return path.join(os.tmpdir(), `portal-escolar-ops-${process.getuid?.() ?? 0}`, `${id}.sock`);
}

/** A folder only this OS user enters: made 0700, and refused if it is a link or someone else's. */
async function privateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const info = await lstat(dir);
  if (!info.isDirectory() || (process.getuid && info.uid !== process.getuid())) {
    throw new Error(`${dir} não é uma pasta deste usuário do sistema: o canal de controle não foi aberto.`);
  }
  await chmod(dir, 0o700);
}

function isNobodyThere(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ECONNREFUSED' || code === 'ENOTDIR';
}

/** Reads one JSON line from `socket`; the asking side then ends its half of the connection. */
function readLine(socket: Socket, timeoutMs: number, endAfter: boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`sem resposta em ${Math.round(timeoutMs / 1000)} s`));
    }, timeoutMs);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
      const end = text.indexOf('\n');
      if (end >= 0) {
        clearTimeout(timer);
        resolve(text.slice(0, end));
        if (endAfter) socket.end();
      }
    });
    socket.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.once('close', () => {
      clearTimeout(timer);
      reject(new Error('a conexão foi encerrada sem resposta'));
    });
  });
}

/**
 * Asks whoever holds the channel of `dataDir`; `undefined` when nobody does (no socket, or a socket
 * left by a process that ended).
 */
export async function askOps(dataDir: string, request: OpsRequest, timeoutMs = 5_000): Promise<OpsAnswer | undefined> {
  const socketPath = opsSocketPath(dataDir);
  const socket = connect(socketPath);
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
  } catch (error) {
    socket.destroy();
    if (isNobodyThere(error)) return undefined;
    throw new Error(`Não foi possível falar com o Portal Escolar em ${socketPath}: ${(error as Error).message}`);
  }
  socket.write(`${JSON.stringify(request)}\n`);
  try {
    return JSON.parse(await readLine(socket, timeoutMs, true)) as OpsAnswer;
  } catch (error) {
    throw new Error(`O Portal Escolar em ${socketPath} não respondeu: ${(error as Error).message}`);
  }
}

export interface OpsChannel {
  /** Stops answering and removes the socket. */
  close(): Promise<void>;
}

function serve(server: Server, role: OpsRole, handler: OpsHandler): void {
  server.on('connection', (socket) => {
    readLine(socket, 10_000, false).then(
      async (line) => {
        let answer: OpsAnswer;
        try {
          answer = await handler(JSON.parse(line) as OpsRequest);
        } catch (error) {
          answer = { ok: false, role, pid: process.pid, message: error instanceof Error ? error.message : String(error) };
        }
        if (!socket.destroyed) socket.end(`${JSON.stringify(answer)}\n`);
      },
      () => socket.destroy(),
    );
  });
}

function listen(server: Server, socketPath: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    server.listen(socketPath, () => {
      server.off('error', onError);
      resolve();
    });
  });
}

/**
 * Takes the channel of `dataDir` as `role`, answering with `handler` (ping is answered for it).
 * When a live process already holds it, nothing is taken: its answer to a ping comes back instead.
 */
export async function holdOpsChannel(
  dataDir: string,
  role: OpsRole,
  // A command holding the channel answers pings only: anything else waits for it to end.
  handler: OpsHandler = () =>
    Promise.resolve({
      ok: false,
      role,
      pid: process.pid,
      message: `${describeHolder({ ok: true, role, pid: process.pid })}; tente de novo depois`,
    }),
): Promise<{ channel: OpsChannel } | { heldBy: OpsAnswer }> {
  const socketPath = opsSocketPath(dataDir);
  if (process.platform !== 'win32') await privateDir(path.dirname(socketPath));
  const server = createServer();
  serve(server, role, (request) => (request.op === 'ping' ? Promise.resolve({ ok: true, role, pid: process.pid }) : handler(request)));
  for (let attempt = 0; ; attempt += 1) {
    try {
      await listen(server, socketPath);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt >= 3) throw error;
      const holder = await askOps(dataDir, { op: 'ping' }).catch(() => undefined);
      if (holder) return { heldBy: holder };
      // A socket left by a process that ended: nobody answers on it.
      await unlink(socketPath).catch(() => undefined);
    }
  }
  if (process.platform !== 'win32') await chmod(socketPath, 0o600);
  let closed = false;
  return {
    channel: {
      async close() {
        if (closed) return;
        closed = true;
        // Closing a listening unix socket also removes its file.
        await new Promise<void>((resolve) => server.close(() => resolve()));
      },
    },
  };
}

/** What a person reads when `holder` keeps a command (or the server) from going on. */
export function describeHolder(holder: OpsAnswer): string {
  if (holder.role === 'server') return `o Portal Escolar está em funcionamento (processo ${holder.pid})`;
  if (holder.role === 'backup') return `uma cópia de segurança está em andamento (processo ${holder.pid})`;
  return `uma restauração está em andamento (processo ${holder.pid})`;
}

/** Removes the entries of `dir` named `prefix...` untouched for `maxAgeMs` (left by a command that was stopped). */
export async function removeStale(dir: string, prefix: string, maxAgeMs: number): Promise<void> {
  const now = Date.now();
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    if (!name.startsWith(prefix)) continue;
    const info = await stat(path.join(dir, name)).catch(() => undefined);
    if (info && now - info.mtimeMs > maxAgeMs) await rm(path.join(dir, name), { recursive: true, force: true });
  }
}
