// The PostgreSQL wire protocol in front of ONE PGlite backend, for several client connections
// (the API's pg.Pool and the session cache's LISTEN connection). Runs inside the PGlite worker
// (pglite-worker.ts); written to be started by Node's own type stripping, so only erasable syntax.
//
// PGlite is one PostgreSQL session. What a real server keeps per connection is made so here:
// - A connection owns the backend from its first message until a ReadyForQuery that says idle ('I'):
//   a Parse/Bind/Execute/Sync exchange (the unnamed statement and portal) and a whole transaction
//   are never interleaved with another connection's messages; the others queue meanwhile.
// - Named prepared statements and portals are renamed per connection (`c<id>_<name>`), so two
//   connections may prepare the same name, and a closed connection's statements are deallocated.
// - Notifications come out in the stream of whichever connection ran the committing statement: the
//   worker takes them out and writes them to the connections that LISTENed on their channel.
// - A connection that drops while it owns the backend has its open exchange synced and its
//   transaction rolled back before anyone else runs.
import type { Socket } from 'node:net';

/** What the multiplexer needs of PGlite. */
export interface RawBackend {
  execProtocolRawStream(message: Uint8Array, options: { onRawData: (data: Uint8Array) => void }): Promise<void>;
}

const SSL_REQUEST = 80877103;
/** The longest the backend's loop runs without letting the thread's other events in. */
const YIELD_EVERY_MS = 5;
const GSSENC_REQUEST = 80877104;
const PROTOCOL_3 = 196608;

function message(type: string, body: Buffer): Buffer {
  const out = Buffer.allocUnsafe(5 + body.length);
  out.write(type, 0, 'latin1');
  out.writeInt32BE(4 + body.length, 1);
  body.copy(out, 5);
  return out;
}

const cstring = (text: string) => Buffer.concat([Buffer.from(text), Buffer.from([0])]);
const SYNC = message('S', Buffer.alloc(0));
const ROLLBACK = message('Q', cstring('rollback'));

/** Index of the NUL that ends the C string starting at `at`. */
function cstringEnd(buffer: Buffer, at: number): number {
  const end = buffer.indexOf(0, at);
  if (end < 0) throw new Error('malformed message');
  return end;
}

/** `listen x`, `unlisten x`, `unlisten *` as one whole statement (what pg's LISTEN clients send). */
const LISTEN = /^\s*(listen|unlisten)\s+(\*|"((?:[^"]|"")+)"|([A-Za-z_][\w$]*))\s*;?\s*$/i;

class Connection {
  /** Complete frontend messages not yet sent to the backend. */
  readonly pending: Buffer[] = [];
  /** Bytes of an incomplete message. */
  private partial: Buffer = Buffer.alloc(0);
  started = false;
  closed = false;
  /** Messages sent since the last ReadyForQuery, or a transaction open: the backend stays this connection's. */
  holding = false;
  /** Transaction status of the last ReadyForQuery. */
  status = 'I';
  /** Backend names of the prepared statements this connection made. */
  readonly statements = new Set<string>();
  readonly channels = new Set<string>();
  readonly socket: Socket;
  readonly prefix: string;

  constructor(id: number, socket: Socket) {
    this.socket = socket;
    this.prefix = `c${id}_`;
  }

  /** Splits the incoming bytes into messages; answers what is answered without the backend. */
  receive(data: Buffer, startupAnswer: Buffer): void {
    let buffer = this.partial.length > 0 ? Buffer.concat([this.partial, data]) : data;
    while (!this.closed) {
      if (!this.started) {
        if (buffer.length < 8) break;
        const length = buffer.readInt32BE(0);
        if (buffer.length < length) break;
        const code = buffer.readInt32BE(4);
        buffer = buffer.subarray(length);
        if (code === SSL_REQUEST || code === GSSENC_REQUEST) this.socket.write('N');
        else if (code === PROTOCOL_3) {
          this.started = true;
          this.socket.write(startupAnswer);
        } else {
          // A CancelRequest (nothing can be cancelled inside a running WASM call) or an unknown protocol.
          this.socket.destroy();
          return;
        }
        continue;
      }
      if (buffer.length < 5) break;
      const length = 1 + buffer.readInt32BE(1);
      if (buffer.length < length) break;
      this.pending.push(buffer.subarray(0, length));
      buffer = buffer.subarray(length);
    }
    this.partial = buffer.length > 0 ? Buffer.from(buffer) : Buffer.alloc(0);
  }

