import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../db/client';
import { bsePerfil, bseTokenRevogado, bseUsuario } from '../db/schema';
import { prepared } from '../lib/prepared';

/** The channel the triggers of migration 0013 notify on (`u:<user>`, `s:<session>`, `*`). */
export const SESSION_CHANNEL = 'bse_sessao';

const sessionUserQuery = (db: Db) =>
  db
    .select({
      codBseUsuario: bseUsuario.codBseUsuario,
      codBsePerfil: bseUsuario.codBsePerfil,
      codBseEscola: bseUsuario.codBseEscola,
      codBseUnidade: bseUsuario.codBseUnidade,
      indAtivo: bseUsuario.indAtivo,
      numVersaoToken: bseUsuario.numVersaoToken,
      indAcessoPortal: bsePerfil.indAcessoPortal,
      revoked: sql<boolean>`exists (select 1 from ${bseTokenRevogado} where ${bseTokenRevogado.cstSessao} = ${sql.placeholder('sessionId')})`,
    })
    .from(bseUsuario)
    .innerJoin(bsePerfil, eq(bsePerfil.codBsePerfil, bseUsuario.codBsePerfil))
    .where(eq(bseUsuario.codBseUsuario, sql.placeholder('userId')))
    .limit(1);

/** What the session check needs of a token's user. */
export type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionUserQuery>['execute']>>[number];

/** The user behind a token, with whether that token was revoked: one round trip, when the session cache misses. */
export async function findSessionUser(db: Db, userId: number, sessionId: string): Promise<SessionRow | undefined> {
  const query = prepared(db, 'find_session_user', (name) => sessionUserQuery(db).prepare(name));
  const rows = await query.execute({ userId, sessionId });
  return rows[0];
}

/** Entries kept at most (a school network's signed-in users fit many times over). */
const MAX_ENTRIES = 20_000;
/** An entry is read again from the database after this long, whatever the notifications said. */
const ENTRY_TTL_MS = 5 * 60_000;
/** How long a write waits for its own notification to come back before answering anyway. */
const BARRIER_TIMEOUT_MS = 2_000;
const RECONNECT_MS = 1_000;

type Waiter = { payload: string; resolve: () => void };

/**
 * The sessions of tokens seen lately, so that the session check of a request costs no SQL.
 *
 * Correctness rests on the database's notifications (channel `bse_sessao`, sent by triggers on
 * commit): each process LISTENs on a dedicated connection (to PostgreSQL, or to the embedded
 * PGlite's worker, which hands each notification to the connections that listen) and drops the
 * entries named. While the listener is not connected (starting, lost connection), nothing is
 * cached and every request reads its session from the database. A lookup that raced
 * with a notification is not stored (the generation counter), so a stale row never outlives the
 * notification that condemned it. A signed-in write (logout, deactivation, password or profile
 * change…) answers only once this process's listener has caught up with everything committed
 * before it (`barrier`), so the very next request of that caller already sees the change.
 */
export class SessionCache {
  private readonly entries = new Map<string, { row: SessionRow; at: number }>();
  private generation = 0;
  private listening = false;
  private closed = false;
  private readonly waiters = new Set<Waiter>();
  private readonly noticeListeners = new Set<(payload: string) => void>();
  private stopListening: (() => Promise<void>) | undefined;
  private reconnectTimer: NodeJS.Timeout | undefined;

  constructor(private readonly db: Db) {}

  /** Starts listening; without a driver it knows, the cache stays off (every check reads SQL). */
  async start(): Promise<void> {
    const client = (this.db as unknown as { $client?: unknown }).$client;
    if (client instanceof pg.Pool) await this.listenOnPostgres(client);
  }

