/**
 * The principals of recent access tokens, kept in memory so that a request needs no database
 * query to know who sends it (SECURITY.md "token abuse": the principal is checked on every
 * request — a deleted user, a changed permission matrix, a rotated license key take effect at once).
 *
 * A copy is used only while the database's change notifications are heard: migration 0011 makes
 * every UPDATE or DELETE of users, sub-organizations or organizations send `ferry_principals`
 * (after its transaction commits), and every process that keeps copies drops them all when it
 * hears it — from any API process, a worker or the CLI (`ferry rotate-license-key`). Copies are
 * used only once the process has heard a notification it sent itself (every `pingMs` it sends one
 * on the channel through its ordinary connections, its payload `ping:<this cache's id>`; pings,
 * its own or other processes', drop no copy — only a change, whose payload is empty, does), and
 * not while one it sent has gone unheard for `pingTimeoutMs` or the notification
 * connection is lost: a connection pooler that does not pass notifications, a half-open
 * connection or a lost one all leave every request reading the database. A change made by this
 * process drops its copies at once, when its transaction has committed ({@link principalsChanged},
 * called by the domain functions that change users, sub-organizations and organizations), so the
 * next request never waits on the notification. A copy lives at most `ttlMs` (a backstop), and at
 * most `maxEntries` are kept.
 *
 * A read that started before a change may finish after the copies were dropped: such a read is
 * used for its own request (as it would have been without a cache) but not kept.
 */
import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../db/client.ts';
import type { PrincipalClaims, StoredPrincipal } from './principal.ts';

/** The notification channel that migration 0011's triggers send on (with an empty payload). */
export const PRINCIPALS_CHANNEL = 'ferry_principals';
/** The payload prefix of a cache's own liveness notifications (`ping:<cache id>`). */
const PING_PREFIX = 'ping:';

export interface PrincipalCacheOptions {
  /** How long a copy is used at most, in ms (default 30,000). */
  ttlMs?: number;
  /** Copies kept at most (default 10,000; the oldest go first). */
  maxEntries?: number;
  /** How often the process sends itself a notification, in ms (default 10,000). */
  pingMs?: number;
  /** A notification sent and not heard for this long stops the use of copies, in ms (default 5,000). */
  pingTimeoutMs?: number;
  /** Clock in ms (tests). */
  now?: () => number;
}

interface Entry {
  stored: StoredPrincipal;
  at: number;
}

/** The caches of this process (an application each). */
const caches = new Set<PrincipalCache>();

/**
 * Drops the copies of every cache of this process. Called by whatever changed a user, a
 * sub-organization or an organization, after its transaction committed (other processes hear
 * the database's notification).
 */
export function principalsChanged(): void {
  for (const cache of caches) cache.clear();
}

/**
 * Waits for `change` (a write to users, sub-organizations or organizations, or the transaction
 * holding it), then drops this process's copies whether it succeeded or not; answers its result.
 */
export async function afterPrincipalChange<T>(change: PromiseLike<T>): Promise<T> {
  try {
    return await change;
  } finally {
    principalsChanged();
  }
}

/** One process's copies of principals; see the module comment. */
export class PrincipalCache {
  readonly #database: Pick<DatabaseHandle, 'listen' | 'notify'>;
  readonly #pingMs: number;
  readonly #pingTimeoutMs: number;
  #pinger: NodeJS.Timeout | null = null;
  /** This cache's ping payload: `ping:<random id>`. */
  readonly #pingPayload = `${PING_PREFIX}${randomUUID()}`;
  /** When the oldest notification sent and not yet heard was sent (null: none outstanding). */
  #pingSent: number | null = null;
  /** Whether a notification sent by this process has been heard since listening began. */
  #confirmed = false;
  readonly #ttlMs: number;
  readonly #max: number;
  readonly #now: () => number;
  readonly #entries = new Map<string, Entry>();
  /** Bumped by every clear: a read that saw another generation is not kept. */
  #generation = 0;
  #listener: { close(): Promise<void>; listening(): boolean } | null = null;
  #starting: Promise<void> | null = null;
  #closed = false;
  #hits = 0;
  #misses = 0;