  /**
   * The next messages to run together: up to and including the first Sync or simple Query (one
   * ReadyForQuery comes back), or all there are (a Parse sent before its Sync, a Flush).
   * Statement and portal names are renamed; LISTEN bookkeeping is noted.
   */
  takeBatch(): { batch: Buffer; terminate: boolean; answer?: Buffer } {
    const parts: Buffer[] = [];
    let terminate = false;
    let answer: Buffer | undefined;
    while (this.pending.length > 0) {
      const msg = this.pending.shift()!;
      const type = String.fromCharCode(msg[0]!);
      if (type === 'X') {
        terminate = true;
        break;
      }
      if (type === 'Q') {
        const listen = LISTEN.exec(msg.toString('utf8', 5, msg.length - 1));
        if (listen && listen[1]!.toLowerCase() === 'unlisten') {
          // UNLISTEN of one connection must not stop the shared backend listening for the others:
          // only the bookkeeping changes, and the answer is the server's.
          if (listen[2] === '*') this.channels.clear();
          else this.channels.delete(listen[3]?.replaceAll('""', '"') ?? listen[4]!.toLowerCase());
          if (parts.length === 0) {
            answer = Buffer.concat([message('C', cstring('UNLISTEN')), message('Z', Buffer.from(this.status))]);
            break;
          }
          this.pending.unshift(msg);
          break;
        }
        if (listen) this.channels.add(listen[3]?.replaceAll('""', '"') ?? listen[4]!.toLowerCase());
      }
      parts.push(this.rename(type, msg));
      if (type === 'S' || type === 'Q') break;
    }
    return { batch: parts.length === 1 ? parts[0]! : Buffer.concat(parts), terminate, answer };
  }

  /** The message with its statement/portal names made this connection's own. */
  private rename(type: string, msg: Buffer): Buffer {
    switch (type) {
      case 'P': {
        // Parse: statement name, query, parameter types.
        const end = cstringEnd(msg, 5);
        if (end === 5) return msg;
        const name = this.prefix + msg.toString('utf8', 5, end);
        this.statements.add(name);
        return message('P', Buffer.concat([cstring(name), msg.subarray(end + 1)]));
      }
      case 'B': {
        // Bind: portal name, statement name, the rest.
        const portalEnd = cstringEnd(msg, 5);
        const statementEnd = cstringEnd(msg, portalEnd + 1);
        if (portalEnd === 5 && statementEnd === portalEnd + 1) return msg;
        const portal = this.own(msg.toString('utf8', 5, portalEnd));
        const statement = this.own(msg.toString('utf8', portalEnd + 1, statementEnd));
        return message('B', Buffer.concat([cstring(portal), cstring(statement), msg.subarray(statementEnd + 1)]));
      }
      case 'D':
      case 'C': {
        // Describe / Close: 'S' or 'P', then the name.
        const end = cstringEnd(msg, 6);
        if (end === 6) return msg;
        const name = this.own(msg.toString('utf8', 6, end));
        if (type === 'C' && msg[5] === 0x53) this.statements.delete(name);
        return message(type, Buffer.concat([msg.subarray(5, 6), cstring(name)]));
      }
      case 'E': {
        // Execute: portal name, row limit.
        const end = cstringEnd(msg, 5);
        if (end === 5) return msg;
        return message('E', Buffer.concat([cstring(this.own(msg.toString('utf8', 5, end))), msg.subarray(end + 1)]));
      }
      default:
        return msg;
    }
  }

  private own(name: string): string {
    return name === '' ? '' : this.prefix + name;
  }
}