  private async listenOnPostgres(pool: pg.Pool): Promise<void> {
    const listener = new pg.Client(pool.options);
    const lost = () => {
      if (!this.listening) return;
      this.listening = false;
      this.clear();
      listener.removeAllListeners();
      void listener.end().catch(() => {});
      this.scheduleReconnect(pool);
    };
    listener.on('notification', (message) => {
      if (message.channel === SESSION_CHANNEL) this.received(message.payload ?? '');
    });
    listener.on('error', lost);
    listener.on('end', lost);
    try {
      await listener.connect();
      await listener.query(`listen ${SESSION_CHANNEL}`);
    } catch {
      listener.removeAllListeners();
      void listener.end().catch(() => {});
      this.scheduleReconnect(pool);
      return;
    }
    if (this.closed) {
      listener.removeAllListeners();
      await listener.end();
      return;
    }
    this.stopListening = async () => {
      listener.removeAllListeners();
      await listener.end();
    };
    this.clear();
    this.listening = true;
  }

  private scheduleReconnect(pool: pg.Pool): void {
    if (this.closed) return;
    this.reconnectTimer = setTimeout(() => void this.listenOnPostgres(pool), RECONNECT_MS);
    this.reconnectTimer.unref();
  }

  /** Whether entries are being kept (the listener is connected). */
  get enabled(): boolean {
    return this.listening;
  }

  /** A counter to pass to `set`: taken before the lookup, it tells whether a notification came in between. */
  get stamp(): number {
    return this.generation;
  }

  get(sessionId: string): SessionRow | undefined {
    if (!this.listening) return undefined;
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (Date.now() - entry.at > ENTRY_TTL_MS) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return entry.row;
  }

  set(sessionId: string, row: SessionRow, stamp: number): void {
    if (!this.listening || stamp !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) {
      // The oldest insertion goes first (a Map iterates in insertion order).
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(sessionId, { row, at: Date.now() });
  }

  private clear(): void {
    this.generation++;
    this.entries.clear();
  }

  private received(payload: string): void {
    this.generation++;
    if (payload === '*') this.entries.clear();
    else if (payload.startsWith('s:')) this.entries.delete(payload.slice(2));
    else if (payload.startsWith('u:')) {
      const userId = Number(payload.slice(2));
      for (const [sessionId, entry] of this.entries) if (entry.row.codBseUsuario === userId) this.entries.delete(sessionId);
    }
    for (const listener of this.noticeListeners) listener(payload);
    for (const waiter of this.waiters) {
      if (waiter.payload === payload) {
        this.waiters.delete(waiter);
        waiter.resolve();
      }
    }
  }

  /**
   * Calls `listener` with each notification applied (`u:<user>`, `s:<session>`, `*`), after the
   * entries it names were dropped: the chat re-checks the sockets of that user or session. Returns
   * the unsubscription.
   */
  onNotice(listener: (payload: string) => void): () => void {
    this.noticeListeners.add(listener);
    return () => this.noticeListeners.delete(listener);
  }

  /** Resolves when this process's listener receives `payload` (tests wait on it, and `barrier`). */
  receipt(payload: string, timeoutMs = BARRIER_TIMEOUT_MS): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        reject(new Error(`notification ${payload} not received within ${timeoutMs} ms`));
      }, timeoutMs);
      const waiter: Waiter = {
        payload,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      this.waiters.add(waiter);
    });
  }

  /**
   * Waits until this process's listener has received every notification committed before now:
   * notifications reach a listener in commit order, so receiving a fresh marker sent after them
   * proves the earlier ones were applied. On a timeout the cache is emptied instead.
   */
  async barrier(): Promise<void> {
    if (!this.listening) return;
    const marker = `m:${randomUUID()}`;
    const arrived = this.receipt(marker);
    // Its timeout may fire while the statement below still waits for the database.
    arrived.catch(() => {});
    try {
      await this.db.execute(sql`select pg_notify(${SESSION_CHANNEL}, ${marker})`);
      await arrived;
    } catch {
      this.clear();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listening = false;
    clearTimeout(this.reconnectTimer);
    this.clear();
    await this.stopListening?.();
  }
}