  /**
   * Listens for changes on `database` from the first {@link get} on (an application that is
   * never asked, such as the OpenAPI export, never connects); until it listens, and whenever it
   * does not, the cache keeps nothing and every {@link get} reads.
   */
  constructor(database: Pick<DatabaseHandle, 'listen' | 'notify'>, options: PrincipalCacheOptions = {}) {
    this.#database = database;
    this.#pingMs = options.pingMs ?? 10_000;
    this.#pingTimeoutMs = options.pingTimeoutMs ?? 5_000;
    this.#ttlMs = options.ttlMs ?? 30_000;
    this.#max = options.maxEntries ?? 10_000;
    this.#now = options.now ?? (() => performance.now());
    caches.add(this);
  }

  /** Starts listening (once; again after a failed start). Resolves when listening has begun. */
  start(): Promise<void> {
    this.#starting ??= this.#database.listen(PRINCIPALS_CHANNEL, (payload) => this.#heard(payload)).then(
      async (listener) => {
        if (this.#closed) return listener.close();
        this.#listener = listener;
        this.#ping();
        this.#pinger = setInterval(() => this.#ping(), this.#pingMs);
        this.#pinger.unref();
      },
      () => {
        this.#starting = null;
      },
    );
    return this.#starting;
  }

  /**
   * A notification arrived (a principal may have changed, or it is this process's own), or the
   * listener (re)connected. Only one heard while a notification of this process is outstanding
   * proves that the channel carries them (the listener's own call on connecting proves nothing).
   */
  #heard(payload: string | null): void {
    if (payload !== null && payload.startsWith(PING_PREFIX)) {
      // A ping changes nothing. Ours proves the channel carries notifications: PostgreSQL delivers
      // them in commit order, so every change committed before it was sent has been heard.
      if (payload === this.#pingPayload && this.#pingSent !== null) {
        this.#pingSent = null;
        this.#confirmed = true;
      }
      return;
    }
    // A change (empty payload), or the listener reconnected (null: notifications may have been lost).
    this.clear();
  }

  /** Sends this process a notification (it proves the channel works when it arrives). */
  #ping(): void {
    this.#pingSent ??= this.#now();
    this.#database.notify(PRINCIPALS_CHANNEL, this.#pingPayload).catch(() => { /* unheard: the time-out makes the cache inactive */ });
  }

  /** Stops listening and drops every copy. */
  async close(): Promise<void> {
    this.#closed = true;
    caches.delete(this);
    if (this.#pinger) clearInterval(this.#pinger);
    await this.#starting;
    if (this.#pinger) clearInterval(this.#pinger);
    const listener = this.#listener;
    this.#listener = null;
    this.clear();
    await listener?.close();
  }

  /** Whether copies are used now (change notifications are heard). */
  get active(): boolean {
    if (!this.#confirmed || this.#listener?.listening() !== true) return false;
    return this.#pingSent === null || this.#now() - this.#pingSent < this.#pingTimeoutMs;
  }

  /** Copies used and reads made since the start (for tests and metrics). */
  get stats(): { hits: number; misses: number; size: number } {
    return { hits: this.#hits, misses: this.#misses, size: this.#entries.size };
  }

  /**
   * The principal named by `claims`: the copy when one is current, else `read()`'s answer (kept
   * when nothing changed meanwhile and notifications are heard).
   */
  async get(claims: PrincipalClaims, read: () => Promise<StoredPrincipal>): Promise<StoredPrincipal> {
    const key = `${claims.type}\u0000${claims.id}\u0000${claims.organizationId}`;
    if (!this.#closed && !this.#starting) void this.start();
    if (!this.active) {
      this.#entries.clear();
      this.#misses++;
      return read();
    }
    const entry = this.#entries.get(key);
    if (entry && this.#now() - entry.at < this.#ttlMs) {
      this.#hits++;
      return entry.stored;
    }
    this.#misses++;
    const generation = this.#generation;
    const stored = await read();
    if (generation === this.#generation && this.active) {
      this.#entries.delete(key);
      if (this.#entries.size >= this.#max) this.#entries.delete(this.#entries.keys().next().value!);
      this.#entries.set(key, { stored, at: this.#now() });
    }
    return stored;
  }

  /** Drops every copy (a principal may have changed). */
  clear(): void {
    this.#generation++;
    this.#entries.clear();
  }
}