export class WireMultiplexer {
  private readonly connections = new Set<Connection>();
  private readonly queue: Connection[] = [];
  private active: Connection | undefined;
  private running: Promise<void> | undefined;
  /** Work waiting to run alone on the backend (`exclusive`), before the queued connections. */
  private readonly exclusives: { run: () => Promise<void>; cancel: (error: Error) => void }[] = [];
  private nextId = 1;
  private stopped = false;

  private readonly backend: RawBackend;
  /** The backend's own answer to a StartupMessage, replayed to every connection. */
  private readonly startupAnswer: Buffer;

  constructor(backend: RawBackend, startupAnswer: Buffer) {
    this.backend = backend;
    this.startupAnswer = startupAnswer;
  }

  /** The answer a backend gives to a StartupMessage (asked once, when the worker starts). */
  static async startup(backend: RawBackend): Promise<Buffer> {
    const body = Buffer.concat([
      Buffer.from([0, 3, 0, 0]),
      cstring('user'),
      cstring('postgres'),
      cstring('database'),
      cstring('postgres'),
      Buffer.from([0]),
    ]);
    const length = Buffer.alloc(4);
    length.writeInt32BE(4 + body.length);
    const chunks: Buffer[] = [];
    await backend.execProtocolRawStream(Buffer.concat([length, body]), { onRawData: (data) => chunks.push(Buffer.from(data)) });
    return Buffer.concat(chunks);
  }

  attach(socket: Socket): void {
    const connection = new Connection(this.nextId++, socket);
    this.connections.add(connection);
    socket.setNoDelay(true);
    socket.on('data', (data: Buffer) => {
      try {
        connection.receive(data, this.startupAnswer);
      } catch {
        socket.destroy();
        return;
      }
      if (connection.pending.length > 0) this.wake(connection);
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      connection.closed = true;
      connection.pending.length = 0;
      this.connections.delete(connection);
      // It still has to give the backend back clean (rollback, deallocate).
      if (connection.holding || connection.statements.size > 0) this.wake(connection);
      else this.dequeue(connection);
    });
  }

  /** Resolves once nothing runs on the backend and nothing waits for it. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /**
   * Runs `work` on the backend between two exchanges, before any connection that waits: it starts
   * once the connection that owns the backend (mid-exchange, or in a transaction) lets it go, and the
   * others wait until it ends. Unlike waiting for `idle()`, which a busy server may never reach,
   * it waits for one exchange at most.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T> {
    if (this.stopped) return Promise.reject(new Error('the database is closing'));
    return new Promise<T>((resolve, reject) => {
      this.exclusives.push({ run: () => work().then(resolve, reject), cancel: reject });
      this.running ??= this.pump().finally(() => (this.running = undefined));
    });
  }

  private dequeue(connection: Connection): void {
    const at = this.queue.indexOf(connection);
    if (at >= 0) this.queue.splice(at, 1);
  }

  private wake(connection: Connection): void {
    if (this.stopped) return;
    if (connection !== this.active && !this.queue.includes(connection)) this.queue.push(connection);
    this.running ??= this.pump().finally(() => (this.running = undefined));
  }

  private async pump(): Promise<void> {
    let yieldedAt = performance.now();
    for (;;) {
      if (this.stopped) return;
      // While connections keep queueing, the loop runs on promise jobs alone: it lets the thread's
      // other events (sockets read, a backup's file copies) in every few milliseconds.
      if (performance.now() - yieldedAt > YIELD_EVERY_MS) {
        await new Promise((resolve) => setImmediate(resolve));
        yieldedAt = performance.now();
      }
      if (!this.active && this.exclusives.length > 0) {
        await this.exclusives.shift()!.run();
        continue;
      }
      const connection = this.active ?? this.queue.shift();
      if (!connection) return;
      this.active = connection;
      if (connection.closed) {
        await this.release(connection);
        this.active = undefined;
        continue;
      }
      if (connection.pending.length === 0) {
        // It holds the backend (mid-exchange or in a transaction) and has sent nothing more yet.
        if (connection.holding) return;
        this.active = undefined;
        continue;
      }
      const { batch, terminate, answer } = connection.takeBatch();
      if (answer) connection.socket.write(answer);
      else if (batch.length > 0) {
        connection.holding = true;
        await this.run(batch, connection);
      }
      if (terminate) connection.closed = true;
      if (connection.closed) {
        await this.release(connection);
        // Ended once its statements are gone: its client may count on that when end() resolves.
        if (terminate) connection.socket.end();
        this.active = undefined;
        continue;
      }
      if (!connection.holding) {
        this.active = undefined;
        if (connection.pending.length > 0) this.queue.push(connection);
      }
    }
  }

  /** Runs `batch` for `connection`, writes the answer to it and the notifications to their listeners. */
  private async run(batch: Buffer, connection: Connection): Promise<void> {
    let rest: Buffer<ArrayBufferLike> = Buffer.alloc(0);
    const onRawData = (data: Uint8Array) => {
      // The data may be a view of WASM memory that the next call reuses: copied before keeping it.
      const buffer = rest.length > 0 ? Buffer.concat([rest, data]) : Buffer.from(data);
      const out: Buffer[] = [];
      let start = 0;
      let at = 0;
      while (buffer.length - at >= 5) {
        const length = 1 + buffer.readInt32BE(at + 1);
        if (buffer.length - at < length) break;
        const type = buffer[at];
        if (type === 0x5a /* Z: ReadyForQuery */) {
          connection.status = String.fromCharCode(buffer[at + 5]!);
          connection.holding = connection.status !== 'I';
        } else if (type === 0x41 /* A: NotificationResponse */) {
          const notification = buffer.subarray(at, at + length);
          const channel = buffer.toString('utf8', at + 9, cstringEnd(buffer, at + 9));
          if (at > start) out.push(buffer.subarray(start, at));
          start = at + length;
          for (const listener of this.connections) {
            if (!listener.channels.has(channel) || listener.closed) continue;
            if (listener === connection) out.push(notification);
            else listener.socket.write(notification);
          }
        }
        at += length;
      }
      if (at > start) out.push(buffer.subarray(start, at));
      rest = buffer.subarray(at);
      if (out.length > 0 && !connection.closed) connection.socket.write(out.length === 1 ? out[0]! : Buffer.concat(out));
    };
    try {
      await this.backend.execProtocolRawStream(batch, { onRawData });
    } catch (error) {
      // PGlite itself failed (not an SQL error, which comes back as an ErrorResponse): this
      // connection cannot know where its exchange stands any more.
      connection.socket.destroy(error instanceof Error ? error : undefined);
    }
  }

  /** A closed connection's exchange synced, its transaction rolled back, its statements deallocated. */
  private async release(connection: Connection): Promise<void> {
    const discard = { onRawData: () => {} };
    try {
      if (connection.holding) {
        const answer: Buffer[] = [];
        await this.backend.execProtocolRawStream(SYNC, { onRawData: (data) => answer.push(Buffer.from(data)) });
        // The answer ends with ReadyForQuery, whose last byte is the transaction status.
        const all = Buffer.concat(answer);
        if (all[all.length - 1] !== 0x49 /* I */) await this.backend.execProtocolRawStream(ROLLBACK, discard);
      }
      if (connection.statements.size > 0) {
        const closes = [...connection.statements].map((name) => message('C', Buffer.concat([Buffer.from('S'), cstring(name)])));
        await this.backend.execProtocolRawStream(Buffer.concat([...closes, SYNC]), discard);
      }
    } finally {
      connection.holding = false;
      connection.statements.clear();
    }
  }

  /**
   * Ends every connection (the worker is closing): what runs finishes, an open transaction is
   * rolled back, nothing else runs.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const { cancel } of this.exclusives.splice(0)) cancel(new Error('the database is closing'));
    for (const connection of this.connections) connection.socket.destroy();
    await this.idle();
    if (this.active) await this.release(this.active);
    this.active = undefined;
    this.queue.length = 0;
  }
}
